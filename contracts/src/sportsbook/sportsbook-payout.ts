import { isParlayable, type MarketType } from './sportsbook-model';
import { PRICE_SCALE, parsePrice } from './sportsbook-odds';
import type { SelectionSettlement } from './sportsbook-settlement';

/**
 * Money of a settled bet: the return (stake included) of a single, a parlay and a cricket session
 * bet, the parlay's validation, and re-settlement as a difference to book. Stakes and returns are
 * integer minor units; every factor is an exact fraction and the return is floored once, to the
 * minor unit, as the lottery's payoutOf does (docs/lottery.md) — the book never pays a fraction of a
 * paisa it does not owe.
 */

/** An exact non-negative fraction. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function checkStake(stake: number): bigint {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('a stake is a positive whole number of minor units');
  return BigInt(stake);
}

/**
 * What one unit staked on a leg returns, as a fraction (REFERENCES §2.4, SBOBET AA-00182):
 * won = price; half won = (price − 1)/2 + 1 (1.86 → 1.43); void = 1; half lost = 1/2; lost = 0;
 * dead heat = price × factor (the stake is shared among the tied, each share at the full price).
 */
export function legFactor(price: bigint, settlement: SelectionSettlement): Fraction {
  switch (settlement.outcome) {
    case 'won':
      return { numerator: price, denominator: PRICE_SCALE };
    case 'half_won':
      return { numerator: price + PRICE_SCALE, denominator: 2n * PRICE_SCALE };
    case 'void':
      return { numerator: 1n, denominator: 1n };
    case 'half_lost':
      return { numerator: 1n, denominator: 2n };
    case 'lost':
      return { numerator: 0n, denominator: 1n };
    case 'dead_heat': {
      const factor = settlement.deadHeat;
      if (!factor || !Number.isInteger(factor.numerator) || !Number.isInteger(factor.denominator) || factor.numerator <= 0 || factor.denominator < factor.numerator) {
        throw new RangeError('a dead heat needs a factor numerator/denominator in (0, 1]');
      }
      return { numerator: price * BigInt(factor.numerator), denominator: PRICE_SCALE * BigInt(factor.denominator) };
    }
  }
}

/** A settled leg: its accepted decimal price and what its selection did. */
export interface SettledLeg {
  price: string;
  settlement: SelectionSettlement;
}

/** The return of a single, stake included, floored to the minor unit. */
export function singleReturn(stake: number, price: string, settlement: SelectionSettlement): number {
  const factor = legFactor(parsePrice(price), settlement);
  return Number((checkStake(stake) * factor.numerator) / factor.denominator);
}

/**
 * The return of a parlay, stake included: stake × the product of the legs' factors, floored once.
 * A void leg counts 1.00 and the parlay stands on the rest; a half-lost leg halves it; any lost
 * leg loses it (REFERENCES §2.4).
 */
export function parlayReturn(stake: number, legs: readonly SettledLeg[]): number {
  if (legs.length === 0) throw new RangeError('a parlay has legs');
  let numerator = checkStake(stake);
  let denominator = 1n;
  for (const leg of legs) {
    const factor = legFactor(parsePrice(leg.price), leg.settlement);
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  return Number(numerator / denominator);
}

/** The potential return the slip shows: every leg won. */
export function potentialReturn(stake: number, prices: readonly string[]): number {
  return parlayReturn(stake, prices.map((price) => ({ price, settlement: { outcome: 'won' } })));
}

export const MAX_PARLAY_LEGS = 10;

export type ParlayRefusal = 'too_few_legs' | 'too_many_legs' | 'same_event_twice' | 'market_not_in_parlay';

/** A parlay's legs as placed: 2…10, each of its own event, none a session line (those are singles only). */
export function checkParlayLegs(legs: ReadonlyArray<{ eventId: string; marketType: MarketType }>): { ok: true } | { ok: false; reason: ParlayRefusal } {
  if (legs.length < 2) return { ok: false, reason: 'too_few_legs' };
  if (legs.length > MAX_PARLAY_LEGS) return { ok: false, reason: 'too_many_legs' };
  if (new Set(legs.map((leg) => leg.eventId)).size !== legs.length) return { ok: false, reason: 'same_event_twice' };
  if (legs.some((leg) => !isParlayable(leg.marketType))) return { ok: false, reason: 'market_not_in_parlay' };
  return { ok: true };
}

/**
 * A cricket session (fancy) bet's money (REFERENCES §2.5, exchange P/L): YES (back) risks the stake
 * and wins stake × rate/100; NO (lay) wins the stake and risks stake × rate/100. `risk` is what the
 * wallet holds; `returnIfWon` the credit on a win (risk back plus the win). Rates are whole percent
 * (e.g. 90, 100, 110); amounts floored to the minor unit.
 */
export function sessionAmounts(side: 'yes' | 'no', stake: number, rate: number): { risk: number; returnIfWon: number } {
  const s = checkStake(stake);
  if (!Number.isInteger(rate) || rate <= 0 || rate > 1_000) throw new RangeError('a session rate is a whole percent from 1 to 1000');
  const atRate = (s * BigInt(rate)) / 100n;
  if (side === 'yes') return { risk: Number(s), returnIfWon: Number(s + atRate) };
  return { risk: Number(atRate), returnIfWon: Number(atRate + s) };
}

/** What a session bet returns once settled: risk + win on a win, the risk on a void, nothing on a loss. */
export function sessionReturn(side: 'yes' | 'no', stake: number, rate: number, settlement: SelectionSettlement): number {
  const { risk, returnIfWon } = sessionAmounts(side, stake, rate);
  switch (settlement.outcome) {
    case 'won':
      return returnIfWon;
    case 'void':
      return risk;
    case 'lost':
      return 0;
    default:
      throw new RangeError(`a session line is won, lost or void, not ${settlement.outcome}`);
  }
}

/** What has been booked for a bet so far: the result version it was last settled on and the total it paid. */
export interface BookedSettlement {
  betId: string;
  resultVersion: number;
  paid: number;
}

export type Resettlement =
  | { action: 'none'; reason: 'already_booked' | 'same_amount'; resultVersion: number }
  | { action: 'book'; delta: number; resultVersion: number; idempotencyKey: string };

/**
 * A corrected result re-settles a bet by booking only the difference (issue 16): `delta` > 0 is
 * paid to the player, < 0 taken back. Idempotent: a correction whose version was already booked
 * (the same correction twice, or an older one arriving late) books nothing, and the idempotency
 * key (bet + version) lets the wallet refuse a replay of the same booking.
 */
export function resettle(booked: BookedSettlement, corrected: { resultVersion: number; payout: number }): Resettlement {
  if (!Number.isSafeInteger(corrected.payout) || corrected.payout < 0) throw new RangeError('a payout is a whole number of minor units');
  if (corrected.resultVersion <= booked.resultVersion) return { action: 'none', reason: 'already_booked', resultVersion: booked.resultVersion };
  const delta = corrected.payout - booked.paid;
  if (delta === 0) return { action: 'none', reason: 'same_amount', resultVersion: corrected.resultVersion };
  return { action: 'book', delta, resultVersion: corrected.resultVersion, idempotencyKey: `${booked.betId}:resettle:${corrected.resultVersion}` };
}
