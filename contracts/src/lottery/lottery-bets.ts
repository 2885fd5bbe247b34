import { LOTTERY_BET_TYPES } from './lottery-kinds';
import type { LotteryKind } from './lottery-kinds';
import type { LotteryResult } from './lottery-schemas';
import type { BetTypeRule, LotteryGameSettings } from './lottery-settings';
import { SEA4D_LAYOUT, isVnKind, vnLayoutOf } from './lottery-draw';

/**
 * Bet lines: what a selection means, what it costs, what it could pay (exposure) and what it pays
 * once the draw is drawn. Money: integer minor units; odds are parsed to integers (millionths)
 * and every payout is floored once, in BigInt. docs/lottery.md lists every bet type.
 */

/** `one_ordering`: an iBox or iPerm on four equal digits (1111), which has one ordering: that is a Big or Small bet. */
export type LineRefusal = 'unknown_bet_type' | 'bad_selection' | 'one_ordering' | 'stake_below_min' | 'stake_above_max';

/**
 * A line's check. `units`: the sub-bets a selection makes (one per number for lô, đề, đầu/đuôi and
 * 3 càng; one for everything else); `cost` = stake × units. `exposure`: one entry per outcome the
 * line could pay on, keyed `${betType}:${selection item(s)}` (e.g. 'lo2:27', 'position_digit:A:3',
 * 'truot4:12-34-56-78'), with the most the line can pay if that outcome happens (for lô: every
 * prize ending in the number, i.e. odds × the number of lô). Sum them per key and draw and compare
 * with settings.betTypes[betType].maxPayoutPerNumber.
 */
export type LineCheck =
  | { ok: true; units: number; cost: number; exposure: Array<{ key: string; maxPayout: number }> }
  | { ok: false; reason: LineRefusal; limit?: number };

/** Odds are read with up to 6 decimals: '207.36' → 207 360 000 millionths. */
const SCALE = 1_000_000n;

/** A decimal odds string (or a '/'-separated list of them) as integer millionths. */
export function parseOdds(odds: string): bigint[] {
  return odds.split('/').map((part) => {
    const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(part.trim());
    if (!match) throw new RangeError(`bad odds "${odds}"`);
    return BigInt(match[1] ?? '0') * SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
  });
}

/** What a selection means once checked: its units, and per unit an exposure key and a worst-case multiplier. */
interface ParsedLine {
  units: number;
  /** Worst case per exposure key, in odds millionths per unit stake, divided by `divisor`. */
  exposure: Array<{ key: string; multiplier: bigint }>;
  divisor: bigint;
}

/** The most numbers one lô / đề / đầu / đuôi / 3 càng line may hold (the wire's selection maxItems). */
export const MAX_NUMBERS_PER_LINE = 10;

const DIGIT = /^[0-9]$/;
const POSITIONS = ['A', 'B', 'C', 'D', 'E'] as const;
const DIE = /^[1-6]$/;

function allDistinct(items: readonly string[]): boolean {
  return new Set(items).size === items.length;
}

function maxOf(values: readonly bigint[]): bigint {
  return values.reduce((a, b) => (b > a ? b : a), 0n);
}

function oddsAt(odds: readonly bigint[], index: number, betType: string): bigint {
  const value = odds[index];
  if (value === undefined) throw new RangeError(`odds of ${betType} need ${index + 1} values`);
  return value;
}

/** How many numbers of a VN draw have at least `digits` digits (the lô counted for lo2/lo3/lo4). */
export function vnLoCount(kind: LotteryKind, digits: number): number {
  return vnLayoutOf(kind).reduce((sum, tier) => sum + (tier.digits >= digits ? tier.count : 0), 0);
}

/** The last `digits` digits of every prize number with at least that many digits, in result order (repeats kept). */
export function vnLoNumbers(result: LotteryResult, digits: number): string[] {
  return result.tiers.flatMap((tier) => tier.numbers.filter((n) => n.length >= digits).map((n) => n.slice(-digits)));
}

