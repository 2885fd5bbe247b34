import { randomUUID } from 'node:crypto';
import {
  ACCEPTANCE_POLICIES,
  type AcceptancePolicy,
  checkParlayLegs,
  decideAcceptance,
  type EventState,
  MAX_PARLAY_LEGS,
  type MarketSpecifiers,
  type MarketState,
  type MarketType,
  parsePrice,
  potentialReturn,
  priceToString,
  sessionAmounts,
} from '@khela/contracts/sportsbook';
import type { Db, Queryable } from '@khela/server-kit/db';
import { BookError, refuse } from '../book/book-error';
import type { Clock } from '../clock';
import type { PlayerSession } from '../player/session-repo';
import type { BetMoney, DebitOutcome } from './bet-money';
import { betDetail } from './bet-detail';
import { addBetExposure, selectionLiability } from './liability';
import { settleDecidedBets } from './settlement';

export interface PlacementOptions {
  /** In-play delay before a bet on a live event is taken (default 5 s). */
  inPlayDelayMs: number;
  /** Stake limits, minor units. */
  minStake: number;
  maxStake: number;
}

export interface LegRequest {
  marketId: string;
  selectionCode: string;
  /** The decimal price the player saw, e.g. '1.86'. */
  price: string;
}

export interface PlaceRequest {
  stake: unknown;
  acceptance?: unknown;
  legs: unknown;
}

interface CurrentLeg {
  eventId: string;
  eventState: EventState;
  marketId: string;
  marketType: MarketType;
  marketState: MarketState;
  specifiers: MarketSpecifiers;
  maxLiability: number;
  selectionCode: string;
  price: bigint;
  priceVersion: number;
  rate: number | null;
}

export interface PlacedBet {
  id: string;
  kind: 'single' | 'parlay';
  stake: number;
  hold: number;
  potentialReturn: number;
  legs: Array<{ marketId: string; selectionCode: string; price: string }>;
}

export type PlaceResult = { status: 'accepted'; bet: PlacedBet; balance: number | null } | { status: 'insufficient' | 'sessionExpired' | 'failed'; betId: string; balance: number | null };

function readRequest(request: PlaceRequest, options: PlacementOptions): { stake: number; acceptance: AcceptancePolicy; legs: Array<LegRequest & { seen: bigint }> } {
  const stake = request.stake;
  if (!Number.isSafeInteger(stake) || (stake as number) <= 0) refuse('invalid_stake');
  if ((stake as number) < options.minStake) refuse('stake_below_min', 400, { min: options.minStake });
  if ((stake as number) > options.maxStake) refuse('stake_above_max', 400, { max: options.maxStake });
  const acceptance = (request.acceptance ?? 'ask') as AcceptancePolicy;
  if (!(ACCEPTANCE_POLICIES as readonly string[]).includes(acceptance)) refuse('invalid_field', 400, { field: 'acceptance' });
  if (!Array.isArray(request.legs) || request.legs.length === 0) return refuse('too_few_legs');
  if (request.legs.length > MAX_PARLAY_LEGS) refuse('too_many_legs');
  const legs = (request.legs as Array<Record<string, unknown>>).map((leg, i) => {
    if (typeof leg?.marketId !== 'string' || typeof leg.selectionCode !== 'string' || typeof leg.price !== 'string') refuse('invalid_field', 400, { field: `legs[${i}]` });
    let seen: bigint;
    try {
      seen = parsePrice(leg.price as string);
    } catch {
      return refuse('invalid_field', 400, { field: `legs[${i}].price` });
    }
    return { marketId: leg.marketId as string, selectionCode: leg.selectionCode as string, price: leg.price as string, seen };
  });
  return { stake: stake as number, acceptance, legs };
}

async function currentLegs(db: Queryable, legs: ReadonlyArray<LegRequest>, lock: boolean): Promise<CurrentLeg[]> {
  const found: CurrentLeg[] = [];
  if (lock) {
    // Markets locked in one order: two bets on the same markets never deadlock.
    const ids = [...new Set(legs.map((leg) => leg.marketId))].sort();
    for (const id of ids) await db.query('SELECT id FROM markets WHERE id = $1 FOR UPDATE', [id]);
  }
  for (const leg of legs) {
    const [row] = await db.query<{ event_id: string; event_state: EventState; type: MarketType; state: MarketState; specifiers: MarketSpecifiers; max_liability: string | number; price: string | number; price_version: number; rate: number | null }>(
      `SELECT m.event_id, e.state AS event_state, m.type, m.state, m.specifiers, m.max_liability, s.price, s.price_version, s.rate
         FROM markets m JOIN events e ON e.id = m.event_id JOIN selections s ON s.market_id = m.id AND s.code = $2
        WHERE m.id = $1`,
      [leg.marketId, leg.selectionCode],
    );
    if (!row) refuse('not_found', 404, { what: 'selection', marketId: leg.marketId, selectionCode: leg.selectionCode });
    found.push({
      eventId: row!.event_id,
      eventState: row!.event_state,
      marketId: leg.marketId,
      marketType: row!.type,
      marketState: row!.state,
      specifiers: row!.specifiers,
      maxLiability: Number(row!.max_liability),
      selectionCode: leg.selectionCode,
      price: BigInt(String(row!.price)),
      priceVersion: row!.price_version,
      rate: row!.rate,
    });
  }
  return found;
}

