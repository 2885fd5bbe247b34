import {
  canMoveMarket,
  type MarketResult,
  type MarketSpecifiers,
  type MarketState,
  type MarketType,
  parlayReturn,
  priceToString,
  resettle,
  type SelectionSettlement,
  sessionReturn,
  settleSelection,
} from '@khela/contracts/sportsbook';
import { type Db, json, type Queryable } from '@khela/server-kit/db';
import { refuse } from '../book/book-error';
import { bookFeed } from '../book/book-feed';
import { recordAction } from '../book/trading';
import type { BetMoney, MoneyBet } from './bet-money';
import { addTo, type Exposure, moveLiability, releaseBets } from './liability';
import { sendCorrections } from './corrections';

/**
 * Settling a market (docs/sportsbook.md "Service", money): the result is checked against every
 * selection by the contract's settleSelection, the market moves by canMoveMarket, each leg on it
 * records what its selection did, and each bet that is now decided gets its payout fixed — by the
 * contract's parlayReturn (a single is a one-leg product) or sessionReturn — and its settlement row,
 * all in one transaction. The `win` calls follow the commit. A market settled again (a corrected
 * result) re-settles its bets: the contract's resettle books only the difference, once, and the
 * `adjust` call moves it in Khela's wallet after the commit (corrections.ts).
 */

interface MarketRow {
  id: string;
  type: MarketType;
  specifiers: MarketSpecifiers;
  state: MarketState;
  result: MarketResult | null;
  result_version: number;
}

interface LegRow {
  leg: number;
  market_id: string;
  market_type: MarketType;
  selection_code: string;
  price: string | number;
  rate: number | null;
  settlement: SelectionSettlement | null;
}

interface BetRow {
  id: string;
  player_id: string;
  stake: string | number;
  hold: string | number;
  potential_return: string | number;
  payout: string | number | null;
  state: string;
  settled_version: number;
}

export interface SettleSummary {
  marketId: string;
  resultVersion: number;
  /** Bets whose payout was fixed now (their `win` follows). */
  settled: number;
  /** Bets re-settled by a correction, and the total difference booked. */
  corrected: number;
  deltaTotal: number;
  /** True when the same result was already in place: nothing changed. */
  unchanged: boolean;
}

