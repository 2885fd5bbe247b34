import type { FightSide } from '@khela/contracts/sportsbook';
import { percent } from '../../games/baccarat/baccarat-odds';
import { exactCockfightOdds } from '../../games/cockfight/cockfight-odds';
import type { Language } from '../../sessions/session-repo';
import { escapeHtml } from '../html';
import type { TableLook } from '../table/table-look';
import { fill } from '@khela/server-kit/pages';
import { arenaPhaseOf, fightHtml, type FightJson, malayText } from './arena-fragments';
import { arenaWords } from './arena-texts';

const SIDES: readonly FightSide[] = ['MERON', 'WALA', 'DRAW'];

/** The cocks (before the form's styles) and the road's M/W/D/C badges (after them): MERON red, WALA blue, each also named in words. */
const COCKS_STYLE = `.cocks{display:flex;gap:8px;margin:8px 0}
.cock{flex:1;min-width:0;border-radius:10px;padding:8px;text-align:center;color:#fff}
.cock h3{margin:0 0 4px;font-size:1.1rem}
.cock p{margin:2px 0;font-weight:700}
.c-MERON{background:#a3122a;border:3px solid #ff8a9a}
.c-WALA{background:#1746a2;border:3px dashed #9cc3ff}
.draw-line{text-align:center;margin:4px 0}
`;
const ROAD_STYLE = `ul.road{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.badge{display:inline-flex;align-items:center;justify-content:center;min-width:28px;height:28px;padding:0 2px;border-radius:50%;font-weight:800;text-decoration:none;color:#101a33}
.r-MERON.badge{background:#ff9aa8}.r-WALA.badge{background:#9cc3ff}.r-DRAW.badge{background:#a8f0b4}.r-CANCEL.badge{background:#d0d4de}
`;

/** The two cocks with their colours and Malay odds, and the draw's price. */
function cocksHtml(lang: Language): string {
  const w = arenaWords(lang);
  const cock = (side: 'MERON' | 'WALA') =>
    `<div class="cock c-${side}"><h3>${escapeHtml(w.sides[side])}</h3><p>${escapeHtml(w.colours[side])}</p><p>${escapeHtml(fill(w.malayOdds, { odds: malayText(side, lang) }))}</p></div>`;
  return `<section aria-labelledby="cocks-title"><h2 id="cocks-title" class="sr-only">${escapeHtml(w.cocksTitle)}</h2><div class="cocks">${cock('MERON')}${cock('WALA')}</div><p class="draw-line">${escapeHtml(w.drawPays)}</p></section>`;
}

/** arenaPhaseOf and fightHtml for the page's script (ES5). */
const SCRIPT_PART = `function phaseOf(r){return r?r.phase:'waiting';}
function outcomeHtml(f){return '<p class="winner r-'+f.result+'"><strong>'+esc(W.outcomes[f.result])+'</strong></p>';}`;

/**
 * The cockfight arena on the live table page (pages/table/): the fight card (both cocks with Malay
 * odds, the draw's price), MERON / WALA / DRAW bets, the table's phases as the server names them
 * (open, last call, closed, result), the fight's result and the road's M/W/D/C, and the rules with
 * each bet's exact chance and house edge (games/cockfight/cockfight-odds.ts).
 */
export const arenaLook: TableLook<FightJson> = {
  words: arenaWords,
  sides: SIDES,
  phaseOf: arenaPhaseOf,
  bettingPhases: ['open', 'last_call'],
  outcomeHtml: fightHtml,
  scriptPart: SCRIPT_PART,
  outcomeField: 'result',
  badgeClass: 'r',
  lastResultId: 'last-fight',
  style: { result: COCKS_STYLE, road: ROAD_STYLE },
  introHtml: cocksHtml,
  odds() {
    const { winChance, houseEdge } = exactCockfightOdds();
    return Object.fromEntries(SIDES.map((side) => [side, { chance: `${winChance[side].numerator} / ${winChance[side].denominator} = ${percent(winChance[side], 2)}`, houseEdge: houseEdge[side] }]));
  },
  announcePhase: true,
  disableClosedForm: true,
};
