import type { ContractKind, ContractTier } from '../contract-model';

/**
 * The signing rule (REFERENCES §1.2, ecai checkValidLevel), written for Khela (docs/agents.md,
 * "Contracts"). Each function answers null (fine) or the message key of the first refusal.
 */

/** Rates as integers of millionths (P) or minor units × 10^6 (F), so no float compares money. */
export function rateUnits(rate: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(rate);
  if (!match) throw new Error(`not a rate: ${rate}`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

export type TierRefusal =
  | 'contracts.tiers.empty'
  | 'contracts.tiers.too.many'
  | 'contracts.tiers.rate.type.mixed'
  | 'contracts.tiers.rate.invalid'
  | 'contracts.tiers.rate.percent.range'
  | 'contracts.tiers.rate.fixed.whole'
  | 'contracts.tiers.not.increasing'
  | 'contracts.tiers.thresholds.decreasing'
  | 'contracts.tiers.net.loss.only.dividend'
  | 'contracts.tiers.rate.type.mismatch'
  | 'contracts.tiers.above.upline';

export interface Refusal {
  key: TierRefusal;
  /** 1-based tier number the refusal is about (0: the whole contract). */
  tier: number;
}

const ONE = 1_000_000n;

/** A contract's own tiers: 1..maxTiers tiers, one rate type, rates strictly increasing, thresholds never decreasing. */
export function checkTiers(kind: ContractKind, tiers: readonly ContractTier[], maxTiers: number): Refusal | null {
  if (tiers.length === 0) return { key: 'contracts.tiers.empty', tier: 0 };
  if (tiers.length > maxTiers) return { key: 'contracts.tiers.too.many', tier: 0 };
  const rateType = tiers[0]!.rateType;
  for (const [index, tier] of tiers.entries()) {
    const n = index + 1;
    if (tier.rateType !== rateType) return { key: 'contracts.tiers.rate.type.mixed', tier: n };
    if (kind !== 'dividend' && tier.netLoss !== undefined) return { key: 'contracts.tiers.net.loss.only.dividend', tier: n };
    if (!/^(\d{1,12})(?:\.(\d{1,6}))?$/.test(tier.rate)) return { key: 'contracts.tiers.rate.invalid', tier: n };
    const units = rateUnits(tier.rate);
    if (units <= 0n) return { key: 'contracts.tiers.rate.invalid', tier: n };
    if (tier.rateType === 'P' && units > ONE) return { key: 'contracts.tiers.rate.percent.range', tier: n };
    if (tier.rateType === 'F' && units % ONE !== 0n) return { key: 'contracts.tiers.rate.fixed.whole', tier: n };
    if (index > 0) {
      const previous = tiers[index - 1]!;
      if (units <= rateUnits(previous.rate)) return { key: 'contracts.tiers.not.increasing', tier: n };
      if (tier.turnover < previous.turnover || tier.activeMembers < previous.activeMembers || (tier.netLoss ?? 0) < (previous.netLoss ?? 0)) {
        return { key: 'contracts.tiers.thresholds.decreasing', tier: n };
      }
    }
  }
  return null;
}

/** The upline tier a downline tier meets: the highest whose every threshold the downline's reaches. */
function metUplineTier(down: ContractTier, upline: readonly ContractTier[]): ContractTier | null {
  let met: ContractTier | null = null;
  for (const up of upline) {
    if (down.turnover >= up.turnover && down.activeMembers >= up.activeMembers && (down.netLoss ?? 0) >= (up.netLoss ?? 0)) met = up;
  }
  return met;
}

/**
 * The chain rule: each downline tier pays at most the upline tier it meets (so a downline never
 * earns, at any team result, more than its upline earns at that result, and never above the
 * upline's top rate); a downline tier below every upline threshold cannot pay anything; both
 * contracts use the same rate type.
 */
export function fitsUnder(downline: readonly ContractTier[], upline: readonly ContractTier[]): Refusal | null {
  for (const [index, tier] of downline.entries()) {
    const n = index + 1;
    if (upline.length === 0 || tier.rateType !== upline[0]!.rateType) return { key: 'contracts.tiers.rate.type.mismatch', tier: n };
    const met = metUplineTier(tier, upline);
    if (!met || rateUnits(tier.rate) > rateUnits(met.rate)) return { key: 'contracts.tiers.above.upline', tier: n };
  }
  return null;
}

/** The highest rate of a contract (its top tier's), for display and comparison. */
export function topRate(tiers: readonly ContractTier[]): bigint {
  return tiers.reduce((max, t) => (rateUnits(t.rate) > max ? rateUnits(t.rate) : max), 0n);
}
