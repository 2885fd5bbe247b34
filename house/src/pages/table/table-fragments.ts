import type { Language } from '../../sessions/session-repo';
import { escapeHtml } from '../html';
import { localDigits, money } from '../page-texts';
import type { TableLook } from './table-look';
import { fill } from '@khela/server-kit/pages';

/**
 * The live table's changing parts, drawn from GET /table/:game/state's JSON for any game's look
 * (table-look.ts). The page's script (table-page-script.ts) draws the same parts from the same JSON
 * while it polls; a test per game checks the two agree, so a page without script and a page with
 * it show the same thing.
 */

/** GET /table/:game/state?session= (table/table-routes.ts); Result is the game's (a coup, a fight). */
export interface TableStateJson<Result = unknown> {
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

/** A result: its round's number, the game's drawing of it, and the player's total return when they had bets on it. */
export function resultHtml<Result>(look: TableLook<Result>, result: Result, number: number, yourReturn: number | null, ctx: FragmentContext): string {
  const w = look.words(ctx.lang);
  const got = yourReturn === null ? '' : `<p class="you-got">${escapeHtml(fill(w.youGot, { amount: money(yourReturn, ctx.currency, ctx.lang) }))}</p>`;
  return `<p>${escapeHtml(fill(w.roundLabel, { n: localDigits(String(number), ctx.lang) }))}</p>${look.outcomeHtml(result, ctx.lang)}${got}`;
}

/** The result to show: the current round's once dealt (with what the player got), else the last one. */
export function lastResultHtml<Result>(look: TableLook<Result>, state: TableStateJson<Result>, ctx: FragmentContext): string {
  const round = state.round;
  if (round && round.result && (round.state === 'dealt' || round.state === 'settled')) {
    const bets = state.you?.bets.filter((bet) => bet.state !== 'rolled_back' && bet.state !== 'refused') ?? [];
    const paid = bets.length > 0 && bets.every((bet) => bet.payout !== null) ? bets.reduce((sum, bet) => sum + (bet.payout ?? 0), 0) : null;
    return resultHtml(look, round.result, round.number, paid, ctx);
  }
  const last = state.lastResults[0];
  return last ? resultHtml(look, last.result, last.number, null, ctx) : `<p>${escapeHtml(look.words(ctx.lang).noResult)}</p>`;
}

/** The player's bets on the current round, each with what it came to. */
export function yourBetsHtml<Result>(look: TableLook<Result>, state: TableStateJson<Result>, ctx: FragmentContext): string {
  const w = look.words(ctx.lang);
  const bets = state.you?.bets ?? [];
  if (bets.length === 0) return `<li>${escapeHtml(w.noBets)}</li>`;
  return bets
    .map((bet) => {
      const side = w.sides[bet.side] ?? bet.side;
      const outcome =
        bet.state === 'rolled_back' || bet.state === 'refused'
          ? w.betReturned
          : bet.payout === null
            ? w.betPending
            : fill(w.betPaid, { amount: money(bet.payout, ctx.currency, ctx.lang) });
      return `<li>${escapeHtml(`${fill(w.betRow, { side, stake: money(bet.stake, ctx.currency, ctx.lang) })} — ${outcome}`)}</li>`;
    })
    .join('');
}

/** The road: the last results (20), oldest first, each a badge (letter and colour) linking to its verification. */
export function roadHtml<Result>(look: TableLook<Result>, state: TableStateJson<Result>, ctx: FragmentContext): string {
  const w = look.words(ctx.lang);
  if (state.lastResults.length === 0) return `<li>${escapeHtml(w.noRoad)}</li>`;
  return [...state.lastResults]
    .reverse()
    .map((last) => {
      const outcome = String((last.result as unknown as Record<string, unknown>)[look.outcomeField]);
      const label = fill(w.roadBadge, { n: localDigits(String(last.number), ctx.lang), outcome: w.outcomes[outcome] });
      return `<li><a class="badge ${look.badgeClass}-${outcome}" href="${escapeHtml(`${ctx.verifyBase}&round=${last.number}`)}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}">${escapeHtml(w.outcomeLetters[outcome])}</a></li>`;
    })
    .join('');
}