/** JSON with sorted keys: jsonb keeps its own key order, so results are compared by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  return JSON.stringify(value);
}

function readResult(raw: unknown): MarketResult {
  if (!raw || typeof raw !== 'object' || typeof (raw as { kind?: unknown }).kind !== 'string') return refuse('invalid_result');
  return raw as MarketResult;
}

/** What each selection code did; a result the market type cannot read is refused. */
function settleAll(market: MarketRow, codes: readonly string[], result: MarketResult): Map<string, SelectionSettlement> {
  const settled = new Map<string, SelectionSettlement>();
  for (const code of codes) {
    try {
      settled.set(code, settleSelection(market.type, market.specifiers, code, result));
    } catch (error) {
      refuse('invalid_result', 400, { problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return settled;
}

/** The bet's return once its legs are known: null while a leg is open and none lost. */
export function betReturn(stake: number, legs: readonly LegRow[]): number | null {
  if (legs.some((leg) => leg.settlement?.outcome === 'lost')) return 0;
  if (legs.some((leg) => leg.settlement === null)) return null;
  const only = legs[0]!;
  if (legs.length === 1 && only.market_type === 'cricket_session') return sessionReturn(only.selection_code as 'yes' | 'no', stake, only.rate ?? 100, only.settlement!);
  return parlayReturn(stake, legs.map((leg) => ({ price: priceToString(BigInt(String(leg.price))), settlement: leg.settlement! })));
}

/** Bets decided in one statement each at most: a market of 100,000 bets is 20 rounds of these, not 400,000 queries. */
const DECIDE_CHUNK = 5_000;

/**
 * Decides the bets `betIds` (locked in id order), a chunk at a time: each bet whose legs are now
 * decided gets its payout; a bet still open moves to `settling` with its first settlement row (in
 * bulk), and one already settled is re-settled by the contract's `resettle` (a correction: rare,
 * one bet at a time). The exposure of the bets that left `open` is added to `released`: the caller
 * takes it off the running liability last in its transaction (liability.ts, lock order).
 */
async function decideBets(tx: Queryable, betIds: readonly string[], summary: SettleSummary, toCredit: string[], toAdjust: string[], released: Exposure): Promise<void> {
  const sorted = [...betIds].sort();
  for (let from = 0; from < sorted.length; from += DECIDE_CHUNK) {
    const chunk = sorted.slice(from, from + DECIDE_CHUNK);
    const bets = await tx.query<BetRow>('SELECT id, player_id, stake, hold, potential_return, payout, state, settled_version FROM bets WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [chunk]);
    const legRows = await tx.query<LegRow & { bet_id: string }>(
      'SELECT bet_id, leg, market_id, market_type, selection_code, price, rate, settlement FROM bet_legs WHERE bet_id = ANY($1::text[]) ORDER BY bet_id, leg',
      [chunk],
    );
    const legsOf = new Map<string, LegRow[]>();
    for (const leg of legRows) {
      const list = legsOf.get(leg.bet_id);
      if (list) list.push(leg);
      else legsOf.set(leg.bet_id, [leg]);
    }
    const first: { ids: string[]; payouts: string[] } = { ids: [], payouts: [] };
    for (const bet of bets) {
      if (!['open', 'settling', 'settled'].includes(bet.state)) continue;
      const payout = betReturn(Number(bet.stake), legsOf.get(bet.id) ?? []);
      if (payout === null) continue;
      if (bet.state === 'open') {
        first.ids.push(bet.id);
        first.payouts.push(String(payout));
        // Leaving `open`: its profit comes off each leg's selection (liability.ts).
        for (const leg of legsOf.get(bet.id) ?? []) addTo(released, leg.market_id, leg.selection_code, Number(bet.potential_return) - Number(bet.hold));
      } else if (await correctBet(tx, bet, payout, summary)) toAdjust.push(bet.id);
    }
    if (first.ids.length === 0) continue;
    await tx.query(
      `UPDATE bets SET state = 'settling', payout = t.payout, settled_version = 1 FROM unnest($1::text[], $2::bigint[]) AS t(id, payout) WHERE bets.id = t.id`,
      [first.ids, first.payouts],
    );
    await tx.query(
      `INSERT INTO bet_settlements (bet_id, version, payout, delta, kind, idempotency_key)
       SELECT id, 1, payout, payout, 'first', id || ':settle:1' FROM unnest($1::text[], $2::bigint[]) AS t(id, payout)`,
      [first.ids, first.payouts],
    );
    summary.settled += first.ids.length;
    toCredit.push(...first.ids);
  }
}

/** Already settled: a correction. What was booked is the last settlement row's payout. */
async function correctBet(tx: Queryable, bet: BetRow, payout: number, summary: SettleSummary): Promise<boolean> {
  const betId = bet.id;
  const [last] = await tx.query<{ payout: string | number }>('SELECT payout FROM bet_settlements WHERE bet_id = $1 ORDER BY version DESC LIMIT 1', [betId]);
  const booked = { betId, resultVersion: bet.settled_version, paid: Number(last?.payout ?? bet.payout ?? 0) };
  const decision = resettle(booked, { resultVersion: bet.settled_version + 1, payout });
  if (decision.action === 'none') return false;
  await tx.query(`INSERT INTO bet_settlements (bet_id, version, payout, delta, kind, idempotency_key) VALUES ($1, $2, $3, $4, 'correction', $5)`, [betId, decision.resultVersion, payout, decision.delta, decision.idempotencyKey]);
  await tx.query('UPDATE bets SET settled_version = $2 WHERE id = $1', [betId, decision.resultVersion]);
  summary.corrected += 1;
  summary.deltaTotal += decision.delta;
  return true;
}

/** Settles (or voids, with `{ kind: 'void', reason }`) a market, or re-settles it on a corrected result. */
export async function settleMarket(db: Db, money: BetMoney, marketId: string, rawResult: unknown): Promise<SettleSummary> {
  const result = readResult(rawResult);
  const toCredit: string[] = [];
  const toAdjust: string[] = [];
  let eventId = '';
  const summary = await db.transaction(async (tx) => {
    const [market] = await tx.query<MarketRow & { event_id: string }>('SELECT id, event_id, type, specifiers, state, result, result_version FROM markets WHERE id = $1 FOR UPDATE', [String(marketId)]);
    if (!market) return refuse('not_found', 404, { what: 'market' });
    eventId = market.event_id;
    const target: MarketState = result.kind === 'void' ? 'voided' : 'settled';
    const out: SettleSummary = { marketId: market.id, resultVersion: market.result_version, settled: 0, corrected: 0, deltaTotal: 0, unchanged: false };
    if (market.result !== null && canonical(market.result) === canonical(result)) return { ...out, unchanged: true };
    if (!canMoveMarket(market.state, target)) refuse('bad_transition', 409, { from: market.state, to: target });
    const codes = (await tx.query<{ code: string }>('SELECT code FROM selections WHERE market_id = $1', [market.id])).map((row) => row.code);
    const bySelection = settleAll(market, codes, result);
    out.resultVersion = market.result_version + 1;
    await tx.query('UPDATE markets SET state = $2, result = $3::jsonb, result_version = $4 WHERE id = $1', [market.id, target, json(result), out.resultVersion]);
    for (const [code, settlement] of bySelection) {
      await tx.query('UPDATE bet_legs SET settlement = $3::jsonb WHERE market_id = $1 AND selection_code = $2', [market.id, code, json(settlement)]);
    }
    const bets = await tx.query<{ bet_id: string }>('SELECT DISTINCT bet_id FROM bet_legs WHERE market_id = $1 ORDER BY bet_id', [market.id]);
    const released: Exposure = new Map();
    await decideBets(tx, bets.map((row) => row.bet_id), out, toCredit, toAdjust, released);
    await recordAction(tx, market.state === 'settled' || market.state === 'voided' ? 'market.resettle' : target === 'voided' ? 'market.void' : 'market.settle', market.id, {
      result,
      resultVersion: out.resultVersion,
      settled: out.settled,
      corrected: out.corrected,
      deltaTotal: out.deltaTotal,
    });
    await moveLiability(tx, released, -1);
    return out;
  });
  // The pages drop a settled market (docs/sportsbook.md "Pages").
  if (!summary.unchanged) bookFeed.emit({ eventId, kind: 'market' });
  // After the commit: each payout is fixed, so a crash here leaves `settling` bets the restart pays.
  await payAll(db, money, toCredit);
  // Then the corrections move in Khela's wallet (`adjust`); a bet whose win is still unanswered
  // gets its correction from the sweep once the win is through.
  if (toAdjust.length > 0) await sendCorrections(db, money, { betIds: toAdjust });
  return summary;
}

/**
 * Open bets whose legs are all decided (or one lost) but that were not `open` when their last
 * market settled — a debit still in flight then, or a crash between a debit's answer and this —
 * get their payout fixed and paid now. Called after each held debit and on start.
 */
export async function settleDecidedBets(db: Db, money: BetMoney, betId: string | null = null): Promise<number> {
  const toCredit: string[] = [];
  const candidates = await db.query<{ id: string }>(
    `SELECT b.id FROM bets b
      WHERE b.state = 'open' AND ($1::text IS NULL OR b.id = $1)
        AND (NOT EXISTS (SELECT 1 FROM bet_legs l WHERE l.bet_id = b.id AND l.settlement IS NULL)
             OR EXISTS (SELECT 1 FROM bet_legs l WHERE l.bet_id = b.id AND l.settlement->>'outcome' = 'lost'))
      ORDER BY b.placed_at`,
    [betId],
  );
  for (const { id } of candidates) {
    const summary: SettleSummary = { marketId: '', resultVersion: 0, settled: 0, corrected: 0, deltaTotal: 0, unchanged: false };
    await db.transaction(async (tx) => {
      const released: Exposure = new Map();
      await decideBets(tx, [id], summary, toCredit, [], released); // open bets only: never a correction
      await moveLiability(tx, released, -1);
    });
  }
  await payAll(db, money, toCredit);
  return toCredit.length;
}

/**
 * Pays settling bets, `money.creditConcurrency` at a time: each bet has its own fixed `win` id and
 * Khela settles bets independently, so only the order within one bet matters (one call each here).
 * One at a time, a market of 100,000 bets took as many round trips end to end (docs/benchmarks.md,
 * bench:sportsbook). The batch is claimed in `money.paying` first, so the sweep does not pay the
 * same bets alongside; a claim ends with its bet's call, or with the batch if a call throws.
 */
export async function payAll(db: Db, money: BetMoney, ids: readonly string[]): Promise<void> {
  const mine = ids.filter((id) => !money.paying.has(id));
  for (const id of mine) money.paying.add(id);
  let next = 0;
  const worker = async () => {
    while (next < mine.length) {
      const id = mine[next++]!;
      try {
        const bet = await loadMoneyBet(db, id);
        if (bet) await money.credit(bet);
      } finally {
        money.paying.delete(id);
      }
    }
  };
  try {
    const results = await Promise.allSettled(Array.from({ length: Math.min(money.creditConcurrency, mine.length) }, worker));
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    for (const id of mine) money.paying.delete(id);
  }
}

export async function loadMoneyBet(db: Queryable, id: string): Promise<MoneyBet | null> {
  const [row] = await db.query<{ id: string; player_id: string; hold: string | number; payout: string | number | null; bet_tx: string; win_tx: string; rollback_tx: string }>(
    'SELECT id, player_id, hold, payout, bet_tx, win_tx, rollback_tx FROM bets WHERE id = $1',
    [id],
  );
  if (!row) return null;
  return { id: row.id, playerId: row.player_id, hold: Number(row.hold), payout: row.payout === null ? null : Number(row.payout), betTx: row.bet_tx, winTx: row.win_tx, rollbackTx: row.rollback_tx };
}

/**
 * Cancels an open bet (a palpable error, a match the trader cancels for one bet): `rollback` gives
 * the held stake back. Only a bet still `open` — one settling or settled is paid, never cancelled.
 */
export async function cancelBet(db: Db, money: BetMoney, betId: string, reason: string): Promise<{ state: string }> {
  const moved = await db.transaction(async (tx) => {
    const [bet] = await tx.query<{ state: string }>('SELECT state FROM bets WHERE id = $1 FOR UPDATE', [String(betId)]);
    if (!bet) return refuse('not_found', 404, { what: 'bet' });
    if (bet.state !== 'open') return refuse('bad_transition', 409, { from: bet.state, to: 'rolled_back' });
    await tx.query(`UPDATE bets SET state = 'rolling_back', refusal = $2 WHERE id = $1`, [betId, `cancelled: ${reason}`]);
    await recordAction(tx, 'bet.cancel', betId, { reason });
    await releaseBets(tx, [betId]);
    return true;
  });
  const bet = moved ? await loadMoneyBet(db, betId) : null;
  return { state: bet ? await money.rollBack(bet) : 'rolled_back' };
}
