import fc from 'fast-check';
import { LOTTERY_BET_TYPES, LOTTERY_KINDS } from './lottery-kinds';
import type { LotteryKind } from './lottery-kinds';
import { defaultLotterySettings, lotterySettingsProblems } from './lottery-settings';
import type { LotteryGameSettings } from './lottery-settings';
import { deriveLotteryResult } from './lottery-draw';
import { checkBetLine, payoutOf } from './lottery-bets';

/**
 * The selection each bet type accepts, written again from lottery-kinds.ts (not from the code):
 * the property tests below check that checkBetLine accepts exactly these, nothing else.
 */
const d = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'));
const die = fc.integer({ min: 1, max: 6 }).map(String);
const pos = fc.constantFrom('A', 'B', 'C', 'D', 'E');
const distinct = (arb: fc.Arbitrary<string>, min: number, max: number) => fc.uniqueArray(arb, { minLength: min, maxLength: max });
const one = (arb: fc.Arbitrary<string>) => arb.map((x) => [x]);
const pair = (a: fc.Arbitrary<string>, b: fc.Arbitrary<string>) => fc.tuple(a, b).map(([x, y]) => [x, y]);
const size = fc.constantFrom('big', 'small');
const parity = fc.constantFrom('odd', 'even');

const VN: Record<string, { valid: fc.Arbitrary<string[]>; shape: (s: string[]) => boolean; units: (s: string[]) => number }> = {};
const perNumber = (n: number) => ({ valid: distinct(d(n), 1, 10), shape: (s: string[]) => s.length >= 1 && s.length <= 10 && new Set(s).size === s.length && s.every((x) => new RegExp(`^\\d{${n}}$`).test(x)), units: (s: string[]) => s.length });
const exactly = (n: number) => ({ valid: distinct(d(2), n, n), shape: (s: string[]) => s.length === n && new Set(s).size === n && s.every((x) => /^\d{2}$/.test(x)), units: () => 1 });
Object.assign(VN, { lo2: perNumber(2), lo3: perNumber(3), lo4: perNumber(4), de: perNumber(2), dau: perNumber(1), duoi: perNumber(1), cang3: perNumber(3), xien2: exactly(2), xien3: exactly(3), xien4: exactly(4), truot4: exactly(4), truot8: exactly(8), truot10: exactly(10) });

