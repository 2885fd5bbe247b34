import { NET_WEIGHT_TOTAL, SCHOOL_WEIGHT_TOTAL } from './fish-engine';
import { CATCH_DENOMINATOR, catchThreshold, FISH_KINDS, fishKind, NET_FISH, NET_SIZE, type FishId, type FishTarget } from './fish-rules';

/** A return to player as an exact, reduced fraction of the stake. */
export interface ExactFraction {
  numerator: bigint;
  denominator: bigint;
  value: number;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  const divisor = gcd(numerator, denominator) || 1n;
  const n = numerator / divisor;
  const d = denominator / divisor;
  return { numerator: n, denominator: d, value: Number((n * 10n ** 15n) / d) / 1e15 };
}

const D = BigInt(CATCH_DENOMINATOR);
const threshold = (id: FishId) => BigInt(catchThreshold(fishKind(id).multiplier));
const multiplier = (id: FishId) => BigInt(fishKind(id).multiplier);

/** A shot at one fish: it pays m stakes with chance catchBelow / 10,000, so RTP = m · catchBelow / 10,000. */
export const aimedRtp = (id: FishId): ExactFraction => fraction(multiplier(id) * threshold(id), D);

/** A school shot: the aimed returns averaged by school weight, Σ w · m · catchBelow / (100 · 10,000). */
export function schoolRtp(): ExactFraction {
  const paid = FISH_KINDS.reduce((sum, kind) => sum + BigInt(kind.schoolWeight) * multiplier(kind.id) * threshold(kind.id), 0n);
  return fraction(paid, BigInt(SCHOOL_WEIGHT_TOTAL) * D);
}

/**
 * A net, by full enumeration rather than linearity: every choice of its NET_SIZE fish (3⁴, each
 * weighted by the product of their school weights) and every subset of them caught (2⁴, each
 * weighted by Π catchBelow or 10,000 − catchBelow), paying Σ m of the caught fish in per-fish
 * stakes, against NET_SIZE per-fish stakes staked.
 */
export function netRtp(): ExactFraction {
  let paid = 0n;
  const walk = (index: number, weight: bigint, caughtMultipliers: bigint): void => {
    if (index === NET_SIZE) {
      paid += weight * caughtMultipliers;
      return;
    }
    for (const id of NET_FISH) {
      const w = weight * BigInt(fishKind(id).schoolWeight);
      walk(index + 1, w * threshold(id), caughtMultipliers + multiplier(id));
      walk(index + 1, w * (D - threshold(id)), caughtMultipliers);
    }
  };
  walk(0, 1n, 0n);
  const outcomes = (BigInt(NET_WEIGHT_TOTAL) * D) ** BigInt(NET_SIZE);
  return fraction(paid, outcomes * BigInt(NET_SIZE));
}

/** The exact return of a shot at any target (what the rules print). */
export function targetRtp(target: FishTarget): ExactFraction {
  if (target === 'school') return schoolRtp();
  if (target === 'net') return netRtp();
  return aimedRtp(target);
}

/** As the rules print it, e.g. "96.00%" (the language's digits applied by the caller). */
export const formatFishRtp = (rtp: ExactFraction): string => `${(rtp.value * 100).toFixed(2)}%`;