/**
 * SEA 4D bets on every ordering of a number's digits. iBox (Magnum's name; Damacai mBox) and iPerm
 * (Sports Toto's name) are one bet under two market names: the stake is one unit, split evenly
 * over the orderings, so each prize number that is an ordering pays its straight prize divided by
 * the orderings. Buying every ordering at stake / orderings (iBox as "every permutation at a
 * fraction") and one unit at prize / orderings (iPerm) are the same sum, paisa for paisa
 * (lottery-settlement.test.ts proves it). What is NOT this bet is a full Box ("System"/"Roll"):
 * every ordering at the whole stake, orderings × the cost — Khela does not offer it.
 */
export const ORDERING_BET_TYPES = ['ibox_big', 'ibox_small', 'iperm_big', 'iperm_small'] as const;
const isOrderingBet = (betType: string): boolean => (ORDERING_BET_TYPES as readonly string[]).includes(betType);
/** How many prize tiers a SEA 4D big-or-small bet covers: big all five, small the top three. */
const tiersCovered = (betType: string): number => (betType.endsWith('big') ? 5 : 3);

/** The number of distinct orderings of a number's digits (iBox and iPerm divide the prize by it). */
export function permutationsOf(digits: string): number {
  const counts = new Map<string, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  let perms = factorial(digits.length);
  for (const c of counts.values()) perms /= factorial(c);
  return perms;
}

/** Wingo colours of a number: 0 red+violet, 5 green+violet, 1/3/7/9 green, 2/4/6/8 red. */
export function wingoColoursOf(n: number): Array<'red' | 'green' | 'violet'> {
  if (n === 0) return ['red', 'violet'];
  if (n === 5) return ['green', 'violet'];
  return n % 2 === 1 ? ['green'] : ['red'];
}

const sortDigits = (s: string): string => [...s].sort().join('');

