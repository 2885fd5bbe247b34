import type { FightResult } from '@khela/contracts/sportsbook';
import { FIGHT_ODDS } from '../../games/cockfight/cockfight-rules';
import type { Language } from '../../sessions/session-repo';
import { escapeHtml } from '../html';
import { localDigits, money } from '../page-texts';
import type { FragmentContext, TableStateJson } from '../table/table-fragments';
import { fillWords } from '../table/table-page-texts';
import { arenaWords } from './arena-texts';

/**
 * The arena's changing parts, drawn from GET /table/house-cockfight/state's JSON. The page's script
 * (arena-page-script.ts) draws the same parts from the same JSON while it polls; a test holds the
 * two equal.
 */

/** A fight as the table stores it (games/cockfight/cockfight-rules.ts, Fight). */
export interface FightJson {
  result: FightResult;
  roll: number;
}

export type ArenaStateJson = TableStateJson<FightJson>;
export type ArenaPhase = 'waiting' | NonNullable<ArenaStateJson['round']>['phase'];

export const arenaPhaseOf = (round: ArenaStateJson['round']): ArenaPhase => (round ? round.phase : 'waiting');

/** A Malay price as shown: two decimals, a true minus sign for the negative side ("0.80", "−0.94"). */
export function malayText(side: 'MERON' | 'WALA', lang: Language): string {
  const millionths = Number(FIGHT_ODDS[side]);
  const text = (Math.abs(millionths) / 1_000_000).toFixed(2);
  return localDigits(millionths < 0 ? `−${text}` : text, lang);
}

/** The fight's result; with the player's total return when they had bets on it. */
export function fightHtml(fight: FightJson, number: number, yourReturn: number | null, ctx: FragmentContext): string {
  const w = arenaWords(ctx.lang);
  const got = yourReturn === null ? '' : `<p class="you-got">${escapeHtml(fillWords(w.youGot, { amount: money(yourReturn, ctx.currency, ctx.lang) }))}</p>`;
  return `<p>${escapeHtml(fillWords(w.fightLabel, { n: localDigits(String(number), ctx.lang) }))}</p><p class="winner r-${fight.result}"><strong>${escapeHtml(w.results[fight.result])}</strong></p>${got}`;
}

/** The fight to show: the current one once fought (with what the player got), else the last one. */
export function lastFightHtml(state: ArenaStateJson, ctx: FragmentContext): string {
  const round = state.round;
  if (round && round.result && (round.state === 'dealt' || round.state === 'settled')) {
    const bets = state.you?.bets.filter((bet) => bet.state !== 'rolled_back' && bet.state !== 'refused') ?? [];
    const paid = bets.length > 0 && bets.every((bet) => bet.payout !== null) ? bets.reduce((sum, bet) => sum + (bet.payout ?? 0), 0) : null;
    return fightHtml(round.result, round.number, paid, ctx);
  }
  const last = state.lastResults[0];
  return last ? fightHtml(last.result, last.number, null, ctx) : `<p>${escapeHtml(arenaWords(ctx.lang).noFight)}</p>`;
}

/** The player's bets on the current fight, each with what it came to. */
export function arenaBetsHtml(state: ArenaStateJson, ctx: FragmentContext): string {
  const w = arenaWords(ctx.lang);
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

/** The road: the last 20 results, oldest first, each a badge (letter and colour) linking to its verification. */
export function arenaRoadHtml(state: ArenaStateJson, ctx: FragmentContext): string {
  const w = arenaWords(ctx.lang);
  if (state.lastResults.length === 0) return `<li>${escapeHtml(w.noRoad)}</li>`;
  return [...state.lastResults]
    .reverse()
    .map((last) => {
      const result = last.result.result;
      const label = fillWords(w.roadBadge, { n: localDigits(String(last.number), ctx.lang), result: w.results[result] });
      return `<li><a class="badge r-${result}" href="${escapeHtml(`${ctx.verifyBase}&round=${last.number}`)}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}">${escapeHtml(w.resultLetters[result])}</a></li>`;
    })
    .join('');
}
