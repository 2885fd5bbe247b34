import { scoreLine } from './slot-engine';
import { PAYLINES, REEL_STRIPS, SYMBOLS } from './slot-rules';

/** The return to player as an exact fraction (total paid / total staked over every outcome). */
export interface ExactRtp {
  numerator: bigint;
  denominator: bigint;
  /** The fraction as a number, e.g. 0.9594… */
  value: number;
  /** The share of single lines that pay anything (exact, as a number). */
  lineHitRate: number;
}

/**
 * Exact RTP without enumerating every stop combination. Each reel stops uniformly on its strip, so
 * the symbol a payline sees on reel r is the strip's symbol at a uniform position: its chance is
 * (copies on the strip) / (strip length), whatever row the line crosses, and the reels are
 * independent. So every line has the same expected pay, found by enumerating the symbol on each
 * reel (8⁵ combinations, each weighted by the product of its copies). Lines overlap, but the
 * expectation of a sum is the sum of expectations, and the stake is shared evenly by the lines:
 *   RTP = E[line pay in line bets] = Σ weight · pay / Π strip lengths.
 * (slot-rtp.test.ts checks this against every one of the 28⁵ stop combinations.)
 */
export function exactRtp(strips: readonly (readonly string[])[] = REEL_STRIPS): ExactRtp {
  const counts = strips.map((strip) => SYMBOLS.map((symbol) => BigInt(strip.filter((s) => s === symbol).length)));
  const denominator = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let numerator = 0n;
  let hits = 0n;
  const cells = [0, 0, 0, 0, 0];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === strips.length) {
      const pay = BigInt(scoreLine(cells[0]!, cells[1]!, cells[2]!, cells[3]!, cells[4]!) >> 6);
      numerator += weight * pay;
      if (pay > 0n) hits += weight;
      return;
    }
    counts[reel]!.forEach((copies, symbol) => {
      if (copies === 0n) return;
      cells[reel] = symbol;
      walk(reel + 1, weight * copies);
    });
  };
  walk(0, 1n);
  return { numerator, denominator, value: ratio(numerator, denominator), lineHitRate: ratio(hits, denominator) };
}

/** A bigint fraction as a double, exact to the double's precision. */
function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}

/** Computed once: the figure the rules page prints. */
export const SLOT_RTP: ExactRtp = exactRtp();

/** The RTP as the rules print it, e.g. "95.95%", with the language's digits applied by the caller. */
export const formatRtpPercent = (rtp: ExactRtp = SLOT_RTP): string => `${(rtp.value * 100).toFixed(2)}%`;

export const SLOT_PAYLINE_COUNT = PAYLINES.length;
