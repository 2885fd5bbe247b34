import type { LineWin, SlotOutcome } from '../games/slot/slot-engine';
import type { Language } from '../sessions/session-repo';
import type { SymbolId } from '../games/slot/slot-rules';
import { PAYLINES } from '../games/slot/slot-rules';
import { escapeHtml } from './html';
import { money, textsFor } from './page-texts';

/** What each symbol looks like (the name goes in its accessible label). */
export const SYMBOL_GLYPHS: Record<SymbolId, string> = {
  WILD: '★',
  SEVEN: '7',
  BAR: '<small>BAR</small>',
  BELL: '🔔',
  MELON: '🍉',
  GRAPE: '🍇',
  LEMON: '🍋',
  CHERRY: '🍒',
};

/** The 5 × 3 reels, row by row; the cells of winning lines marked. */
export function reelsHtml(outcome: Pick<SlotOutcome, 'grid' | 'lineWins'> | null, lang: Language): string {
  const t = textsFor(lang);
  const grid: SymbolId[][] = outcome?.grid ?? [
    ['SEVEN', 'BAR', 'WILD', 'BAR', 'SEVEN'],
    ['CHERRY', 'LEMON', 'BELL', 'GRAPE', 'MELON'],
    ['MELON', 'GRAPE', 'SEVEN', 'LEMON', 'CHERRY'],
  ];
  const winning = new Set<string>();
  for (const win of outcome?.lineWins ?? []) {
    const rows = PAYLINES[win.line - 1]!;
    for (let reel = 0; reel < win.count; reel += 1) winning.add(`${rows[reel]}:${reel}`);
  }
  const cells = grid
    .map((row, r) =>
      row.map((symbol, reel) => `<div class="cell${winning.has(`${r}:${reel}`) ? ' win' : ''}" role="img" aria-label="${escapeHtml(t.symbols[symbol])}">${SYMBOL_GLYPHS[symbol]}</div>`).join(''),
    )
    .join('');
  return `<div class="reels" id="reels" role="group" aria-label="${escapeHtml(t.reelsLabel)}">${cells}</div>`;
}

export function lineWinsHtml(lineWins: readonly LineWin[] | null, currency: string, lang: Language): string {
  const t = textsFor(lang);
  if (!lineWins) return '';
  if (lineWins.length === 0) return `<p>${escapeHtml(t.noLineWins)}</p>`;
  return `<ul class="wins">${lineWins.map((win) => `<li>${escapeHtml(t.lineWin(win.line, t.symbols[win.symbol], win.count, money(win.amount, currency, lang)))}</li>`).join('')}</ul>`;
}
