import type { LotteryKind } from './lottery-kinds';
import type { LotteryResult } from './lottery-schemas';
import { LotteryStream } from './lottery-random';

/** A prize tier of a numbers lottery: its name, how many numbers, how many digits each. */
export interface LotteryTierLayout {
  tier: string;
  count: number;
  digits: number;
}

/** XSMB ("M2", REFERENCES §3.2): 27 numbers; vn_north and vn_fast. */
export const VN_NORTH_LAYOUT: readonly LotteryTierLayout[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/** XSMN / XSMT ("M1"): 18 numbers; vn_south and vn_central. Drawn (and listed) from the special down, as the North. */
export const VN_SOUTH_LAYOUT: readonly LotteryTierLayout[] = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'eighth', count: 1, digits: 2 },
];

/** SEA 4D: 23 distinct four-digit numbers. */
export const SEA4D_LAYOUT: readonly LotteryTierLayout[] = [
  { tier: 'first', count: 1, digits: 4 },
  { tier: 'second', count: 1, digits: 4 },
  { tier: 'third', count: 1, digits: 4 },
  { tier: 'starter', count: 10, digits: 4 },
  { tier: 'consolation', count: 10, digits: 4 },
];

/** The prize layout of a VN kind (vn_north and vn_fast: M2; vn_south and vn_central: M1). */
export function vnLayoutOf(kind: LotteryKind): readonly LotteryTierLayout[] {
  return kind === 'vn_south' || kind === 'vn_central' ? VN_SOUTH_LAYOUT : VN_NORTH_LAYOUT;
}

export function isVnKind(kind: LotteryKind): boolean {
  return kind === 'vn_north' || kind === 'vn_south' || kind === 'vn_central' || kind === 'vn_fast';
}

function padded(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/**
 * A draw's result, read from its stream (lottery-random.ts) in this order, one integer per number:
 * - wingo: one nextInt(10) → tier 'number';
 * - d5: five nextInt(10), positions A to E → tier 'digits';
 * - k3: three 1 + nextInt(6), in draw order → tier 'dice';
 * - vn_*: tier by tier as the layout lists them (special first), each number nextInt(10^digits)
 *   written with leading zeros; numbers may repeat (each prize is its own draw);
 * - sea4d: tier by tier (first, second, third, 10 starter, 10 consolation), each nextInt(10000)
 *   with leading zeros; a number already drawn in this draw is skipped and the next one read, so
 *   the 23 numbers are distinct.
 */
export function deriveLotteryResult(kind: LotteryKind, serverSeed: string, drawKey: string): LotteryResult {
  const stream = new LotteryStream(serverSeed, drawKey);
  switch (kind) {
    case 'wingo':
      return { tiers: [{ tier: 'number', numbers: [String(stream.nextInt(10))] }] };
    case 'd5':
      return { tiers: [{ tier: 'digits', numbers: Array.from({ length: 5 }, () => String(stream.nextInt(10))) }] };
    case 'k3':
      return { tiers: [{ tier: 'dice', numbers: Array.from({ length: 3 }, () => String(1 + stream.nextInt(6))) }] };
    case 'vn_north':
    case 'vn_south':
    case 'vn_central':
    case 'vn_fast':
      return {
        tiers: vnLayoutOf(kind).map(({ tier, count, digits }) => ({
          tier,
          numbers: Array.from({ length: count }, () => padded(stream.nextInt(10 ** digits), digits)),
        })),
      };
    case 'sea4d': {
      const seen = new Set<string>();
      const next = (): string => {
        for (;;) {
          const number = padded(stream.nextInt(10_000), 4);
          if (!seen.has(number)) {
            seen.add(number);
            return number;
          }
        }
      };
      return { tiers: SEA4D_LAYOUT.map(({ tier, count }) => ({ tier, numbers: Array.from({ length: count }, next) })) };
    }
    default: {
      const never: never = kind;
      throw new RangeError(`unknown lottery kind ${String(never)}`);
    }
  }
}
