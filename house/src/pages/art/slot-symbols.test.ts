import { SYMBOLS } from '../../games/slot/slot-rules';
import { reelsHtml } from '../views/slot-view';
import { CHECK_MARK, CROSS_MARK } from './marks';
import { slotSymbolSvg } from './slot-symbols';

/** Emoji and pictographic symbols: what shows as a box on a phone without an emoji font. */
const PICTURE_GLYPH = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]/u;

describe('slot symbols', () => {
  it('are drawn SVGs, never emoji or symbol glyphs, and each symbol looks different', () => {
    const drawings = SYMBOLS.map(slotSymbolSvg);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg class="sym" viewBox="0 0 48 48"[^>]* aria-hidden="true" focusable="false">/);
      expect(svg).not.toMatch(PICTURE_GLYPH);
      expect(svg.length).toBeLessThan(1200);
    }
    expect(new Set(drawings).size).toBe(SYMBOLS.length);
  });

  it('put the name on the reel cell (an image with a label) and hide the drawing inside it', () => {
    const html = reelsHtml({ grid: [['CHERRY', 'BELL', 'WILD', 'BAR', 'SEVEN'], ['LEMON', 'GRAPE', 'MELON', 'BAR', 'SEVEN'], ['CHERRY', 'BELL', 'WILD', 'BAR', 'SEVEN']], lineWins: [] }, 'bn');
    expect(html).not.toMatch(PICTURE_GLYPH);
    const cells = [...html.matchAll(/<div class="cell" role="img" aria-label="([^"]+)"><svg class="sym"[^>]*aria-hidden="true"/g)];
    expect(cells).toHaveLength(15);
    expect(cells.every(([, label]) => label!.length > 0)).toBe(true);
  });

  it('check and cross marks are hidden SVGs in the text colour', () => {
    for (const mark of [CHECK_MARK, CROSS_MARK]) {
      expect(mark).toMatch(/^<svg class="mark"[^>]*aria-hidden="true"[^>]*stroke="currentColor"/);
      expect(mark).not.toMatch(PICTURE_GLYPH);
    }
  });
});