/** Parse and check a selection; null when it is not a valid selection of the bet type. */
function parseLine(kind: LotteryKind, betType: string, selection: readonly string[], rule: BetTypeRule): ParsedLine | null {
  const odds = parseOdds(rule.odds);
  const alt = rule.oddsAlt === null ? [] : parseOdds(rule.oddsAlt);
  const single = (key: string, multiplier: bigint): ParsedLine => ({ units: 1, exposure: [{ key: `${betType}:${key}`, multiplier }], divisor: 1n });
  const [a, b] = selection;
  const n = selection.length;

  if (kind === 'wingo') {
    if (n !== 1 || a === undefined) return null;
    if (betType === 'number') return DIGIT.test(a) ? single(a, oddsAt(odds, 0, betType)) : null;
    if (betType === 'colour') {
      if (a === 'violet') return single(a, oddsAt(odds, 1, betType));
      return a === 'red' || a === 'green' ? single(a, maxOf([oddsAt(odds, 0, betType), ...alt])) : null;
    }
    if (betType === 'size') return a === 'big' || a === 'small' ? single(a, oddsAt(odds, 0, betType)) : null;
    if (betType === 'parity') return a === 'odd' || a === 'even' ? single(a, oddsAt(odds, 0, betType)) : null;
    return null;
  }

  if (kind === 'd5') {
    const isPosition = (p: string | undefined): boolean => p !== undefined && (POSITIONS as readonly string[]).includes(p);
    const o = oddsAt(odds, 0, betType);
    switch (betType) {
      case 'position_digit':
        return n === 2 && isPosition(a) && b !== undefined && DIGIT.test(b) ? single(`${a}:${b}`, o) : null;
      case 'position_size':
        return n === 2 && isPosition(a) && (b === 'big' || b === 'small') ? single(`${a}:${b}`, o) : null;
      case 'position_parity':
        return n === 2 && isPosition(a) && (b === 'odd' || b === 'even') ? single(`${a}:${b}`, o) : null;
      case 'sum_size':
        return n === 1 && (a === 'big' || a === 'small') ? single(a, o) : null;
      case 'sum_parity':
        return n === 1 && (a === 'odd' || a === 'even') ? single(a, o) : null;
      default:
        return null;
    }
  }

  if (kind === 'k3') {
    const dice = selection.every((s) => DIE.test(s));
    switch (betType) {
      case 'sum': {
        if (n !== 1 || a === undefined || !/^(?:[3-9]|1[0-8])$/.test(a)) return null;
        const s = Number(a);
        return single(a, oddsAt(odds, Math.min(s, 21 - s) - 3, betType));
      }
      case 'sum_size':
        return n === 1 && (a === 'big' || a === 'small') ? single(a, oddsAt(odds, 0, betType)) : null;
      case 'sum_parity':
        return n === 1 && (a === 'odd' || a === 'even') ? single(a, oddsAt(odds, 0, betType)) : null;
      case 'any_triple':
      case 'straight':
        return n === 0 ? { units: 1, exposure: [{ key: betType, multiplier: oddsAt(odds, 0, betType) }], divisor: 1n } : null;
      case 'triple':
      case 'pair':
        return n === 1 && dice ? single(a ?? '', oddsAt(odds, 0, betType)) : null;
      case 'two_different':
        return n === 2 && dice && allDistinct(selection) ? single([...selection].sort().join(':'), oddsAt(odds, 0, betType)) : null;
      case 'three_different':
        return n === 3 && dice && allDistinct(selection) ? single([...selection].sort().join(':'), oddsAt(odds, 0, betType)) : null;
      default:
        return null;
    }
  }

  if (isVnKind(kind)) {
    const o = oddsAt(odds, 0, betType);
    const perNumber = (pattern: RegExp, occurrences: number): ParsedLine | null =>
      n >= 1 && n <= MAX_NUMBERS_PER_LINE && selection.every((s) => pattern.test(s)) && allDistinct(selection)
        ? { units: n, exposure: selection.map((s) => ({ key: `${betType}:${s}`, multiplier: o * BigInt(occurrences) })), divisor: 1n }
        : null;
    const twoDigits = /^[0-9]{2}$/;
    switch (betType) {
      case 'lo2':
        return perNumber(twoDigits, vnLoCount(kind, 2));
      case 'lo3':
        return perNumber(/^[0-9]{3}$/, vnLoCount(kind, 3));
      case 'lo4':
        return perNumber(/^[0-9]{4}$/, vnLoCount(kind, 4));
      case 'de':
        return perNumber(twoDigits, 1);
      case 'dau':
      case 'duoi':
        return perNumber(DIGIT, 1);
      case 'cang3':
        return perNumber(/^[0-9]{3}$/, 1);
      case 'xien2':
      case 'xien3':
      case 'xien4':
      case 'truot4':
      case 'truot8':
      case 'truot10': {
        const size = Number(betType.replace(/^\D+/, ''));
        if (n !== size || !selection.every((s) => twoDigits.test(s)) || !allDistinct(selection)) return null;
        if (betType.startsWith('xien')) return { units: 1, exposure: selection.map((s) => ({ key: `${betType}:${s}`, multiplier: o })), divisor: 1n };
        return single([...selection].sort().join('-'), o);
      }
      default:
        return null;
    }
  }

  // sea4d
  if (n !== 1 || a === undefined) return null;
  switch (betType) {
    case 'big':
    case 'small':
      return /^[0-9]{4}$/.test(a) ? single(a, maxOf(odds)) : null;
    case 'ibox_big':
    case 'ibox_small':
    case 'iperm_big':
    case 'iperm_small': {
      if (!/^[0-9]{4}$/.test(a)) return null;
      const perms = permutationsOf(a);
      if (perms === 1) return null; // refused as one_ordering by checkBetLine
      // Worst case: the `perms` best-paying prize slots all hold orderings of the number (the 23 are
      // distinct, so at most `perms` of them can), each paying its prize / perms.
      const slots = SEA4D_LAYOUT.slice(0, tiersCovered(betType)).flatMap((tier, i) => Array<bigint>(tier.count).fill(oddsAt(odds, i, betType)));
      const best = slots.sort((x, y) => (y > x ? 1 : y < x ? -1 : 0)).slice(0, perms).reduce((x, y) => x + y, 0n);
      return { units: 1, exposure: [{ key: `${betType}:${sortDigits(a)}`, multiplier: best }], divisor: BigInt(perms) };
    }
    case 'abc_3d':
      return /^[0-9]{3}$/.test(a) ? single(a, oddsAt(odds, 0, betType) + oddsAt(odds, 1, betType) + oddsAt(odds, 2, betType)) : null;
    case 'a_3d':
      return /^[0-9]{3}$/.test(a) ? single(a, oddsAt(odds, 0, betType)) : null;
    default:
      return null;
  }
}

