import type { MarketSpecifiers, MarketType } from './sportsbook-model';

/**
 * What each selection of a market did, given the market's result (REFERENCES §2.4–2.6): won, lost,
 * void, half won, half lost, or dead heat with its factor. Money is elsewhere
 * (sportsbook-payout.ts); this module only reads results. Lines are counted in quarters so no float
 * ever decides a bet.
 */

export type SettlementOutcome = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'dead_heat';

/** A dead-heat factor: the share of the stake settled as a winner (1/2 when two tie), the rest lost. */
export interface DeadHeatFactor {
  numerator: number;
  denominator: number;
}

export interface SelectionSettlement {
  outcome: SettlementOutcome;
  /** Only for dead_heat. */
  deadHeat?: DeadHeatFactor;
}

/**
 * A market's result, by what the market reads:
 * - `score`: goals (football, the period's), maps won (e-sports map handicap and total maps);
 * - `winner`: match winner, toss, map winner — 'tie' for a tied cricket match;
 * - `total`: a count compared with the total line (cricket total runs);
 * - `top`: top batsman — every player level on the top score, and players who did not take part;
 * - `session`: a cricket session / fancy line (see SessionResult);
 * - `void`: the market is void (match abandoned, not played in time, walkover, map not completed).
 */
export type MarketResult =
  | { kind: 'score'; home: number; away: number }
  | { kind: 'winner'; winner: 'home' | 'away' | 'tie' }
  | { kind: 'total'; value: number }
  | { kind: 'top'; leaders: string[]; nonRunners?: string[] }
  | { kind: 'session'; session: SessionResult }
  | { kind: 'void'; reason: string };

/**
 * A cricket session at its end (REFERENCES §2.5). `runs` is the scorecard's score at the session's
 * over (or where the innings stopped), `penaltyRuns` the penalty runs inside it — not counted.
 * `end`: 'completed' (the session's over was bowled), 'all_out' (the innings closed early: all out,
 * declared, target reached — settles on the score), 'rain' or 'abandoned' (stopped before the
 * over: the session is deleted, i.e. void). A line that was suspended and never resumed is still
 * settled here on the score; nothing about the market's state enters.
 */
export interface SessionResult {
  runs: number;
  penaltyRuns: number;
  end: 'completed' | 'all_out' | 'rain' | 'abandoned';
}

const WON: SelectionSettlement = { outcome: 'won' };
const LOST: SelectionSettlement = { outcome: 'lost' };
const VOID: SelectionSettlement = { outcome: 'void' };

/** A line ('-0.25', '2.5', '+1', '0') in quarters: −1, 10, 4, 0. Only steps of 0.25 are lines. */
export function lineInQuarters(line: string): number {
  const match = /^([+-]?)(\d{1,4})(?:\.(\d{1,2}))?$/.exec(line.trim());
  if (!match) throw new RangeError(`bad line "${line}"`);
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const quarter = { '00': 0, '25': 1, '50': 2, '75': 3 }[fraction];
  if (quarter === undefined) throw new RangeError(`a line steps by 0.25, got "${line}"`);
  const quarters = Number(match[2]) * 4 + quarter;
  return match[1] === '-' ? -quarters : quarters;
}

/** Is the line a quarter line (x.25 or x.75), which splits the stake over its two neighbours? */
export function isQuarterLine(quarters: number): boolean {
  return Math.abs(quarters) % 2 === 1;
}

/** One whole or half line: margin (in quarters, after the line) above 0 wins, 0 pushes, below loses. */
function simpleLine(marginQuarters: number): 'won' | 'void' | 'lost' {
  if (marginQuarters > 0) return 'won';
  return marginQuarters === 0 ? 'void' : 'lost';
}

/**
 * Settle against a line: `edgeQuarters` is the selection's count less the line's requirement
 * before the line is applied — for a handicap, (own goals − other goals) × 4; `lineQuarters` is
 * added. A quarter line is two half stakes on the neighbouring lines (REFERENCES §2.4), e.g.
 * −0.25 = half on 0, half on −0.5.
 */
export function settleLine(edgeQuarters: number, lineQuarters: number): SelectionSettlement {
  if (!isQuarterLine(lineQuarters)) return { outcome: simpleLine(edgeQuarters + lineQuarters) };
  const lower = simpleLine(edgeQuarters + lineQuarters - 1);
  const upper = simpleLine(edgeQuarters + lineQuarters + 1);
  if (lower === upper) return { outcome: lower };
  // Neighbouring lines are half a unit apart and counts are whole, so one half pushes.
  if (lower === 'void') return { outcome: 'half_won' };
  return { outcome: 'half_lost' };
}

/** Handicap: the home side takes the line, the away side its negative. */
function settleHandicap(selection: string, handicap: string, home: number, away: number): SelectionSettlement {
  const line = lineInQuarters(handicap);
  if (selection === 'home') return settleLine((home - away) * 4, line);
  if (selection === 'away') return settleLine((away - home) * 4, -line);
  throw new RangeError(`unknown handicap selection "${selection}"`);
}

