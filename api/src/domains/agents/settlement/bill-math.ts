import type { CarryPolicy, ContractKind, ContractTier } from '../contract-model';

/**
 * A bill's arithmetic, in integer minor units (no float touches money). Shared by the settlement
 * run and the agent's views; the property tests check it against a model of their own.
 */

/** A rate as a fraction: "0.015" → 15 / 1000. Refuses anything but a plain non-negative decimal. */
export function rateFraction(rate: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a rate: ${rate}`);
  const decimals = match[2] ?? '';
  return { numerator: BigInt(match[1]! + decimals), denominator: 10n ** BigInt(decimals.length) };
}

/** base × rate, rounded down to the minor unit; 0 for a base <= 0. */
export function applyRate(base: bigint, rate: string): bigint {
  if (base <= 0n) return 0n;
  const { numerator, denominator } = rateFraction(rate);
  return (base * numerator) / denominator;
}

export interface TeamFigures {
  turnover: bigint;
  netLoss: bigint;
  activeMembers: number;
}

/** The highest tier (by position: tiers rise) whose every threshold the team reached; -1: none. */
export function tierReached(tiers: readonly ContractTier[], figures: TeamFigures): number {
  let reached = -1;
  tiers.forEach((tier, index) => {
    const enough =
      figures.turnover >= BigInt(tier.turnover) &&
      figures.activeMembers >= tier.activeMembers &&
      (tier.netLoss === undefined || figures.netLoss >= BigInt(tier.netLoss));
    if (enough) reached = index;
  });
  return reached;
}

export interface PreviousBill {
  periodStart: Date;
  periodEnd: Date;
  carryOut: bigint;
  teamNetLoss: bigint;
}

/**
 * A dividend's carried deficit (<= 0, in net-loss units: REFERENCES §1.3 "do not copy") coming
 * into a period, from the agent's previous bill on the same contract kind and game type:
 * none — never; forever — the previous bill's carry-out, however old; previous — only the
 * previous period's own loss of the team, and only when that bill is the period just before;
 * half_month — as forever, but only from a bill in the same half month (reset on the 1st and 16th).
 */
export function carriedIn(policy: CarryPolicy, previous: PreviousBill | null, periodStart: Date, halfMonthOf: (at: Date) => number): bigint {
  if (!previous || policy === 'none') return 0n;
  switch (policy) {
    case 'forever':
      return previous.carryOut;
    case 'previous':
      return previous.periodEnd.getTime() === periodStart.getTime() && previous.teamNetLoss < 0n ? previous.teamNetLoss : 0n;
    case 'half_month':
      return halfMonthOf(previous.periodStart) === halfMonthOf(periodStart) ? previous.carryOut : 0n;
  }
}

/** The deficit a dividend period leaves for the next one (<= 0). */
export function carryOut(policy: CarryPolicy, netLoss: bigint, carried: bigint): bigint {
  if (policy === 'none') return 0n;
  if (policy === 'previous') return netLoss < 0n ? netLoss : 0n;
  const base = netLoss + carried;
  return base < 0n ? base : 0n;
}

export interface BillAmount {
  tierIndex: number | null;
  rateType: 'P' | 'F' | null;
  rate: string | null;
  amount: bigint;
}

/**
 * The bill: salaries pay turnover × rate (P) or the fixed amount (F) of the highest tier reached;
 * a dividend pays max(0, net loss + carried deficit) × rate (P), or the fixed amount when that is
 * positive (F). No tier: not reached, nothing to pay.
 */
export function billAmount(kind: ContractKind, tiers: readonly ContractTier[], figures: TeamFigures, carried: bigint): BillAmount {
  const index = tierReached(tiers, figures);
  if (index < 0) return { tierIndex: null, rateType: null, rate: null, amount: 0n };
  const tier = tiers[index]!;
  const base = kind === 'dividend' ? figures.netLoss + carried : figures.turnover;
  let amount: bigint;
  if (tier.rateType === 'F') amount = base > 0n || kind !== 'dividend' ? applyRate(1n, tier.rate) : 0n;
  else amount = applyRate(base, tier.rate);
  return { tierIndex: index, rateType: tier.rateType, rate: tier.rate, amount };
}

export type BillStatus = 'issued' | 'partial' | 'insufficient' | 'not_reached';

export function billStatus(reached: boolean, amount: bigint, paid: bigint): BillStatus {
  if (!reached) return 'not_reached';
  if (paid === amount) return 'issued';
  return paid === 0n ? 'insufficient' : 'partial';
}
