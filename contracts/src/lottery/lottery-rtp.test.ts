import type { LotteryKind } from './lottery-kinds';
import type { LotteryResult } from './lottery-schemas';
import { defaultLotterySettings } from './lottery-settings';
import { deriveLotteryResult } from './lottery-draw';
import { payoutOf } from './lottery-bets';

/**
 * The return to player of every default (docs/lottery.md): the expected payout per unit staked.
 * Where the outcomes can be listed (Wingo 10, K3 216, 5D 100 000) the expectation is taken over
 * all of them through payoutOf; the VN and SEA 4D bets use their closed forms, each tied to the
 * settlement by an identity that holds on every draw (betting every number of a kind pays a
 * known total). The RTP table below is the one docs/lottery.md prints.
 */
const RTP: Record<string, Record<string, number>> = {
  wingo: { number: 0.9, 'colour red': 0.95, 'colour green': 0.95, 'colour violet': 0.9, size: 0.98, parity: 0.98 },
  d5: { position_digit: 0.9, position_size: 0.98, position_parity: 0.98, sum_size: 0.98, sum_parity: 0.98 },
  k3: { 'sum 3': 0.96, 'sum 4': 0.96, 'sum 5': 0.96, 'sum 6': 0.9602, 'sum 7': 0.9604, 'sum 8': 0.9606, 'sum 9': 0.9606, 'sum 10': 0.96, sum_size: 0.98, sum_parity: 0.98, any_triple: 0.96, triple: 0.96, pair: 0.96, straight: 0.96, two_different: 0.9597, three_different: 0.96 },
  M2: { lo2: 0.945, lo3: 0.943, lo4: 0.94, de: 0.95, dau: 0.95, duoi: 0.95, cang3: 0.95, xien2: 0.933, xien3: 0.9346, xien4: 0.9345, truot4: 0.93, truot8: 0.9368, truot10: 0.9304 },
  M1: { lo2: 0.945, lo3: 0.935, lo4: 0.944, de: 0.95, dau: 0.95, duoi: 0.95, cang3: 0.95, xien2: 0.9399, xien3: 0.9392, xien4: 0.9439, truot4: 0.9352, truot8: 0.9363, truot10: 0.9456 },
  sea4d: { big: 0.64, small: 0.65, ibox_big: 0.64, ibox_small: 0.65, iperm_big: 0.64, iperm_small: 0.65, abc_3d: 0.61, a_3d: 0.66 },
};

const STAKE = 1_000_000; // large enough that every default's payout is a whole number of paisa
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(0.00005 + 1e-12);
const oddsOf = (kind: LotteryKind, betType: string) => Number(defaultLotterySettings(kind).betTypes[betType]?.odds.split('/')[0]);

function mean(kind: LotteryKind, outcomes: LotteryResult[], betType: string, selection: string[]): number {
  const settings = defaultLotterySettings(kind);
  const total = outcomes.reduce((sum, r) => sum + payoutOf(kind, settings, betType, selection, STAKE, r), 0);
  return total / outcomes.length / STAKE;
}