/** Totals: over wins above the line, under below; a whole line equal to the count pushes. */
function settleTotal(selection: string, total: string, value: number): SelectionSettlement {
  const line = lineInQuarters(total);
  if (line < 0) throw new RangeError(`a total line cannot be negative, got "${total}"`);
  if (selection === 'over') return settleLine(value * 4, -line);
  if (selection === 'under') return settleLine(-value * 4, line);
  throw new RangeError(`unknown total selection "${selection}"`);
}

/**
 * Session / fancy YES/NO at the line (REFERENCES §2.5): YES wins when the counted runs (penalty runs
 * not counted) reach the line, NO when they stay below it. A session stopped by rain or abandonment
 * before its over is deleted (void) unless the innings closed (all out) first, which settles on the
 * score. A tied match does not void a session.
 */
export function settleSession(selection: string, total: string, session: SessionResult): SelectionSettlement {
  if (session.end === 'rain' || session.end === 'abandoned') return VOID;
  if (session.penaltyRuns < 0 || session.penaltyRuns > session.runs) throw new RangeError('penalty runs must be within the runs');
  const lineQuarters = lineInQuarters(total);
  if (lineQuarters % 4 !== 0 || lineQuarters <= 0) throw new RangeError(`a session line is a whole number of runs, got "${total}"`);
  const counted = session.runs - session.penaltyRuns;
  const yes = counted * 4 >= lineQuarters;
  if (selection === 'yes') return yes ? WON : LOST;
  if (selection === 'no') return yes ? LOST : WON;
  throw new RangeError(`unknown session selection "${selection}"`);
}

/** The one winner of a two-way market; a tie is a dead heat at 1/2 (cricket's match odds), unless `tieVoids`. */
function settleWinner(selection: string, winner: 'home' | 'away' | 'tie', tieVoids: boolean): SelectionSettlement {
  if (selection !== 'home' && selection !== 'away') throw new RangeError(`unknown selection "${selection}"`);
  if (winner === 'tie') return tieVoids ? VOID : { outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: 2 } };
  return selection === winner ? WON : LOST;
}

/** Top batsman: a player level on the top score with others is a dead heat at 1/(players level); a player who did not take part is void. */
function settleTop(selection: string, leaders: readonly string[], nonRunners: readonly string[]): SelectionSettlement {
  if (nonRunners.includes(selection)) return VOID;
  if (leaders.length === 0) throw new RangeError('a top-batsman result names at least one player');
  if (!leaders.includes(selection)) return LOST;
  return leaders.length === 1 ? WON : { outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: leaders.length } };
}

function need<T>(value: T | undefined, what: string, type: MarketType): T {
  if (value === undefined) throw new RangeError(`${type} needs ${what}`);
  return value;
}

function wrongResult(type: MarketType, result: MarketResult): never {
  throw new RangeError(`${type} cannot be settled with a "${result.kind}" result`);
}

/**
 * Settle one selection of a market. Throws RangeError for a result of the wrong kind, a missing
 * specifier or an unknown selection: a trader's typo must not settle anything.
 */
export function settleSelection(type: MarketType, specifiers: MarketSpecifiers, selection: string, result: MarketResult): SelectionSettlement {
  if (result.kind === 'void') return VOID;
  switch (type) {
    case 'football_1x2': {
      if (result.kind !== 'score') return wrongResult(type, result);
      const actual = result.home > result.away ? 'home' : result.home < result.away ? 'away' : 'draw';
      if (!['home', 'draw', 'away'].includes(selection)) throw new RangeError(`unknown 1X2 selection "${selection}"`);
      return selection === actual ? WON : LOST;
    }
    case 'football_asian_handicap':
    case 'esports_map_handicap':
      if (result.kind !== 'score') return wrongResult(type, result);
      return settleHandicap(selection, need(specifiers.handicap, 'a handicap line', type), result.home, result.away);
    case 'football_over_under':
    case 'esports_total_maps':
      if (result.kind !== 'score') return wrongResult(type, result);
      return settleTotal(selection, need(specifiers.total, 'a total line', type), result.home + result.away);
    case 'cricket_total_runs':
      if (result.kind !== 'total') return wrongResult(type, result);
      return settleTotal(selection, need(specifiers.total, 'a total line', type), result.value);
    case 'football_btts': {
      if (result.kind !== 'score') return wrongResult(type, result);
      const both = result.home > 0 && result.away > 0;
      if (selection === 'yes') return both ? WON : LOST;
      if (selection === 'no') return both ? LOST : WON;
      throw new RangeError(`unknown BTTS selection "${selection}"`);
    }
    case 'cricket_match_winner':
      if (result.kind !== 'winner') return wrongResult(type, result);
      return settleWinner(selection, result.winner, false);
    case 'cricket_toss':
    case 'esports_match_winner':
    case 'esports_map_winner':
      if (result.kind !== 'winner') return wrongResult(type, result);
      if (result.winner === 'tie') throw new RangeError(`${type} has no tie: void the market instead`);
      return settleWinner(selection, result.winner, true);
    case 'cricket_top_batsman':
      if (result.kind !== 'top') return wrongResult(type, result);
      return settleTop(selection, result.leaders, result.nonRunners ?? []);
    case 'cricket_session':
      if (result.kind !== 'session') return wrongResult(type, result);
      return settleSession(selection, need(specifiers.total, 'a session line', type), result.session);
  }
}
