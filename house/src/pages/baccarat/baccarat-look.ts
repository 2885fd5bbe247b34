import { type BaccaratOdds, exactBaccaratOdds, percent } from '../../games/baccarat/baccarat-odds';
import type { Language } from '../../sessions/session-repo';
import { escapeHtml } from '../html';
import { localDigits } from '../page-texts';
import type { TableStateJson } from '../table/table-fragments';
import type { TableLook } from '../table/table-look';
import { fill } from '@khela/server-kit/pages';
import { type BaccaratWords, baccaratWords } from './baccarat-texts';

type Side = 'player' | 'banker' | 'tie';

/** A dealt coup as the table stores it (games/baccarat/baccarat-engine.ts, Coup). */
export interface CoupJson {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
  natural: boolean;
}

export type Phase = keyof BaccaratWords['phase'];

/** What the table is doing, as the player reads it: a window at 0 s left is closed even before the server's close. */
export function phaseOf(round: TableStateJson<CoupJson>['round']): Phase {
  if (!round) return 'waiting';
  if (round.state === 'open') return round.secondsLeft > 0 ? 'open' : 'closed';
  if (round.state === 'closed') return 'dealing';
  return 'result';
}

const RED_SUITS = ['H', 'D'];
const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card ("KH", "10S") as text: rank and suit symbol shown, rank and suit named for screen readers (red is never the only cue). */
export function cardHtml(name: string, lang: Language): string {
  const w = baccaratWords(lang);
  const suit = name.slice(-1);
  const rank = name.slice(0, -1);
  const rankWord = (w.ranks as Record<string, string>)[rank] ?? localDigits(rank, lang);
  const suitWord = (w.suits as Record<string, string>)[suit] ?? suit;
  return `<li class="card${RED_SUITS.includes(suit) ? ' red' : ''}"><span aria-hidden="true">${escapeHtml(rank + (SUIT_SYMBOLS[suit] ?? suit))}</span><span class="sr-only">${escapeHtml(`${rankWord} ${suitWord}`)}</span></li>`;
}

/** A coup: both hands with totals, and who won. */
export function coupHtml(coup: CoupJson, lang: Language): string {
  const w = baccaratWords(lang);
  const hand = (side: 'player' | 'banker') => {
    const total = localDigits(String(side === 'player' ? coup.playerTotal : coup.bankerTotal), lang);
    return `<div class="hand"><h3>${escapeHtml(fill(w.hand, { side: w.sides[side], total }))}</h3><ul class="cards">${coup[side].map((card) => cardHtml(card, lang)).join('')}</ul></div>`;
  };
  return `<div class="hands">${hand('player')}${hand('banker')}</div><p class="winner w-${coup.winner}"><strong>${escapeHtml(w.outcomes[coup.winner])}</strong>${coup.natural ? ` · ${escapeHtml(w.natural)}` : ''}</p>`;
}

/** phaseOf, cardHtml and coupHtml for the page's script (ES5). */
const SCRIPT_PART = `function phaseOf(r){if(!r)return 'waiting';if(r.state==='open')return r.secondsLeft>0?'open':'closed';if(r.state==='closed')return 'dealing';return 'result';}
var SYM={S:'♠',H:'♥',D:'♦',C:'♣'};
function card(name){var suit=name.slice(-1),rank=name.slice(0,-1);var rw=W.ranks[rank]||digits(rank),sw=W.suits[suit]||suit;
return '<li class="card'+(suit==='H'||suit==='D'?' red':'')+'"><span aria-hidden="true">'+esc(rank+(SYM[suit]||suit))+'</span><span class="sr-only">'+esc(rw+' '+sw)+'</span></li>';}
function outcomeHtml(c){
function hand(side){var total=digits(side==='player'?c.playerTotal:c.bankerTotal);return '<div class="hand"><h3>'+esc(fill(W.hand,{side:W.sides[side],total:total}))+'</h3><ul class="cards">'+c[side].map(card).join('')+'</ul></div>';}
return '<div class="hands">'+hand('player')+hand('banker')+'</div><p class="winner w-'+c.winner+'"><strong>'+esc(W.outcomes[c.winner])+'</strong>'+(c.natural?' · '+esc(W.natural):'')+'</p>';}`;

/** The hands and cards (before the form's styles), the road's P/B/T badges (after them). */
const RESULT_STYLE = `.hands{display:flex;gap:8px}
.hand{flex:1;min-width:0;background:#18244a;border-radius:8px;padding:6px}
.hand h3{font-size:.95rem;margin:0 0 4px}
ul.cards,ul.road{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.card{background:#f4f6fb;color:#101a33;border-radius:6px;padding:4px 6px;font-weight:800;min-width:2.6em;text-align:center;border:2px solid #101a33}
.card.red{color:#b00020;border-style:dashed}
.winner{font-size:1.05rem}
`;
const ROAD_STYLE = `.badge{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;font-weight:800;text-decoration:none;color:#101a33}
.b-player{background:#9cc3ff}.b-banker{background:#ffb3b3}.b-tie{background:#a8f0b4}
`;

let odds: BaccaratOdds | null = null;
/** Exact odds, enumerated once (about a million coups' weights) the first time a page needs them. */
const exactOdds = (): BaccaratOdds => (odds ??= exactBaccaratOdds());

const grouped = (n: bigint): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const SIDES: readonly Side[] = ['player', 'banker', 'tie'];

/**
 * The baccarat table on the live table page (pages/table/): punto banco's coups with their cards,
 * the road's P/B/T, the phases read from the round's state and seconds, and the rules with every
 * bet's exact probability (numerator / denominator) and house edge (baccarat-odds.ts).
 */
export const baccaratLook: TableLook<CoupJson> = {
  words: baccaratWords,
  sides: SIDES,
  phaseOf,
  bettingPhases: ['open'],
  outcomeHtml: coupHtml,
  scriptPart: SCRIPT_PART,
  outcomeField: 'winner',
  badgeClass: 'b',
  lastResultId: 'last-coup',
  style: { result: RESULT_STYLE, road: ROAD_STYLE },
  odds() {
    const { probability, houseEdge } = exactOdds();
    const exact = (side: Side) => `${grouped(probability[side].numerator)} / ${grouped(probability[side].denominator)} ≈ ${percent(probability[side], 4)}`;
    return Object.fromEntries(SIDES.map((side) => [side, { chance: exact(side), houseEdge: houseEdge[side] }]));
  },
  announcePhase: false,
  disableClosedForm: false,
};