/** The contract's acceptance for every leg; the first refusal is thrown with the leg's current price. */
function accept(policy: AcceptancePolicy, legs: ReadonlyArray<{ seen: bigint }>, current: readonly CurrentLeg[]): void {
  current.forEach((now, i) => {
    const better = now.marketType === 'cricket_session' && now.selectionCode === 'no' ? 'lower' : 'higher';
    const decision = decideAcceptance({ policy, eventState: now.eventState, marketState: now.marketState, seenPrice: legs[i]!.seen, currentPrice: now.price, better });
    if (!decision.accept) {
      refuse(decision.reason, 409, { leg: i, marketId: now.marketId, selectionCode: now.selectionCode, ...(decision.currentPrice !== undefined && { currentPrice: priceToString(decision.currentPrice) }) });
    }
  });
}

/** Hold and potential return: a session line's by its rate (NO holds the risk), otherwise the stake and the prices' product. */
function money(stake: number, legs: readonly CurrentLeg[]): { hold: number; potentialReturn: number } {
  const only = legs[0]!;
  if (legs.length === 1 && only.marketType === 'cricket_session') {
    const { risk, returnIfWon } = sessionAmounts(only.selectionCode as 'yes' | 'no', stake, only.rate ?? 100);
    if (risk <= 0) refuse('invalid_stake');
    return { hold: risk, potentialReturn: returnIfWon };
  }
  return { hold: stake, potentialReturn: potentialReturn(stake, legs.map((leg) => priceToString(leg.price))) };
}

/**
 * Places a bet (docs/sportsbook.md "Service"): checks the slip (stake limits, 1…10 legs, a parlay by
 * the contract's checkParlayLegs), the acceptance policy on every leg, and — when an event is live —
 * waits the in-play delay and decides again at the prices then current. Then, under the markets'
 * locks, decides a last time, checks each market's maximum liability (the selection's running total
 * plus this bet's profit) and records the bet with its fixed wallet ids and its exposure, and only after that commit asks Khela to hold the stake.
 */
export async function placeBet(db: Db, money_: BetMoney, clock: Clock, options: PlacementOptions, session: PlayerSession, request: PlaceRequest): Promise<PlaceResult> {
  const slip = readRequest(request, options);
  const first = await currentLegs(db, slip.legs, false);
  if (first.length > 1) {
    const check = checkParlayLegs(first.map((leg) => ({ eventId: leg.eventId, marketType: leg.marketType })));
    if (!check.ok) refuse(check.reason);
  }
  accept(slip.acceptance, slip.legs, first);
  if (options.inPlayDelayMs > 0 && first.some((leg) => leg.eventState === 'live')) await clock.sleep(options.inPlayDelayMs);

  const id = `bet_${randomUUID().replace(/-/g, '')}`;
  const placed = await db.transaction(async (tx) => {
    const legs = await currentLegs(tx, slip.legs, true);
    accept(slip.acceptance, slip.legs, legs);
    const { hold, potentialReturn } = money(slip.stake, legs);
    const profit = potentialReturn - hold;
    for (const leg of legs) {
      // The running total (liability.ts): one row per leg, whatever the market holds.
      const liability = await selectionLiability(tx, leg.marketId, leg.selectionCode);
      if (liability + profit > leg.maxLiability) refuse('liability_exceeded', 409, { marketId: leg.marketId, selectionCode: leg.selectionCode });
    }
    await tx.query(
      `INSERT INTO bets (id, session_id, player_id, kind, stake, hold, potential_return, acceptance, state, bet_tx, win_tx, rollback_tx)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'created', $1 || ':bet', $1 || ':win', $1 || ':rb')`,
      [id, session.id, session.playerId, legs.length === 1 ? 'single' : 'parlay', slip.stake, hold, potentialReturn, slip.acceptance],
    );
    for (const [i, leg] of legs.entries()) {
      await tx.query(
        `INSERT INTO bet_legs (bet_id, leg, event_id, market_id, market_type, selection_code, price, seen_price, price_version, rate, line)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, i, leg.eventId, leg.marketId, leg.marketType, leg.selectionCode, leg.price.toString(), slip.legs[i]!.seen.toString(), leg.priceVersion, leg.rate, leg.specifiers.handicap ?? leg.specifiers.total ?? null],
      );
    }
    // Last, after the bet's rows (the liability rows are the last locks a transaction takes).
    await addBetExposure(tx, legs, profit);
    const bet: PlacedBet = { id, kind: legs.length === 1 ? 'single' : 'parlay', stake: slip.stake, hold, potentialReturn, legs: legs.map((leg) => ({ marketId: leg.marketId, selectionCode: leg.selectionCode, price: priceToString(leg.price) })) };
    return bet;
  });

  // The detail only describes the bet for Khela's record: failing to read it never stops the debit
  // (the bet is recorded `created` already; only the debit, or a restart's rollback, finishes it).
  const outcome: DebitOutcome = await money_.debit({ id, playerId: session.playerId, hold: placed.hold, payout: null, betTx: `${id}:bet`, winTx: `${id}:win`, rollbackTx: `${id}:rb` }, session.walletSession, await betDetail(db, id).catch(() => undefined));
  if (outcome.kind === 'held') {
    // A market may have settled while the debit was on its way (the bet was not `open` then).
    await settleDecidedBets(db, money_, id);
    return { status: 'accepted', bet: placed, balance: outcome.balance };
  }
  if (outcome.kind === 'sessionExpired') return { status: 'sessionExpired', betId: id, balance: null };
  return { status: outcome.kind, betId: id, balance: outcome.kind === 'insufficient' ? outcome.balance : null };
}

export { BookError };
