import type { LineWin, SlotOutcome } from '../../games/slot/slot-engine';
import { SLOT_LINES } from '../../games/slot/slot-engine';
import { formatRtpPercent } from '../../games/slot/slot-rtp';
import { PAYLINES, PAYTABLE, SLOT_GAME_CODE, SLOT_STAKES, type SymbolId, SYMBOLS } from '../../games/slot/slot-rules';
import type { Language } from '../../sessions/session-repo';
import { outcomeView } from '../game-view';
import { escapeHtml } from '../html';
import { localDigits, money } from '../page-texts';
import { slotSymbolSvg } from '../art/slot-symbols';
import { slotTextsFor } from './slot-texts';

/** What each symbol looks like (the name goes in its accessible label): a drawn SVG, never an emoji. */
export const SYMBOL_GLYPHS: Record<SymbolId, string> = Object.fromEntries(SYMBOLS.map((symbol) => [symbol, slotSymbolSvg(symbol)])) as Record<SymbolId, string>;

const DEFAULT_STAKE = SLOT_STAKES[2]!;

/** The 5 × 3 reels, row by row; the cells of winning lines marked. */
export function reelsHtml(outcome: Pick<SlotOutcome, 'grid' | 'lineWins'> | null, lang: Language): string {
  const t = slotTextsFor(lang);
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
  const t = slotTextsFor(lang);
  if (!lineWins) return '';
  if (lineWins.length === 0) return `<p>${escapeHtml(t.noLineWins)}</p>`;
  return `<ul class="wins">${lineWins.map((win) => `<li>${escapeHtml(t.lineWin(win.line, t.symbols[win.symbol], win.count, money(win.amount, currency, lang)))}</li>`).join('')}</ul>`;
}

function rulesHtml(lang: Language): string {
  const t = slotTextsFor(lang);
  const rows = SYMBOLS.map(
    (symbol) =>
      `<tr><td><span aria-hidden="true">${SYMBOL_GLYPHS[symbol]}</span> ${escapeHtml(t.symbols[symbol])}</td>${PAYTABLE[symbol].map((pay) => `<td>${localDigits(`${pay}×`, lang)}</td>`).join('')}</tr>`,
  ).join('');
  const lines = PAYLINES.map((rows, i) => `<li>${escapeHtml(t.paylineName(i + 1))}: ${localDigits(rows.map((row) => row + 1).join('-'), lang)}</li>`).join('');
  return `<details>
<summary>${escapeHtml(t.rulesTitle)}</summary>
<p id="rules">${escapeHtml(t.rules(localDigits(formatRtpPercent(), lang), SLOT_LINES))}</p>
<p>${escapeHtml(t.wildRule)}</p>
<h2>${escapeHtml(t.paytableTitle)}</h2>
<table><thead><tr>${t.paytableHeader.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
<h2>${escapeHtml(t.paylinesTitle)}</h2>
<ul>${lines}</ul>
</details>`;
}

/** "Royal Fruits" on the common pages: a stake picker, the reels with their line wins, the paytable. */
export const slotView = outcomeView<SlotOutcome>({
  code: SLOT_GAME_CODE,
  texts(lang) {
    const t = slotTextsFor(lang);
    return { title: t.title, play: t.spin, playing: t.spinning };
  },
  betFieldsHtml({ lang, currency }, bet) {
    const chosen = bet && SLOT_STAKES.includes(bet.stake) ? bet.stake : DEFAULT_STAKE;
    const options = SLOT_STAKES.map((stake) => `<option value="${stake}"${stake === chosen ? ' selected' : ''}>${escapeHtml(money(stake, currency, lang))}</option>`).join('');
    return `<label for="stake">${escapeHtml(slotTextsFor(lang).stake)}<select id="stake" name="stake">${options}</select></label>`;
  },
  resultHtml({ lang, currency }, outcome) {
    return `<div id="result">${reelsHtml(outcome, lang)}<div id="wins">${outcome ? lineWinsHtml(outcome.lineWins, currency, lang) : ''}</div></div>`;
  },
  rulesHtml: ({ lang }) => rulesHtml(lang),
  verifyDetailsHtml: ({ lang }, outcome) => `<p>${escapeHtml(slotTextsFor(lang).stops)}: <span id="stops">${localDigits(outcome.stops.join(', '), lang)}</span></p>`,
  roundJson: (outcome) => ({ stops: outcome.stops }),
});
