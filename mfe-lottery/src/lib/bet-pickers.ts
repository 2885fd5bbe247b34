import type { LotteryKind } from '@khela/contracts';

/**
 * How each bet type's selection is picked on the board, and how picks become slip lines (the
 * selection meanings of contracts lottery-kinds.ts LOTTERY_BET_TYPES):
 * - each: every picked option is its own line;
 * - combo: exactly `count` picks make one line (xiên, trượt, K3 two/three different);
 * - group: the picks go in lines of up to `maxSelection` numbers, each number a unit (lô, đề…);
 * - positioned: 5D, every picked position with every picked option is a line [position, option];
 * - none: the bet type takes no selection (K3 any triple, straight).
 * `entry` pickers take typed numbers of `digits` digits instead of a grid.
 */
export type PickMode = 'each' | 'combo' | 'group' | 'positioned' | 'none';

export interface Picker {
  mode: PickMode;
  /** The options to tap; empty for typed entry. */
  options: string[];
  /** Typed entry of numbers with this many digits (VN 3 càng / lô 3–4, SEA 4D). */
  digits?: 3 | 4;
  /** combo: the number of picks a line needs. */
  count?: number;
  /** Whether option labels are words from the catalogue (colours, big/small…) rather than numbers. */
  worded?: boolean;
  /** The 00–99 grid, which has quick picks. */
  twoDigitGrid?: boolean;
}

/** The contract's limit of numbers in one line's selection. */
export const maxSelection = 10;
export const maxSlipLines = 20;

export const D5_POSITIONS = ['A', 'B', 'C', 'D', 'E'] as const;

const range = (from: number, to: number, pad = 1) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'));
const digits = range(0, 9);
const dice = range(1, 6);
const twoDigits = range(0, 99, 2);
const size = ['big', 'small'];
const parity = ['odd', 'even'];

const vn: Record<string, Picker> = {
  lo2: { mode: 'group', options: twoDigits, twoDigitGrid: true },
  de: { mode: 'group', options: twoDigits, twoDigitGrid: true },
  dau: { mode: 'group', options: digits },
  duoi: { mode: 'group', options: digits },
  lo3: { mode: 'group', options: [], digits: 3 },
  cang3: { mode: 'group', options: [], digits: 3 },
  lo4: { mode: 'group', options: [], digits: 4 },
  xien2: { mode: 'combo', count: 2, options: twoDigits, twoDigitGrid: true },
  xien3: { mode: 'combo', count: 3, options: twoDigits, twoDigitGrid: true },
  xien4: { mode: 'combo', count: 4, options: twoDigits, twoDigitGrid: true },
  truot4: { mode: 'combo', count: 4, options: twoDigits, twoDigitGrid: true },
  truot8: { mode: 'combo', count: 8, options: twoDigits, twoDigitGrid: true },
  truot10: { mode: 'combo', count: 10, options: twoDigits, twoDigitGrid: true },
};

const pickers: Record<LotteryKind, Record<string, Picker>> = {
  wingo: {
    number: { mode: 'each', options: digits },
    colour: { mode: 'each', options: ['red', 'green', 'violet'], worded: true },
    size: { mode: 'each', options: size, worded: true },
    parity: { mode: 'each', options: parity, worded: true },
  },
  d5: {
    position_digit: { mode: 'positioned', options: digits },
    position_size: { mode: 'positioned', options: size, worded: true },
    position_parity: { mode: 'positioned', options: parity, worded: true },
    sum_size: { mode: 'each', options: size, worded: true },
    sum_parity: { mode: 'each', options: parity, worded: true },
  },
  k3: {
    sum: { mode: 'each', options: range(3, 18) },
    sum_size: { mode: 'each', options: size, worded: true },
    sum_parity: { mode: 'each', options: parity, worded: true },
    any_triple: { mode: 'none', options: [] },
    triple: { mode: 'each', options: dice },
    pair: { mode: 'each', options: dice },
    straight: { mode: 'none', options: [] },
    two_different: { mode: 'combo', count: 2, options: dice },
    three_different: { mode: 'combo', count: 3, options: dice },
  },
  vn_north: vn,
  vn_south: vn,
  vn_central: vn,
  vn_fast: vn,
  sea4d: {
    big: { mode: 'each', options: [], digits: 4 },
    small: { mode: 'each', options: [], digits: 4 },
    ibox_big: { mode: 'each', options: [], digits: 4 },
    ibox_small: { mode: 'each', options: [], digits: 4 },
    iperm_big: { mode: 'each', options: [], digits: 4 },
    iperm_small: { mode: 'each', options: [], digits: 4 },
    abc_3d: { mode: 'each', options: [], digits: 3 },
    a_3d: { mode: 'each', options: [], digits: 3 },
  },
};

export function pickerOf(kind: LotteryKind, betType: string): Picker | null {
  return pickers[kind]?.[betType] ?? null;
}

/** The selections a set of picks makes under a picker (empty when the picks are not enough yet). */
export function selectionsOf(picker: Picker, picks: string[], positions: string[] = []): string[][] {
  switch (picker.mode) {
    case 'none':
      return [[]];
    case 'each':
      return picks.map((pick) => [pick]);
    case 'positioned':
      return positions.flatMap((position) => picks.map((pick) => [position, pick]));
    case 'combo':
      return picks.length === picker.count ? [[...picks].sort()] : [];
    case 'group': {
      const sorted = [...picks].sort();
      const lines: string[][] = [];
      for (let i = 0; i < sorted.length; i += maxSelection) lines.push(sorted.slice(i, i + maxSelection));
      return lines;
    }
  }
}

/** Units a line's stake is counted for (contract: one per number a lô/đề selection covers; else one). */
export function unitsOf(picker: Picker | null, selection: string[]): number {
  return picker?.mode === 'group' ? Math.max(1, selection.length) : 1;
}

/** Quick picks of the 00–99 grid. */
export const quickPicks = {
  evens: () => twoDigits.filter((n) => Number(n) % 2 === 0),
  odds: () => twoDigits.filter((n) => Number(n) % 2 === 1),
  head: (digit: string) => twoDigits.filter((n) => n[0] === digit),
  tail: (digit: string) => twoDigits.filter((n) => n[1] === digit),
  /** `count` distinct numbers of `options`, drawn with `random` (Math.random by default). */
  random: (options: string[], count: number, random: () => number = Math.random) => {
    const pool = [...options];
    const out: string[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return out;
  },
};