function ruleOf(kind: LotteryKind, settings: LotteryGameSettings, betType: string): BetTypeRule | null {
  const types: readonly string[] = LOTTERY_BET_TYPES[kind];
  if (!types.includes(betType) || !Object.hasOwn(settings.betTypes, betType)) return null;
  return settings.betTypes[betType] ?? null;
}

function scaledPayout(stake: number, multiplier: bigint, divisor: bigint): number {
  return Number((BigInt(stake) * multiplier) / (SCALE * divisor));
}

/** Check one bet line against the game's settings (selection, stake per unit within [minStake, maxStake]). */
export function checkBetLine(kind: LotteryKind, settings: LotteryGameSettings, betType: string, selection: string[], stake: number): LineCheck {
  const rule = ruleOf(kind, settings, betType);
  if (!rule) return { ok: false, reason: 'unknown_bet_type' };
  if (kind === 'sea4d' && isOrderingBet(betType) && selection.length === 1 && /^(\d)\1{3}$/.test(selection[0] ?? '')) return { ok: false, reason: 'one_ordering' };
  const line = parseLine(kind, betType, selection, rule);
  if (!line) return { ok: false, reason: 'bad_selection' };
  if (!Number.isSafeInteger(stake) || stake < rule.minStake || stake < 1) return { ok: false, reason: 'stake_below_min', limit: rule.minStake };
  if (stake > rule.maxStake) return { ok: false, reason: 'stake_above_max', limit: rule.maxStake };
  return {
    ok: true,
    units: line.units,
    cost: stake * line.units,
    exposure: line.exposure.map(({ key, multiplier }) => ({ key, maxPayout: scaledPayout(stake, multiplier, line.divisor) })),
  };
}

function tierNumbers(result: LotteryResult, tier: string): string[] {
  const found = result.tiers.find((t) => t.tier === tier);
  if (!found) throw new RangeError(`result has no tier "${tier}"`);
  return found.numbers;
}

function count<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.reduce((sum, item) => sum + (predicate(item) ? 1 : 0), 0);
}

