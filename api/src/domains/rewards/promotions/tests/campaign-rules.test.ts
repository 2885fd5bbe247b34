import { ApiError } from '../../../../platform/errors';
import { checkCampaignRules } from '../campaigns';
import { depositBonus, grantWagering, rescueAmount, signinDay } from '../reward-rules';
import { prizeSlots, shuffleBySeed } from '../raffle';
import { lastRescuePeriod } from '../rescue-job';

const wagering = { multipleX100: 1000, base: 'bonus', categories: ['RNG', 'LIVE'], expiryDays: 7 };
const deposit = { percentBp: 10_000, cap: 50_000, minDeposit: 10_000, claimWindowHours: 72, wagering };

/** One valid example per kind (the docs' examples), and what breaks each. */
const examples = {
  first_deposit: deposit,
  reload: { ...deposit, percentBp: 1000, depositType: 'daily_first', claimsPerPeriod: 1 },
  daily_signin: { benchmark: 'visit', minAmount: 0, cycle: 'repeat', days: [{ day: 1, amount: 200, multipleX100: 0 }, { day: 2, amount: 500, multipleX100: 100 }] },
  loss_rescue: { period: 'weekly', categories: ['RNG'], bands: [{ minLoss: 50_000, percentBp: 500, cap: 200_000 }], wagering: { ...wagering, multipleX100: 100 } },
  raffle: { drawAt: '2026-12-01T12:00:00Z', entry: 'points', pointsCost: 100, maxEntriesPerMember: 5, prizes: [{ amount: 100_000, count: 1, multipleX100: 0 }] },
  announcement: {},
} as const;

function errorOf(run: () => void): { code: string; field: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.errorCode, field: String(error.params.field ?? '') };
  }
}

describe('campaign rules: one schema per kind', () => {
  it.each(Object.entries(examples))('accepts the %s example', (kind, rules) => {
    expect(errorOf(() => checkCampaignRules(kind as keyof typeof examples, rules, {}))).toBeNull();
  });

  it.each([
    ['first_deposit', { ...deposit, percentBp: 0 }, '/percentBp'],
    ['first_deposit', { ...deposit, cap: -1 }, '/cap'],
    ['first_deposit', { ...deposit, wagering: { ...wagering, base: 'deposit' } }, '/wagering/base'],
    ['first_deposit', { ...deposit, wagering: { ...wagering, categories: ['rng'] } }, '/wagering/categories/0'],
    ['first_deposit', { ...deposit, surprise: 1 }, '/surprise'],
    ['reload', deposit, '/'],
    ['reload', { ...examples.reload, depositType: 'monthly_first' }, '/depositType'],
    ['daily_signin', { ...examples.daily_signin, days: [] }, '/days'],
    ['daily_signin', { ...examples.daily_signin, days: [{ day: 2, amount: 100, multipleX100: 0 }] }, '/days: numbered'],
    ['loss_rescue', { ...examples.loss_rescue, bands: [{ minLoss: 100, maxLoss: 50, percentBp: 100, cap: 10 }] }, '/bands/0: maxLoss below minLoss'],
    ['loss_rescue', { ...examples.loss_rescue, period: 'monthly' }, '/period'],
    ['raffle', { ...examples.raffle, drawAt: 'tomorrow' }, '/drawAt'],
    ['announcement', { percentBp: 100 }, '/percentBp'],
  ] as const)('refuses bad %s rules, naming the field', (kind, rules, field) => {
    const error = errorOf(() => checkCampaignRules(kind, rules, {}));
    expect(error?.code).toBe('promotion.rules.invalid');
    expect(error?.field.startsWith(field)).toBe(true);
  });

  it.each([
    [{ vipLevels: [3, 1] }, '/vipLevels'],
    [{ requires: ['passport'] }, '/requires/0'],
    [{ claimsPerMember: 0 }, '/claimsPerMember'],
    [{ newMembersWithinDays: 'seven' }, '/newMembersWithinDays'],
  ])('refuses bad eligibility %j', (eligibility, field) => {
    const error = errorOf(() => checkCampaignRules('first_deposit', deposit, eligibility));
    expect(error?.code).toBe('promotion.eligibility.invalid');
    expect(error?.field.startsWith(field)).toBe(true);
  });
});