const singleUnit = (valid: fc.Arbitrary<string[]>, shape: (s: string[]) => boolean) => ({ valid, shape, units: () => 1 });
const is = (...allowed: string[]) => (x: string | undefined) => x !== undefined && allowed.includes(x);
const digit = is('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const dieFace = is('1', '2', '3', '4', '5', '6');
const SPEC: Record<LotteryKind, Record<string, { valid: fc.Arbitrary<string[]>; shape: (s: string[]) => boolean; units: (s: string[]) => number }>> = {
  wingo: {
    number: singleUnit(one(d(1)), (s) => s.length === 1 && digit(s[0])),
    colour: singleUnit(one(fc.constantFrom('red', 'green', 'violet')), (s) => s.length === 1 && is('red', 'green', 'violet')(s[0])),
    size: singleUnit(one(size), (s) => s.length === 1 && is('big', 'small')(s[0])),
    parity: singleUnit(one(parity), (s) => s.length === 1 && is('odd', 'even')(s[0])),
  },
  d5: {
    position_digit: singleUnit(pair(pos, d(1)), (s) => s.length === 2 && is('A', 'B', 'C', 'D', 'E')(s[0]) && digit(s[1])),
    position_size: singleUnit(pair(pos, size), (s) => s.length === 2 && is('A', 'B', 'C', 'D', 'E')(s[0]) && is('big', 'small')(s[1])),
    position_parity: singleUnit(pair(pos, parity), (s) => s.length === 2 && is('A', 'B', 'C', 'D', 'E')(s[0]) && is('odd', 'even')(s[1])),
    sum_size: singleUnit(one(size), (s) => s.length === 1 && is('big', 'small')(s[0])),
    sum_parity: singleUnit(one(parity), (s) => s.length === 1 && is('odd', 'even')(s[0])),
  },
  k3: {
    sum: singleUnit(one(fc.integer({ min: 3, max: 18 }).map(String)), (s) => s.length === 1 && is(...Array.from({ length: 16 }, (_, i) => String(i + 3)))(s[0])),
    sum_size: singleUnit(one(size), (s) => s.length === 1 && is('big', 'small')(s[0])),
    sum_parity: singleUnit(one(parity), (s) => s.length === 1 && is('odd', 'even')(s[0])),
    any_triple: singleUnit(fc.constant([]), (s) => s.length === 0),
    straight: singleUnit(fc.constant([]), (s) => s.length === 0),
    triple: singleUnit(one(die), (s) => s.length === 1 && dieFace(s[0])),
    pair: singleUnit(one(die), (s) => s.length === 1 && dieFace(s[0])),
    two_different: singleUnit(distinct(die, 2, 2), (s) => s.length === 2 && s.every((x) => dieFace(x)) && s[0] !== s[1]),
    three_different: singleUnit(distinct(die, 3, 3), (s) => s.length === 3 && s.every((x) => dieFace(x)) && new Set(s).size === 3),
  },
  vn_north: VN,
  vn_south: VN,
  vn_central: VN,
  vn_fast: VN,
  sea4d: {
    big: singleUnit(one(d(4)), (s) => s.length === 1 && /^\d{4}$/.test(s[0] ?? '')),
    small: singleUnit(one(d(4)), (s) => s.length === 1 && /^\d{4}$/.test(s[0] ?? '')),
    ibox_big: singleUnit(one(d(4).filter((x) => new Set(x).size > 1)), (s) => s.length === 1 && /^\d{4}$/.test(s[0] ?? '') && new Set(s[0]).size > 1),
    ibox_small: singleUnit(one(d(4).filter((x) => new Set(x).size > 1)), (s) => s.length === 1 && /^\d{4}$/.test(s[0] ?? '') && new Set(s[0]).size > 1),
    iperm_big: singleUnit(one(d(4).filter((x) => new Set(x).size > 1)), (s) => s.length === 1 && /^\d{4}$/.test(s[0] ?? '') && new Set(s[0]).size > 1),
    iperm_small: singleUnit(one(d(4).filter((x) => new Set(x).size > 1)), (s) => s.length === 1 && /^\d{4}$/.test(s[0] ?? '') && new Set(s[0]).size > 1),
    abc_3d: singleUnit(one(d(3)), (s) => s.length === 1 && /^\d{3}$/.test(s[0] ?? '')),
    a_3d: singleUnit(one(d(3)), (s) => s.length === 1 && /^\d{3}$/.test(s[0] ?? '')),
  },
};

/** Junk and near misses: wrong lengths, letters, signs, spaces, duplicates, too many items. */
const junkItem = fc.oneof(fc.string({ maxLength: 6 }), d(1), d(2), d(3), d(4), d(5), fc.constantFrom('red', 'big', 'odd', 'A', 'F', ' 1', '1 ', '-1', '+1', '٣', '१', '0x1', '1.0', '19', '0', '7', '2'));
const junk = fc.array(junkItem, { maxLength: 11 });

const cases = LOTTERY_KINDS.flatMap((kind) => LOTTERY_BET_TYPES[kind].map((betType) => [kind, betType] as const));

describe('bet lines', () => {
  it('every bet type of every kind has a rule in the defaults, and a spec here', () => {
    for (const [kind, betType] of cases) {
      expect(defaultLotterySettings(kind).betTypes[betType]).toBeDefined();
      expect(SPEC[kind][betType]).toBeDefined();
    }
  });

  it.each(cases)('%s %s: accepts exactly the selections of its shape; cost = stake × units; payout ≥ 0 and within the exposure', (kind, betType) => {
    const spec = SPEC[kind][betType]!;
    const settings = defaultLotterySettings(kind);
    const rule = settings.betTypes[betType]!;
    const stake = fc.integer({ min: rule.minStake, max: rule.maxStake });
    fc.assert(
      fc.property(fc.oneof(spec.valid, junk), stake, fc.string({ maxLength: 8 }), (selection, s, seed) => {
        const check = checkBetLine(kind, settings, betType, selection, s);
        expect(check.ok).toBe(spec.shape(selection));
        if (!check.ok) {
          // iBox and iPerm on four equal digits have their own refusal (one ordering: bet Big or Small).
          const oneOrdering = kind === 'sea4d' && /^i(box|perm)_/.test(betType) && selection.length === 1 && /^(\d)\1{3}$/.test(selection[0] ?? '');
          expect(check.reason).toBe(oneOrdering ? 'one_ordering' : 'bad_selection');
          return;
        }
        expect(check.units).toBe(spec.units(selection));
        expect(check.cost).toBe(s * check.units);
        expect(check.exposure.length).toBeGreaterThan(0);
        for (const e of check.exposure) {
          expect(e.key.startsWith(`${betType}`)).toBe(true);
          expect(Number.isSafeInteger(e.maxPayout)).toBe(true);
          expect(e.maxPayout).toBeLessThanOrEqual(rule.maxPayoutPerNumber);
        }
        const result = deriveLotteryResult(kind, seed, `P:${betType}`);
        const payout = payoutOf(kind, settings, betType, selection, s, result);
        expect(Number.isSafeInteger(payout)).toBe(true);
        expect(payout).toBeGreaterThanOrEqual(0);
        expect(payout).toBeLessThanOrEqual(check.exposure.reduce((sum, e) => sum + e.maxPayout, 0));
        // The order of a selection never matters (but for 5D's [position, pick]).
        if (kind !== 'd5') expect(payoutOf(kind, settings, betType, [...selection].reverse(), s, result)).toBe(payout);
      }),
      { numRuns: 150, seed: 20261126 },
    );
  });

  it('a multi-number line pays what its numbers would pay one by one', () => {
    const settings = defaultLotterySettings('vn_fast');
    fc.assert(
      fc.property(fc.uniqueArray(d(2), { minLength: 2, maxLength: 10 }), fc.string({ maxLength: 8 }), (numbers, seed) => {
        const r = deriveLotteryResult('vn_fast', seed, 'VNF:1');
        for (const betType of ['lo2', 'de']) {
          const alone = numbers.reduce((s, n) => s + payoutOf('vn_fast', settings, betType, [n], 2_000, r), 0);
          expect(payoutOf('vn_fast', settings, betType, numbers, 2_000, r)).toBe(alone);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('refuses unknown bet types and stakes out of bounds, naming the limit', () => {
    const settings = defaultLotterySettings('wingo');
    expect(checkBetLine('wingo', settings, 'lo2', ['12'], 1_000)).toEqual({ ok: false, reason: 'unknown_bet_type' });
    expect(checkBetLine('wingo', settings, 'toString', ['1'], 1_000)).toEqual({ ok: false, reason: 'unknown_bet_type' });
    const { number: _removed, ...rest } = settings.betTypes;
    expect(checkBetLine('wingo', { ...settings, betTypes: rest }, 'number', ['1'], 1_000)).toEqual({ ok: false, reason: 'unknown_bet_type' });
    expect(checkBetLine('wingo', settings, 'number', ['1'], 999)).toEqual({ ok: false, reason: 'stake_below_min', limit: 1_000 });
    expect(checkBetLine('wingo', settings, 'number', ['1'], 0)).toEqual({ ok: false, reason: 'stake_below_min', limit: 1_000 });
    expect(checkBetLine('wingo', settings, 'number', ['1'], 1_000.5)).toEqual({ ok: false, reason: 'stake_below_min', limit: 1_000 });
    expect(checkBetLine('wingo', settings, 'number', ['1'], 5_000_001)).toEqual({ ok: false, reason: 'stake_above_max', limit: 5_000_000 });
    expect(checkBetLine('wingo', settings, 'number', ['1'], 5_000_000)).toMatchObject({ ok: true, cost: 5_000_000 });
    expect(checkBetLine('wingo', settings, 'number', ['10'], 1_000)).toEqual({ ok: false, reason: 'bad_selection' });
  });

  it('names exposure per number: lô at its most occurrences, xiên on each number, trượt on the set', () => {
    const north = defaultLotterySettings('vn_north');
    expect(checkBetLine('vn_north', north, 'lo2', ['27', '05'], 2_000)).toEqual({
      ok: true, units: 2, cost: 4_000,
      exposure: [{ key: 'lo2:27', maxPayout: 2_000 * 3.5 * 27 }, { key: 'lo2:05', maxPayout: 2_000 * 3.5 * 27 }],
    });
    expect(checkBetLine('vn_south', defaultLotterySettings('vn_south'), 'lo3', ['123'], 1_000)).toMatchObject({ exposure: [{ key: 'lo3:123', maxPayout: 55 * 17 * 1_000 }] });
    expect(checkBetLine('vn_north', north, 'xien2', ['45', '01'], 1_000)).toMatchObject({ units: 1, cost: 1_000, exposure: [{ key: 'xien2:45', maxPayout: 17_000 }, { key: 'xien2:01', maxPayout: 17_000 }] });
    expect(checkBetLine('vn_north', north, 'truot4', ['53', '50', '52', '51'], 1_000)).toMatchObject({ units: 1, exposure: [{ key: 'truot4:50-51-52-53', maxPayout: 2_800 }] });
    expect(checkBetLine('vn_north', north, 'xien2', ['45', '45'], 1_000)).toEqual({ ok: false, reason: 'bad_selection' });
    expect(checkBetLine('vn_north', north, 'lo2', ['45', '45'], 1_000)).toEqual({ ok: false, reason: 'bad_selection' });
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 10));
    expect(checkBetLine('vn_north', north, 'lo2', eleven, 1_000)).toEqual({ ok: false, reason: 'bad_selection' });
    expect(checkBetLine('vn_north', north, 'lo2', eleven.slice(1), 1_000)).toMatchObject({ ok: true, units: 10, cost: 10_000 });
  });

  it('names exposure of the fixed-odds games by outcome', () => {
    expect(checkBetLine('wingo', defaultLotterySettings('wingo'), 'colour', ['red'], 1_000)).toMatchObject({ exposure: [{ key: 'colour:red', maxPayout: 2_000 }] });
    expect(checkBetLine('wingo', defaultLotterySettings('wingo'), 'colour', ['violet'], 1_000)).toMatchObject({ exposure: [{ key: 'colour:violet', maxPayout: 4_500 }] });
    expect(checkBetLine('d5', defaultLotterySettings('d5'), 'position_digit', ['C', '7'], 1_000)).toMatchObject({ exposure: [{ key: 'position_digit:C:7', maxPayout: 9_000 }] });
    expect(checkBetLine('k3', defaultLotterySettings('k3'), 'two_different', ['5', '2'], 1_000)).toMatchObject({ exposure: [{ key: 'two_different:2:5', maxPayout: 6_910 }] });
    expect(checkBetLine('k3', defaultLotterySettings('k3'), 'sum', ['17'], 1_000)).toMatchObject({ exposure: [{ key: 'sum:17', maxPayout: 69_120 }] });
    expect(checkBetLine('k3', defaultLotterySettings('k3'), 'any_triple', [], 1_000)).toMatchObject({ exposure: [{ key: 'any_triple', maxPayout: 34_560 }] });
    const sea = defaultLotterySettings('sea4d');
    expect(checkBetLine('sea4d', sea, 'big', ['0042'], 1_000)).toMatchObject({ exposure: [{ key: 'big:0042', maxPayout: 2_500_000 }] });
    // iBox 1123 (12 orderings): at worst 12 orderings fill the 12 best places: (2500 + 1000 + 500 + 9 × 180) / 12.
    expect(checkBetLine('sea4d', sea, 'ibox_big', ['3211'], 1_200)).toMatchObject({ exposure: [{ key: 'ibox_big:1123', maxPayout: 562_000 }] });
    // iPerm: the same worst case. 1112 (4 orderings): first, second, third and one starter: (2500 + 1000 + 500 + 180) / 4;
    // iPerm Small 1234 (24 orderings) can fill only the 3 top places: (3500 + 2000 + 1000) / 24.
    expect(checkBetLine('sea4d', sea, 'iperm_big', ['2111'], 1_000)).toMatchObject({ exposure: [{ key: 'iperm_big:1112', maxPayout: 1_045_000 }] });
    expect(checkBetLine('sea4d', sea, 'iperm_small', ['4321'], 2_400)).toMatchObject({ exposure: [{ key: 'iperm_small:1234', maxPayout: 650_000 }] });
    expect(checkBetLine('sea4d', sea, 'iperm_big', ['7777'], 1_000)).toEqual({ ok: false, reason: 'one_ordering' });
    expect(checkBetLine('sea4d', sea, 'ibox_small', ['0000'], 1_000)).toEqual({ ok: false, reason: 'one_ordering' });
    expect(checkBetLine('sea4d', sea, 'abc_3d', ['555'], 1_000)).toMatchObject({ exposure: [{ key: 'abc_3d:555', maxPayout: 610_000 }] });
  });
});

describe('settings', () => {
  it.each(LOTTERY_KINDS)('the %s defaults are usable', (kind) => {
    expect(lotterySettingsProblems(kind, defaultLotterySettings(kind))).toEqual([]);
  });
  it('names what an edit broke', () => {
    const wingo = defaultLotterySettings('wingo');
    const broken: LotteryGameSettings = {
      ...wingo,
      maxStakePerDraw: 0,
      betTypes: { ...wingo.betTypes, colour: { ...wingo.betTypes.colour!, odds: '2' }, number: { ...wingo.betTypes.number!, odds: '9.1234567', minStake: 10, maxStake: 5 } },
    };
    const { size: _gone, ...withoutSize } = broken.betTypes;
    expect(lotterySettingsProblems('wingo', { ...broken, betTypes: withoutSize })).toEqual([
      expect.stringMatching(/^number: odds/),
      expect.stringMatching(/^number: need 1 ≤ minStake ≤ maxStake/),
      expect.stringMatching(/^colour: odds must be 2/),
      'size: missing',
      expect.stringMatching(/^maxStakePerDraw/),
    ]);
    expect(lotterySettingsProblems('k3', { ...defaultLotterySettings('k3'), betTypes: { ...defaultLotterySettings('k3').betTypes, sum: { ...defaultLotterySettings('k3').betTypes.sum!, odds: '207.36/69.12' } } })).toEqual([expect.stringMatching(/^sum: odds must be 8/)]);
    expect(lotterySettingsProblems('wingo', { ...wingo, betTypes: { ...wingo.betTypes, parity: { ...wingo.betTypes.parity!, odds: '0.5' } } })).toEqual([expect.stringMatching(/^parity: odds/)]);
  });
});
