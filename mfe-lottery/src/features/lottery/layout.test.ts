/**
 * jsdom lays nothing out, so the phone rules the 360 px walk checks (e2e/walk-lottery.ts) are
 * pinned here on the stylesheet itself: a rule removed makes the page scroll sideways again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'lottery.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector list is exactly `selector` (comma-separated, any spacing). */
function declarations(selector: string): string {
  const wanted = selector.split(',').map((s) => s.trim()).join(',');
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (match[1]!.split(',').map((s) => s.trim()).join(',') === wanted) return match[2]!.replace(/\s+/g, ' ');
  }
  throw new Error(`no rule ${selector}`);
}

describe('nothing on a lottery view widens the page on a phone', () => {
  it('lets the page’s grids shrink below their content', () => {
    expect(declarations('.page')).toContain('grid-template-columns: minmax(0, 1fr)');
    expect(declarations('.section')).toContain('grid-template-columns: minmax(0, 1fr)');
    expect(declarations('.betPanel')).toContain('grid-template-columns: minmax(0, 1fr)');
    expect(declarations('.page > *, .section > *, .betPanel > *, .card > *, .reveal > *, .slip > *, .picker > *')).toContain('min-width: 0');
  });

  it('scrolls tab rows inside their own box with one-line labels', () => {
    expect(declarations('.views, .tabs')).toContain('overflow-x: auto');
    expect(declarations('.views, .tabs')).toContain('min-width: 0');
    expect(declarations('.views > *, .tabs > *')).toContain('white-space: nowrap');
    expect(declarations('.views > *, .tabs > *')).toContain('flex: none');
  });

  it('wraps quick picks and chips without shrinking a chip (its label would be cut off)', () => {
    expect(declarations('.quick')).toContain('flex-wrap: wrap');
    expect(declarations('.quick > *')).toContain('flex: none');
  });

  it('wraps a prize table’s numbers inside a results cell', () => {
    expect(declarations('table.tiers th, table.tiers td')).toContain('white-space: normal');
  });
});
