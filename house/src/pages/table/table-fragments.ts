import type { Language } from '../../sessions/session-repo';
import { escapeHtml } from '../html';
import { localDigits, money } from '../page-texts';
import { fillWords, type TablePageWords, tablePageWords } from './table-page-texts';

/**
 * The live table's changing parts, drawn from GET /table/:game/state's JSON. The page's script
 * (table-page-script.ts) draws the same parts from the same JSON while it polls; a test checks the
 * two agree, so a page without script and a page with it show the same thing.
 */

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

/** GET /table/:game/state?session= (table/table-routes.ts). */
export interface TableStateJson<Result = CoupJson> {
  game: { code: string; name: string; sides: string[]; limits: { minStake: number; maxStake: number; stakeStep: number } };
  round: {
    id: string;
    number: number;
    state: 'open' | 'closed' | 'dealt' | 'settled';
    /** open → last_call → closed → result (table/table-service.ts, phaseOf). */
    phase: 'open' | 'last_call' | 'closed' | 'result';
    opensAt: string;
    closesAt: string;
    secondsLeft: number;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    serverSeed: string | null;
    result: Result | null;
  } | null;
  lastResults: { number: number; result: Result }[];
  you: { bets: { id: string; side: string; stake: number; payout: number | null; state: string }[]; funBalance: number | null } | null;
}

export interface FragmentContext {
  lang: Language;
  currency: string;
  /** The verify page for this table, without the round: `&round=n` is added. */
  verifyBase: string;
}

export type Phase = keyof TablePageWords['phase'];

/** What the table is doing, as the player reads it: a window at 0 s left is closed even before the server's close. */
export function phaseOf(round: TableStateJson['round']): Phase {
  if (!round) return 'waiting';
  if (round.state === 'open') return round.secondsLeft > 0 ? 'open' : 'closed';
  if (round.state === 'closed') return 'dealing';
  return 'result';
}

const RED_SUITS = ['H', 'D'];
const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card ("KH", "10S") as text: rank and suit symbol shown, rank and suit named for screen readers (red is never the only cue). */
export function cardHtml(name: string, lang: Language): string {
  const w = tablePageWords(lang);
  const suit = name.slice(-1);
  const rank = name.slice(0, -1);
  const rankWord = (w.ranks as Record<string, string>)[rank] ?? localDigits(rank, lang);
  const suitWord = (w.suits as Record<string, string>)[suit] ?? suit;
  return `<li class="card${RED_SUITS.includes(suit) ? ' red' : ''}"><span aria-hidden="true">${escapeHtml(rank + (SUIT_SYMBOLS[suit] ?? suit))}</span><span class="sr-only">${escapeHtml(`${rankWord} ${suitWord}`)}</span></li>`;
}

/** A coup: both hands with totals, who won; with the player's total return when they had bets on it. */
export function coupHtml(coup: CoupJson, number: number, yourReturn: number | null, ctx: FragmentContext): string {
  const w = tablePageWords(ctx.lang);
  const hand = (side: 'player' | 'banker') => {
    const total = localDigits(String(side === 'player' ? coup.playerTotal : coup.bankerTotal), ctx.lang);
    return `<div class="hand"><h3>${escapeHtml(fillWords(w.hand, { side: w.sides[side], total }))}</h3><ul class="cards">${coup[side].map((card) => cardHtml(card, ctx.lang)).join('')}</ul></div>`;
  };
  const got = yourReturn === null ? '' : `<p class="you-got">${escapeHtml(fillWords(w.youGot, { amount: money(yourReturn, ctx.currency, ctx.lang) }))}</p>`;
  return `<p>${escapeHtml(fillWords(w.roundLabel, { n: localDigits(String(number), ctx.lang) }))}</p><div class="hands">${hand('player')}${hand('banker')}</div><p class="winner w-${coup.winner}"><strong>${escapeHtml(w.winner[coup.winner])}</strong>${coup.natural ? ` · ${escapeHtml(w.natural)}` : ''}</p>${got}`;
}

/** The coup to show: the current round's once dealt (with what the player got), else the last one dealt. */
export function lastCoupHtml(state: TableStateJson, ctx: FragmentContext): string {
  const round = state.round;
  if (round && round.result && (round.state === 'dealt' || round.state === 'settled')) {
    const bets = state.you?.bets.filter((bet) => bet.state !== 'rolled_back' && bet.state !== 'refused') ?? [];
    const paid = bets.length > 0 && bets.every((bet) => bet.payout !== null) ? bets.reduce((sum, bet) => sum + (bet.payout ?? 0), 0) : null;
    return coupHtml(round.result, round.number, paid, ctx);
  }
  const last = state.lastResults[0];
  return last ? coupHtml(last.result, last.number, null, ctx) : `<p>${escapeHtml(tablePageWords(ctx.lang).noCoup)}</p>`;
}

/** The player's bets on the current round, each with what it came to. */
export function yourBetsHtml(state: TableStateJson, ctx: FragmentContext): string {
  const w = tablePageWords(ctx.lang);
  const bets = state.you?.bets ?? [];
  if (bets.length === 0) return `<li>${escapeHtml(w.noBets)}</li>`;
  return bets
    .map((bet) => {
      const side = (w.sides as Record<string, string>)[bet.side] ?? bet.side;
      const outcome =
        bet.state === 'rolled_back' || bet.state === 'refused'
          ? w.betReturned
          : bet.payout === null
            ? w.betPending
            : fillWords(w.betPaid, { amount: money(bet.payout, ctx.currency, ctx.lang) });
      return `<li>${escapeHtml(`${fillWords(w.betRow, { side, stake: money(bet.stake, ctx.currency, ctx.lang) })} — ${outcome}`)}</li>`;
    })
    .join('');
}

/** The road: the last results, oldest first, each a letter badge linking to its verification. */
export function roadHtml(state: TableStateJson, ctx: FragmentContext): string {
  const w = tablePageWords(ctx.lang);
  if (state.lastResults.length === 0) return `<li>${escapeHtml(w.noRoad)}</li>`;
  return [...state.lastResults]
    .reverse()
    .map((last) => {
      const winner = last.result.winner;
      const label = fillWords(w.roadBadge, { n: localDigits(String(last.number), ctx.lang), winner: w.winner[winner] });
      return `<li><a class="badge b-${winner}" href="${escapeHtml(`${ctx.verifyBase}&round=${last.number}`)}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}">${escapeHtml(w.sideLetters[winner])}</a></li>`;
    })
    .join('');
}
