import type { LotteryDraw } from '@khela/contracts';
import { bigFrom, firstTier, wingoColours } from './numbers';

export type FastKind = 'wingo' | 'd5' | 'k3';
export const isFastKind = (kind: string): kind is FastKind => kind === 'wingo' || kind === 'd5' || kind === 'k3';

export interface NumberTrend {
  value: string;
  /** Times seen over the window. */
  count: number;
  /** Draws since it was last seen (the window's length when never). */
  missing: number;
}

export interface Trends {
  /** Draws with a result in the window. */
  draws: number;
  numbers: NumberTrend[];
  /** Most seen first (then the smaller value). */
  hot: NumberTrend[];
  /** Least seen first (then the longest missing). */
  cold: NumberTrend[];
  /** Big/small of each draw, oldest first, in bead-road columns of `roadRows`. */
  sizeRoad: Array<Array<'big' | 'small'>>;
  /** Wingo only: each draw's colours, oldest first, in columns. */
  colourRoad: Array<Array<Array<'red' | 'green' | 'violet'>>>;
}

export const roadRows = 6;

/** What a draw's numbers count as: wingo's one number, 5D's five digits, K3's three dice. */
const valuesOf = (numbers: string[]) => numbers.map((n) => Number(n)).filter((n) => Number.isInteger(n));

const domain: Record<FastKind, number[]> = {
  wingo: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  d5: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  k3: [1, 2, 3, 4, 5, 6],
};

function columns<T>(items: T[], rows: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += rows) out.push(items.slice(i, i + rows));
  return out;
}

/**
 * Hot and cold numbers and the big/small and colour roads of a fast game over its last `window`
 * draws (`draws` newest first, as the results call answers). Draws without a result are skipped.
 */
export function computeTrends(kind: FastKind, draws: LotteryDraw[], window: number, top = 3): Trends {
  const recent = draws.filter((draw) => draw.result && draw.status !== 'cancelled').slice(0, window);
  const numbers = domain[kind].map((value) => {
    let count = 0;
    let missing = recent.length;
    recent.forEach((draw, index) => {
      const seen = valuesOf(firstTier(draw.result)).filter((n) => n === value).length;
      count += seen;
      if (seen > 0 && missing === recent.length) missing = index;
    });
    return { value: String(value), count, missing };
  });
  const hot = [...numbers].sort((a, b) => b.count - a.count || Number(a.value) - Number(b.value)).slice(0, top);
  const cold = [...numbers].sort((a, b) => a.count - b.count || b.missing - a.missing || Number(a.value) - Number(b.value)).slice(0, top);
  const oldestFirst = [...recent].reverse();
  const sizes = oldestFirst.map((draw) => {
    const values = valuesOf(firstTier(draw.result));
    const total = values.reduce((sum, n) => sum + n, 0);
    return total >= bigFrom[kind] ? ('big' as const) : ('small' as const);
  });
  const colours = kind === 'wingo' ? oldestFirst.map((draw) => wingoColours(valuesOf(firstTier(draw.result))[0] ?? 0)) : [];
  return { draws: recent.length, numbers, hot, cold, sizeRoad: columns(sizes, roadRows), colourRoad: columns(colours, roadRows) };
}