describe('return to player of the defaults', () => {
  it('Wingo, over the 10 numbers', () => {
    const all = Array.from({ length: 10 }, (_, n) => ({ tiers: [{ tier: 'number', numbers: [String(n)] }] }));
    for (let n = 0; n < 10; n += 1) close(mean('wingo', all, 'number', [String(n)]), RTP.wingo!.number!);
    close(mean('wingo', all, 'colour', ['red']), RTP.wingo!['colour red']!);
    close(mean('wingo', all, 'colour', ['green']), RTP.wingo!['colour green']!);
    close(mean('wingo', all, 'colour', ['violet']), RTP.wingo!['colour violet']!);
    for (const s of ['big', 'small']) close(mean('wingo', all, 'size', [s]), RTP.wingo!.size!);
    for (const s of ['odd', 'even']) close(mean('wingo', all, 'parity', [s]), RTP.wingo!.parity!);
  });

  it('5D, over all 100 000 draws', () => {
    const all: LotteryResult[] = [];
    for (let v = 0; v < 100_000; v += 1) all.push({ tiers: [{ tier: 'digits', numbers: [...String(v).padStart(5, '0')] }] });
    for (const s of ['big', 'small']) close(mean('d5', all, 'sum_size', [s]), RTP.d5!.sum_size!);
    for (const s of ['odd', 'even']) close(mean('d5', all, 'sum_parity', [s]), RTP.d5!.sum_parity!);
    const byPosition = (p: number) => Array.from({ length: 10 }, (_, d) => ({ tiers: [{ tier: 'digits', numbers: ['0', '0', '0', '0', '0'].map((z, i) => (i === p ? String(d) : z)) }] }));
    for (const [p, position] of ['A', 'B', 'C', 'D', 'E'].entries()) {
      close(mean('d5', byPosition(p), 'position_digit', [position, '7']), RTP.d5!.position_digit!);
      close(mean('d5', byPosition(p), 'position_size', [position, 'big']), RTP.d5!.position_size!);
      close(mean('d5', byPosition(p), 'position_parity', [position, 'even']), RTP.d5!.position_parity!);
    }
  });

  it('K3, over all 216 throws (the counts written by hand)', () => {
    const all: LotteryResult[] = [];
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) all.push({ tiers: [{ tier: 'dice', numbers: [a, b, c].map(String) }] });
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]; // sums 3 … 18
    const sumOdds = defaultLotterySettings('k3').betTypes.sum!.odds.split('/').map(Number);
    for (let s = 3; s <= 18; s += 1) {
      const rtp = mean('k3', all, 'sum', [String(s)]);
      close(rtp, ((sumOdds[Math.min(s, 21 - s) - 3] ?? NaN) * (ways[s - 3] ?? NaN)) / 216);
      close(rtp, RTP.k3![`sum ${Math.min(s, 21 - s)}`]!);
    }
    const byWays: Array<[string, string[], number]> = [
      ['sum_size', ['big'], 108], ['sum_size', ['small'], 108], ['sum_parity', ['odd'], 108], ['sum_parity', ['even'], 108],
      ['any_triple', [], 6], ['triple', ['4'], 1], ['pair', ['4'], 16], ['straight', [], 24], ['two_different', ['2', '5'], 30], ['three_different', ['1', '3', '6'], 6],
    ];
    for (const [betType, selection, count] of byWays) {
      const rtp = mean('k3', all, betType, selection);
      close(rtp, (oddsOf('k3', betType) * count) / 216);
      close(rtp, RTP.k3![betType]!);
    }
  });

  describe.each([['vn_north', 'M2', 27, 23, 20], ['vn_south', 'M1', 18, 17, 16]] as const)('%s (%s)', (kind, style, lo2, lo3, lo4) => {
    const table = RTP[style]!;
    const draws = Array.from({ length: 20 }, (_, i) => deriveLotteryResult(kind, `rtp-${i}`, `VN:${i}`));
    const all = (digits: number) => Array.from({ length: 10 ** digits }, (_, v) => String(v).padStart(digits, '0'));
    const settings = defaultLotterySettings(kind);
    const totalOver = (r: LotteryResult, betType: string, numbers: string[]) => numbers.reduce((s, n) => s + payoutOf(kind, settings, betType, [n], STAKE, r), 0);

    it('lô, đề, đầu/đuôi and 3 càng: every number of a kind equally likely, so RTP = odds × hits per draw / numbers', () => {
      for (const r of draws) {
        // Betting every number pays exactly the number of lô (per occurrence), or one hit for đề, đầu, đuôi, 3 càng.
        expect(totalOver(r, 'lo2', all(2))).toBe(lo2 * oddsOf(kind, 'lo2') * STAKE);
        expect(totalOver(r, 'lo3', all(3))).toBe(lo3 * oddsOf(kind, 'lo3') * STAKE);
        expect(totalOver(r, 'de', all(2))).toBe(oddsOf(kind, 'de') * STAKE);
        expect(totalOver(r, 'dau', all(1))).toBe(oddsOf(kind, 'dau') * STAKE);
        expect(totalOver(r, 'duoi', all(1))).toBe(oddsOf(kind, 'duoi') * STAKE);
      }
      const [r] = draws;
      expect(totalOver(r!, 'lo4', all(4))).toBe(lo4 * oddsOf(kind, 'lo4') * STAKE);
      expect(totalOver(r!, 'cang3', all(3))).toBe(oddsOf(kind, 'cang3') * STAKE);
      close((lo2 * oddsOf(kind, 'lo2')) / 100, table.lo2!);
      close((lo3 * oddsOf(kind, 'lo3')) / 1_000, table.lo3!);
      close((lo4 * oddsOf(kind, 'lo4')) / 10_000, table.lo4!);
      close(oddsOf(kind, 'de') / 100, table.de!);
      close(oddsOf(kind, 'dau') / 10, table.dau!);
      close(oddsOf(kind, 'duoi') / 10, table.duoi!);
      close(oddsOf(kind, 'cang3') / 1_000, table.cang3!);
    });

    it('xiên and trượt: exact probabilities over the lô (independent, uniform last two digits)', () => {
      const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k);
      const missing = (k: number) => ((100 - k) / 100) ** lo2; // k given numbers all absent from the lô
      const pXien = (n: number) => Array.from({ length: n + 1 }, (_, k) => (k % 2 ? -1 : 1) * binomial(n, k) * missing(k)).reduce((a, b) => a + b, 0);
      for (const n of [2, 3, 4]) close(oddsOf(kind, `xien${n}`) * pXien(n), table[`xien${n}`]!);
      for (const n of [4, 8, 10]) close(oddsOf(kind, `truot${n}`) * missing(n), table[`truot${n}`]!);
      // The probabilities hold on derived draws: xiên 2 on 12 and 34, trượt 4 on 00–03, over 4 000 draws (± 4 σ).
      const n = 4_000;
      let xien = 0;
      let truot = 0;
      for (let i = 0; i < n; i += 1) {
        const r = deriveLotteryResult(kind, 'xien-check', `VN:${i}`);
        if (payoutOf(kind, settings, 'xien2', ['12', '34'], 1_000, r) > 0) xien += 1;
        if (payoutOf(kind, settings, 'truot4', ['00', '01', '02', '03'], 1_000, r) > 0) truot += 1;
      }
      const within = (hits: number, p: number) => expect(Math.abs(hits - n * p)).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)));
      within(xien, pXien(2));
      within(truot, missing(4));
    });
  });

  it('SEA 4D: every number equally likely in each of the 23 places; iBox and iPerm pay the same prizes shared by the orderings', () => {
    const settings = defaultLotterySettings('sea4d');
    const r = deriveLotteryResult('sea4d', 'rtp', 'SEA:1');
    const all = Array.from({ length: 10_000 }, (_, v) => String(v).padStart(4, '0'));
    const total = (betType: string, numbers: string[], stake: number) => numbers.reduce((s, x) => s + payoutOf('sea4d', settings, betType, [x], stake, r), 0);
    // Big on every number pays every prize once; Small the top three; iBox on every number (not 1111-like) the same,
    // less the places a one-ordering number holds.
    expect(total('big', all, 1_000)).toBe((2500 + 1000 + 500 + 180 * 10 + 60 * 10) * 1_000);
    expect(total('small', all, 1_000)).toBe((3500 + 2000 + 1000) * 1_000);
    const boxable = all.filter((x) => new Set(x).size > 1);
    const onePlaceNumbers = r.tiers.flatMap((t, i) => t.numbers.filter((x) => new Set(x).size === 1).map(() => [2500, 1000, 500, 180, 60][i] ?? 0)).reduce((a, b) => a + b, 0);
    expect(total('ibox_big', boxable, 24_000)).toBe((6400 - onePlaceNumbers) * 24_000);
    expect(total('iperm_big', boxable, 24_000)).toBe((6400 - onePlaceNumbers) * 24_000);
    const onePlaceSmall = r.tiers.slice(0, 3).flatMap((t, i) => t.numbers.filter((x) => new Set(x).size === 1).map(() => [3500, 2000, 1000][i] ?? 0)).reduce((a, b) => a + b, 0);
    expect(total('iperm_small', boxable, 24_000)).toBe((6500 - onePlaceSmall) * 24_000);
    expect(total('ibox_small', boxable, 24_000)).toBe((6500 - onePlaceSmall) * 24_000);
    close(6400 / 10_000, RTP.sea4d!.big!);
    close(6400 / 10_000, RTP.sea4d!.ibox_big!);
    close(6500 / 10_000, RTP.sea4d!.small!);
    close(6500 / 10_000, RTP.sea4d!.ibox_small!);
    close(6400 / 10_000, RTP.sea4d!.iperm_big!);
    close(6500 / 10_000, RTP.sea4d!.iperm_small!);
    const all3 = Array.from({ length: 1_000 }, (_, v) => String(v).padStart(3, '0'));
    expect(total('abc_3d', all3, 1_000)).toBe((250 + 210 + 150) * 1_000);
    expect(total('a_3d', all3, 1_000)).toBe(660 * 1_000);
    close(610 / 1_000, RTP.sea4d!.abc_3d!);
    close(660 / 1_000, RTP.sea4d!.a_3d!);
  });

  it('every default returns between 60 % and 98 % (none at or above 100 %)', () => {
    for (const rtp of Object.values(RTP).flatMap((table) => Object.values(table))) {
      expect(rtp).toBeGreaterThanOrEqual(0.6);
      expect(rtp).toBeLessThan(0.99);
    }
  });
});