describe('campaign arithmetic', () => {
  it.each([
    [10_000n, 10_000n], // ৳100 → ৳100 at 100 %
    [9_999n, 0n], // below the minimum deposit
    [30_000n, 30_000n],
    [80_000n, 50_000n], // capped at ৳500
  ])('a 100 %% first-deposit bonus on %s is %s', (amount, bonus) => {
    expect(depositBonus(deposit, amount)).toBe(bonus);
  });

  it('rounds a percentage down', () => {
    expect(depositBonus({ percentBp: 1000, cap: 20_000, minDeposit: 0 }, 12_345n)).toBe(1_234n);
  });

  const bands = { bands: [{ minLoss: 50_000, maxLoss: 99_999, percentBp: 500, cap: 200_000 }, { minLoss: 100_000, percentBp: 1000, cap: 5_000 }] };
  it.each([
    [49_999n, 0n],
    [50_000n, 2_500n],
    [99_999n, 4_999n],
    [100_000n, 5_000n], // the second band, capped
    [-10_000n, 0n], // a win is no loss
  ])('a net loss of %s rescues %s', (loss, amount) => {
    expect(rescueAmount(bands, loss)).toBe(amount);
  });

  const days = [{ day: 1, amount: 100, multipleX100: 0 }, { day: 2, amount: 200, multipleX100: 0 }, { day: 3, amount: 300, multipleX100: 0 }];
  it.each([
    ['repeat', null, 1],
    ['repeat', { day: '2026-11-26', streakDay: 1 }, 2],
    ['repeat', { day: '2026-11-26', streakDay: 3 }, 1], // the cycle starts again
    ['repeat', { day: '2026-11-20', streakDay: 2 }, 1], // a gap breaks the streak
    ['once', { day: '2026-11-26', streakDay: 3 }, null], // a one-time cycle is over
    ['once', { day: '2026-11-26', streakDay: 2 }, 3],
  ] as const)('sign-in (%s) after %j is day %s', (cycle, last, day) => {
    expect(signinDay({ cycle, days }, last, '2026-11-27', '2026-11-26')).toBe(day);
  });

  it('wagers the bonus, or the bonus and its deposit', () => {
    expect(grantWagering({ ...wagering, base: 'bonus' } as never, 10_000n, 10_000n).base).toBe(10_000n);
    expect(grantWagering({ ...wagering, base: 'bonus_deposit', maxConvert: 90_000 } as never, 10_000n, 10_000n)).toMatchObject({ base: 20_000n, maxConvert: 90_000n, maxCountedStake: null });
  });

  it('rescues yesterday, or last week from its Monday', () => {
    expect(lastRescuePeriod('daily', '2026-11-27')).toEqual({ start: '2026-11-26', end: '2026-11-27' });
    // 2026-11-27 is a Friday: last week ran Monday 16 to Sunday 22, this week began on the 23rd.
    expect(lastRescuePeriod('weekly', '2026-11-27')).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(lastRescuePeriod('weekly', '2026-11-23')).toEqual({ start: '2026-11-16', end: '2026-11-23' });
  });
});

describe('raffle draw', () => {
  const tickets = Array.from({ length: 20 }, (_, index) => index);
  it('orders the tickets by the recorded seed alone: the same seed, the same winners', () => {
    const seed = 'a'.repeat(64);
    const order = shuffleBySeed(tickets, seed);
    expect(shuffleBySeed(tickets, seed)).toEqual(order);
    expect([...order].sort((x, y) => x - y)).toEqual(tickets);
    expect(shuffleBySeed(tickets, 'b'.repeat(64))).not.toEqual(order);
  });

  it('lays the prizes out first prize first, one slot each', () => {
    expect(prizeSlots({ prizes: [{ amount: 100_000, count: 1, multipleX100: 0 }, { amount: 10_000, count: 2, multipleX100: 100 }] })).toEqual([
      { amount: 100_000, multipleX100: 0, rank: 1 },
      { amount: 10_000, multipleX100: 100, rank: 2 },
      { amount: 10_000, multipleX100: 100, rank: 2 },
    ]);
  });
});
