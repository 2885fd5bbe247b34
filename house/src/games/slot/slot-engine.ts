import type { FairStream } from '../../fair/fair-stream';
import { PAYLINES, PAYTABLE, REEL_STRIPS, REELS as REEL_COUNT, ROWS as ROW_COUNT, SYMBOLS, type SymbolId } from './slot-rules';

/**
 * The slot's rules compiled to flat typed arrays once, so a spin allocates nothing: the
 * simulation runs millions of spins through exactly the code real rounds use.
 */
// Local copies: an imported binding compiled to CommonJS is a getter call on every read in a hot loop.
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;
const SYMBOL_COUNT = SYMBOLS.length;
const WILD_INDEX = SYMBOLS.indexOf('WILD');
const LINE_COUNT = PAYLINES.length;
export const STRIP_LENGTHS: readonly number[] = REEL_STRIPS.map((strip) => strip.length);

/** windows[reel][stop * ROWS + row]: the symbol index shown at that row when the reel stops there. */
const windows: Uint8Array[] = REEL_STRIPS.map((strip) => {
  const window = new Uint8Array(strip.length * ROWS);
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < ROWS; row += 1) window[stop * ROWS + row] = SYMBOLS.indexOf(strip[(stop + row) % strip.length]!);
  }
  return window;
});

/** pays[symbol * 6 + count]: line bets paid for `count` (3…5) of the symbol. */
const pays = new Int32Array(SYMBOL_COUNT * 6);
SYMBOLS.forEach((symbol, index) => PAYTABLE[symbol].forEach((pay, i) => (pays[index * 6 + 3 + i] = pay)));

const lineRows = new Uint8Array(LINE_COUNT * REELS);
PAYLINES.forEach((line, l) => line.forEach((row, reel) => (lineRows[l * REELS + reel] = row)));

/**
 * One line, left to right: the leading wilds, then the first other symbol and every following
 * cell that is it or wild. The line pays the better of that run and the leading wilds alone.
 * Encoded without allocating: multiplier * 64 + symbol * 8 + count (0 when nothing pays).
 */
export function scoreLine(c0: number, c1: number, c2: number, c3: number, c4: number): number {
  const cells = [c0, c1, c2, c3, c4];
  return scoreCells(cells);
}

function scoreCells(cells: ArrayLike<number>): number {
  let wilds = 0;
  while (wilds < REELS && cells[wilds] === WILD_INDEX) wilds += 1;
  const wildPay = wilds >= 3 ? pays[WILD_INDEX * 6 + wilds]! : 0;
  if (wilds === REELS) return wildPay * 64 + WILD_INDEX * 8 + wilds;
  const symbol = cells[wilds]!;
  let run = wilds + 1;
  while (run < REELS && (cells[run] === symbol || cells[run] === WILD_INDEX)) run += 1;
  const symbolPay = run >= 3 ? pays[symbol * 6 + run]! : 0;
  if (symbolPay === 0 && wildPay === 0) return 0;
  return symbolPay >= wildPay ? symbolPay * 64 + symbol * 8 + run : wildPay * 64 + WILD_INDEX * 8 + wilds;
}

/**
 * Every line's score for every 5 symbols, indexed c0·8⁴ + c1·8³ + c2·8² + c3·8 + c4 (8⁵ entries,
 * built once): a spin's line is then five window reads and one table read.
 */
const scores = new Int32Array(SYMBOL_COUNT ** REELS);
{
  const cells = new Uint8Array(REELS);
  for (let key = 0; key < scores.length; key += 1) {
    for (let reel = 0, rest = key; reel < REELS; reel += 1, rest = Math.floor(rest / SYMBOL_COUNT)) cells[REELS - 1 - reel] = rest % SYMBOL_COUNT;
    scores[key] = scoreCells(cells);
  }
}

/** Per line and reel, where the line's row starts in the reel's window. */
const w0 = windows[0]!;
const w1 = windows[1]!;
const w2 = windows[2]!;
const w3 = windows[3]!;
const w4 = windows[4]!;

/** The line's encoded score for these stops (no allocation). */
function scoreLineAt(stops: Int32Array, line: number): number {
  const rows = line * REELS;
  const key =
    w0[stops[0]! * ROWS + lineRows[rows]!]! * 4096 +
    w1[stops[1]! * ROWS + lineRows[rows + 1]!]! * 512 +
    w2[stops[2]! * ROWS + lineRows[rows + 2]!]! * 64 +
    w3[stops[3]! * ROWS + lineRows[rows + 3]!]! * 8 +
    w4[stops[4]! * ROWS + lineRows[rows + 4]!]!;
  return scores[key]!;
}

/** What a spin at these stops pays in line bets, over all lines: the simulation's hot loop. */
export function spinLineBets(stops: Int32Array): number {
  let total = 0;
  for (let line = 0; line < LINE_COUNT; line += 1) total += scoreLineAt(stops, line) >> 6;
  return total;
}

export interface LineWin {
  /** 1-based payline number, as the rules show it. */
  line: number;
  symbol: SymbolId;
  count: number;
  /** Line bets paid. */
  multiplier: number;
  amount: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[row][reel], the symbols shown. */
  grid: SymbolId[][];
  lineWins: LineWin[];
  payout: number;
}

/** The reels' stops for a round: one unbiased integer per reel from the fair stream, reel 1 first. */
export function drawStops(stream: FairStream): number[] {
  return STRIP_LENGTHS.map((length) => stream.nextInt(length));
}

/** The spin's full outcome for a stake (a multiple of the line count). */
export function spinOutcome(stops: readonly number[], stake: number): SlotOutcome {
  if (stake % LINE_COUNT !== 0) throw new RangeError(`stake ${stake} is not a multiple of ${LINE_COUNT} lines`);
  const lineBet = stake / LINE_COUNT;
  const grid = Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => SYMBOLS[windows[reel]![stop * ROWS + row]!]!));
  const lineWins: LineWin[] = [];
  const stopArray = Int32Array.from(stops);
  for (let line = 0; line < LINE_COUNT; line += 1) {
    const score = scoreLineAt(stopArray, line);
    if (score === 0) continue;
    const multiplier = score >> 6;
    lineWins.push({ line: line + 1, symbol: SYMBOLS[(score >> 3) & 7]!, count: score & 7, multiplier, amount: multiplier * lineBet });
  }
  return { stops: [...stops], grid, lineWins, payout: lineWins.reduce((sum, win) => sum + win.amount, 0) };
}

/** Decodes scoreLine for tests and the rules: the paying symbol, how many, and the line bets paid. */
export function decodeScore(score: number): { symbol: SymbolId; count: number; multiplier: number } | null {
  return score === 0 ? null : { symbol: SYMBOLS[(score >> 3) & 7]!, count: score & 7, multiplier: score >> 6 };
}

export const SLOT_LINES = LINE_COUNT;
