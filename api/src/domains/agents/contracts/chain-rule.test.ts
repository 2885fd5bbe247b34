import { checkTiers, fitsUnder, rateUnits } from './chain-rule';
import { nextPeriodStart } from './contract-periods';
import { P } from './contracts-kit';

describe('a contract of its own (checkTiers)', () => {
  test('accepts strictly increasing rates with non-decreasing thresholds', () => {
    expect(checkTiers('daily', [P(0, 0, '0.001'), P(100_000, 3, '0.002'), P(500_000, 5, '0.0035')], 10)).toBeNull();
  });
  test.each([
    ['empty', [], 'contracts.tiers.empty', 0],
    ['too many', [P(0, 0, '0.001'), P(1, 0, '0.002'), P(2, 0, '0.003')], 'contracts.tiers.too.many', 0],
    ['mixed rate types', [P(0, 0, '0.001'), { turnover: 1, activeMembers: 0, rateType: 'F' as const, rate: '500' }], 'contracts.tiers.rate.type.mixed', 2],
    ['zero rate', [P(0, 0, '0')], 'contracts.tiers.rate.invalid', 1],
    ['bad rate text', [P(0, 0, '1e-3')], 'contracts.tiers.rate.invalid', 1],
    ['percent above 100 %', [P(0, 0, '1.5')], 'contracts.tiers.rate.percent.range', 1],
    ['fixed amount with a fraction', [{ turnover: 0, activeMembers: 0, rateType: 'F' as const, rate: '10.5' }], 'contracts.tiers.rate.fixed.whole', 1],
    ['equal rates', [P(0, 0, '0.002'), P(10, 0, '0.002')], 'contracts.tiers.not.increasing', 2],
    ['falling rates', [P(0, 0, '0.003'), P(10, 0, '0.002')], 'contracts.tiers.not.increasing', 2],
    ['falling turnover', [P(100, 0, '0.001'), P(10, 0, '0.002')], 'contracts.tiers.thresholds.decreasing', 2],
    ['falling active members', [P(0, 5, '0.001'), P(10, 4, '0.002')], 'contracts.tiers.thresholds.decreasing', 2],
    ['net loss on a salary', [{ ...P(0, 0, '0.001'), netLoss: 5 }], 'contracts.tiers.net.loss.only.dividend', 1],
  ])('refuses %s', (_name, tiers, key, tier) => {
    expect(checkTiers('daily', tiers, 2)).toEqual({ key, tier });
  });
  test('a dividend may have net-loss thresholds, which must not fall', () => {
    expect(checkTiers('dividend', [{ ...P(0, 0, '0.1'), netLoss: 1000 }, { ...P(0, 0, '0.2'), netLoss: 5000 }], 5)).toBeNull();
    expect(checkTiers('dividend', [{ ...P(0, 0, '0.1'), netLoss: 5000 }, { ...P(0, 0, '0.2'), netLoss: 1000 }], 5)).toEqual({ key: 'contracts.tiers.thresholds.decreasing', tier: 2 });
  });
});

describe('the chain rule (fitsUnder)', () => {
  const upline = [P(0, 0, '0.002'), P(100_000, 5, '0.004')];
  test('each downline tier pays at most the upline tier it meets', () => {
    expect(fitsUnder([P(0, 0, '0.002'), P(100_000, 5, '0.004')], upline)).toBeNull();
    expect(fitsUnder([P(0, 0, '0.001'), P(200_000, 8, '0.0035')], upline)).toBeNull();
  });
  test('a tier above the upline tier it meets is refused, even under the upline top rate', () => {
    // 0.003 at turnover 50,000: the upline pays 0.002 there.
    expect(fitsUnder([P(0, 0, '0.001'), P(50_000, 5, '0.003')], upline)).toEqual({ key: 'contracts.tiers.above.upline', tier: 2 });
    // enough turnover but too few active members for the upline's second tier.
    expect(fitsUnder([P(100_000, 4, '0.003')], upline)).toEqual({ key: 'contracts.tiers.above.upline', tier: 1 });
  });
  test('a rate above the upline top rate is refused', () => {
    expect(fitsUnder([P(900_000, 50, '0.0041')], upline)).toEqual({ key: 'contracts.tiers.above.upline', tier: 1 });
  });
  test('a tier below every upline threshold cannot pay', () => {
    expect(fitsUnder([P(0, 0, '0.001')], [P(10_000, 1, '0.002')])).toEqual({ key: 'contracts.tiers.above.upline', tier: 1 });
  });
  test('rate types must match', () => {
    expect(fitsUnder([{ turnover: 0, activeMembers: 0, rateType: 'F', rate: '100' }], upline)).toEqual({ key: 'contracts.tiers.rate.type.mismatch', tier: 1 });
  });
  test('rates compare as exact decimals', () => {
    expect(rateUnits('0.1')).toBe(100_000n);
    expect(rateUnits('0.000001')).toBe(1n);
    expect(rateUnits('12')).toBe(12_000_000n);
  });
});

describe('the next period start in the brand time zone', () => {
  const dhaka = 'Asia/Dhaka'; // UTC+6, no daylight saving
  const at = new Date('2026-11-26T20:03:10Z'); // 02:03:10 on the 27th in Dhaka
  test.each([
    ['realtime', '2026-11-26T20:05:00.000Z'],
    ['hourly', '2026-11-26T21:00:00.000Z'],
    ['daily', '2026-11-27T18:00:00.000Z'], // midnight of the 28th in Dhaka
    ['weekly', '2026-11-29T18:00:00.000Z'], // Monday 30 November, 00:00 Dhaka
    ['semimonthly', '2026-11-30T18:00:00.000Z'], // 1 December
    ['monthly', '2026-11-30T18:00:00.000Z'],
  ] as const)('%s', (period, expected) => {
    expect(nextPeriodStart(period, at, dhaka).toISOString()).toBe(expected);
  });
  test('a zone with a half-hour offset, and the 16th for semi-monthly', () => {
    expect(nextPeriodStart('hourly', new Date('2026-11-26T10:10:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-26T10:30:00.000Z');
    expect(nextPeriodStart('semimonthly', new Date('2026-12-05T00:00:00Z'), dhaka).toISOString()).toBe('2026-12-15T18:00:00.000Z');
  });
  test('exactly at a boundary, the next one', () => {
    expect(nextPeriodStart('daily', new Date('2026-11-27T18:00:00Z'), dhaka).toISOString()).toBe('2026-11-28T18:00:00.000Z');
  });
});