/** What a line wins per unit stake, in odds millionths (summed over its units and hits), and the divisor (iBox). */
function winnings(kind: LotteryKind, rule: Pick<BetTypeRule, 'odds' | 'oddsAlt'>, betType: string, selection: readonly string[], result: LotteryResult): { multiplier: bigint; divisor: bigint } {
  const odds = parseOdds(rule.odds);
  const o = (i: number): bigint => oddsAt(odds, i, betType);
  const won = (hit: boolean, i = 0): { multiplier: bigint; divisor: bigint } => ({ multiplier: hit ? o(i) : 0n, divisor: 1n });
  const [a, b] = selection;

  if (kind === 'wingo') {
    const n = Number(tierNumbers(result, 'number')[0]);
    switch (betType) {
      case 'number':
        return won(Number(a) === n);
      case 'colour': {
        if (a === 'violet') return won(n === 0 || n === 5, 1);
        const hit = wingoColoursOf(n).includes(a as 'red' | 'green');
        if (hit && (n === 0 || n === 5) && rule.oddsAlt !== null) return { multiplier: oddsAt(parseOdds(rule.oddsAlt), 0, betType), divisor: 1n };
        return won(hit);
      }
      case 'size':
        return won((n >= 5 ? 'big' : 'small') === a);
      case 'parity':
        return won((n % 2 === 1 ? 'odd' : 'even') === a);
    }
  }

  if (kind === 'd5') {
    const digits = tierNumbers(result, 'digits').map(Number);
    const at = (p: string | undefined): number => digits[(POSITIONS as readonly string[]).indexOf(p ?? '')] ?? -1;
    const sum = digits.reduce((x, y) => x + y, 0);
    switch (betType) {
      case 'position_digit':
        return won(at(a) === Number(b));
      case 'position_size':
        return won((at(a) >= 5 ? 'big' : 'small') === b);
      case 'position_parity':
        return won((at(a) % 2 === 1 ? 'odd' : 'even') === b);
      case 'sum_size':
        return won((sum >= 23 ? 'big' : 'small') === a);
      case 'sum_parity':
        return won((sum % 2 === 1 ? 'odd' : 'even') === a);
    }
  }

  if (kind === 'k3') {
    const dice = tierNumbers(result, 'dice').map(Number);
    const sum = dice.reduce((x, y) => x + y, 0);
    const sorted = [...dice].sort((x, y) => x - y);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    switch (betType) {
      case 'sum':
        return won(Number(a) === sum, Math.min(sum, 21 - sum) - 3);
      case 'sum_size':
        return won((sum >= 11 ? 'big' : 'small') === a);
      case 'sum_parity':
        return won((sum % 2 === 1 ? 'odd' : 'even') === a);
      case 'any_triple':
        return won(triple);
      case 'triple':
        return won(triple && dice[0] === Number(a));
      case 'pair':
        return won(count(dice, (d) => d === Number(a)) >= 2);
      case 'straight':
        return won(sorted[1] === (sorted[0] ?? 0) + 1 && sorted[2] === (sorted[0] ?? 0) + 2);
      case 'two_different':
        return won(selection.every((s) => dice.includes(Number(s))));
      case 'three_different':
        return won([...selection].map(Number).sort((x, y) => x - y).join() === sorted.join());
    }
  }

  if (isVnKind(kind)) {
    const special = tierNumbers(result, 'special')[0] ?? '';
    const perNumber = (hits: (s: string) => number): { multiplier: bigint; divisor: bigint } => ({
      multiplier: selection.reduce((sum, s) => sum + BigInt(hits(s)) * o(0), 0n),
      divisor: 1n,
    });
    switch (betType) {
      case 'lo2':
      case 'lo3':
      case 'lo4': {
        const lo = vnLoNumbers(result, Number(betType.slice(2)));
        return perNumber((s) => count(lo, (x) => x === s));
      }
      case 'de':
        return perNumber((s) => (special.slice(-2) === s ? 1 : 0));
      case 'dau':
        return perNumber((s) => (special.slice(-2, -1) === s ? 1 : 0));
      case 'duoi':
        return perNumber((s) => (special.slice(-1) === s ? 1 : 0));
      case 'cang3':
        return perNumber((s) => (special.slice(-3) === s ? 1 : 0));
      default: {
        const lo = new Set(vnLoNumbers(result, 2));
        if (betType.startsWith('xien')) return won(selection.every((s) => lo.has(s)));
        if (betType.startsWith('truot')) return won(selection.every((s) => !lo.has(s)));
      }
    }
  }

  if (kind === 'sea4d') {
    const tiers = SEA4D_LAYOUT.map((t) => tierNumbers(result, t.tier));
    const sumOver = (upTo: number, hits: (numbers: string[]) => number): bigint =>
      tiers.slice(0, upTo).reduce((sum, numbers, i) => sum + BigInt(hits(numbers)) * o(i), 0n);
    const pick = a ?? '';
    switch (betType) {
      case 'big':
      case 'small':
        return { multiplier: sumOver(betType === 'big' ? 5 : 3, (ns) => count(ns, (x) => x === pick)), divisor: 1n };
      case 'ibox_big':
      case 'ibox_small':
      case 'iperm_big':
      case 'iperm_small': {
        // Every prize number of the covered tiers that is an ordering pays its prize / orderings.
        const key = sortDigits(pick);
        return { multiplier: sumOver(tiersCovered(betType), (ns) => count(ns, (x) => sortDigits(x) === key)), divisor: BigInt(permutationsOf(pick)) };
      }
      case 'abc_3d':
        return { multiplier: sumOver(3, (ns) => count(ns, (x) => x.slice(-3) === pick)), divisor: 1n };
      case 'a_3d':
        return won(tiers[0]?.[0]?.slice(-3) === pick);
    }
  }
  throw new RangeError(`unknown bet type ${kind}/${betType}`);
}

/**
 * What a line pays at the given odds (those it was accepted at): minor units, stake included, 0
 * when it lost; `stake` per unit, the total over all units and hits, floored once. The selection
 * must have passed checkBetLine (throws on an unknown bet type).
 */
export function payoutAtOdds(kind: LotteryKind, rule: Pick<BetTypeRule, 'odds' | 'oddsAlt'>, betType: string, selection: string[], stake: number, result: LotteryResult): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake ${stake}`);
  const { multiplier, divisor } = winnings(kind, rule, betType, selection, result);
  return scaledPayout(stake, multiplier, divisor);
}

/** What a line pays under the game's current settings (payoutAtOdds with settings.betTypes[betType]). */
export function payoutOf(kind: LotteryKind, settings: LotteryGameSettings, betType: string, selection: string[], stake: number, result: LotteryResult): number {
  const rule = ruleOf(kind, settings, betType);
  if (!rule) throw new RangeError(`unknown bet type ${kind}/${betType}`);
  return payoutAtOdds(kind, rule, betType, selection, stake, result);
}

/**
 * The odds to show for a line (what LotteryBet.odds stores): the one value that applies where the
 * selection decides it (k3 sum 7 → '13.83', wingo violet → '4.5'; SEA 4D iBox/iPerm 1234 → each
 * prize / 24, '104.16/41.66/20.83/7.5/2.5'), else the bet type's odds as set (a '/' list for SEA
 * 4D's prize tiers). Null for an unknown bet type.
 */
export function describeOdds(kind: LotteryKind, settings: LotteryGameSettings, betType: string, selection: string[]): string | null {
  const rule = ruleOf(kind, settings, betType);
  if (!rule) return null;
  const parts = rule.odds.split('/');
  const [a] = selection;
  if (kind === 'k3' && betType === 'sum' && a !== undefined && /^(?:[3-9]|1[0-8])$/.test(a)) {
    const s = Number(a);
    return parts[Math.min(s, 21 - s) - 3] ?? rule.odds;
  }
  if (kind === 'wingo' && betType === 'colour') return (a === 'violet' ? parts[1] : parts[0]) ?? rule.odds;
  if (kind === 'sea4d' && isOrderingBet(betType) && a !== undefined && /^[0-9]{4}$/.test(a) && permutationsOf(a) > 1) {
    // Each prize / the orderings, rounded down to the cent: never more than the bet pays.
    const perms = BigInt(permutationsOf(a));
    return parseOdds(rule.odds)
      .map((value) => {
        const cents = (value * 100n) / (SCALE * perms);
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        return text.replace(/\.?0+$/, '');
      })
      .join('/');
  }
  return rule.odds;
}
