import fc from 'fast-check';
import { testAppForFile } from '../../../../test/test-app';
import { memberWithSession } from '../../../../test/members';
import { auditLedger } from '../../../wallet/tests/ledger-audit';
import { MICRO_PER_POINT, pointsEarned } from '../points-earn';
import { MERCHANT, pointsOf, setRates, settledBet } from './points-kit';

/**
 * The model, written from docs/adr/0016 §8 alone: a bet earns stake/৳100 × rate/1000 points, exact
 * (a fraction); whole points are posted; only what is below a millionth of a point per batch may
 * be lost. It keeps exact rationals as (numerator over 10^7 points).
 */
class EarnModel {
  /** Exact points ever earned, in 1/10^7 points. */
  exact = 0n;
  batches = 0;
  earn(bets: ReadonlyArray<{ stake: number; payout: number; gameType: string }>, rates: Record<string, number>): void {
    this.batches += 1;
    for (const bet of bets) if (bet.payout !== bet.stake) this.exact += BigInt(bet.stake) * BigInt(rates[bet.gameType] ?? 0);
  }
  /** The whole points the member should hold at most, and at least (less one millionth per batch). */
  bounds(): { max: bigint; min: bigint } {
    const tenMillion = 10_000_000n;
    const lostAtMost = BigInt(this.batches) * 10n; // a millionth of a point per batch, in 1/10^7
    return { max: this.exact / tenMillion, min: (this.exact > lostAtMost ? this.exact - lostAtMost : 0n) / tenMillion };
  }
}

const gameTypes = ['RNG', 'SPORTS', 'LOTT', 'NONE'] as const;
const betArb = fc.record({
  stake: fc.integer({ min: 1, max: 5_000_000 }),
  payoutKind: fc.constantFrom('lose', 'push', 'win'),
  gameType: fc.constantFrom(...gameTypes),
}).map(({ stake, payoutKind, gameType }) => ({ stake, gameType, payout: payoutKind === 'lose' ? 0 : payoutKind === 'push' ? stake : stake * 2 }));
const ratesArb = fc.record({ RNG: fc.integer({ min: 0, max: 5_000 }), SPORTS: fc.integer({ min: 0, max: 5_000 }), LOTT: fc.integer({ min: 0, max: 5_000 }) });

describe('points earned from settled bets', () => {
  const t = testAppForFile();

  it('pointsEarned carries the remainder: across any batches the posted points are the model’s, less under a millionth a batch', () => {
    fc.assert(
      fc.property(ratesArb, fc.array(fc.array(betArb, { maxLength: 8 }), { minLength: 1, maxLength: 12 }), (rates, batches) => {
        const model = new EarnModel();
        const table = new Map(Object.entries(rates));
        let posted = 0n;
        let carried = 0n;
        for (const batch of batches) {
          model.earn(batch, rates);
          const earning = pointsEarned(carried, batch.map((bet) => ({ ...bet, stake: BigInt(bet.stake), payout: BigInt(bet.payout) })), table);
          expect(earning.remainder).toBeGreaterThanOrEqual(0n);
          expect(earning.remainder).toBeLessThan(MICRO_PER_POINT);
          posted += earning.points;
          carried = earning.remainder;
        }
        const { max, min } = model.bounds();
        expect(posted).toBeLessThanOrEqual(max);
        expect(posted).toBeGreaterThanOrEqual(min);
      }),
      { numRuns: 300 },
    );
  });

  it('with rates in steps of 10 (the demo rates 1000, 500, 200) nothing at all is lost to rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.array(betArb, { maxLength: 6 }), { minLength: 1, maxLength: 10 }), (batches) => {
        const rates = { RNG: 1_000, SPORTS: 500, LOTT: 200 };
        const model = new EarnModel();
        let posted = 0n;
        let carried = 0n;
        for (const batch of batches) {
          model.earn(batch, rates);
          const earning = pointsEarned(carried, batch.map((bet) => ({ ...bet, stake: BigInt(bet.stake), payout: BigInt(bet.payout) })), new Map(Object.entries(rates)));
          posted += earning.points;
          carried = earning.remainder;
        }
        expect(posted).toBe(model.bounds().max);
        // What is carried is exactly the rest of the model's total.
        expect(posted * 10_000_000n + carried * 10n).toBe(model.exact);
      }),
    );
  });

  it('the feed consumer posts one points_earn per member per batch and keeps the remainder on the member (model-checked through the real feed)', async () => {
    await setRates(t.app, { RNG: 1_000, SPORTS: 500, LOTT: 200 });
    const rates = { RNG: 1_000, SPORTS: 500, LOTT: 200 };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(betArb, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }), async (batches) => {
        const member = await memberWithSession(t.db, { prefix: 'pe' });
        const model = new EarnModel();
        for (const batch of batches) {
          for (const bet of batch) await settledBet(t.db, member.id, bet.stake, bet.payout, bet.gameType);
          await t.app.rewards.drainAll();
          model.earn(batch, rates);
        }
        const expected = model.bounds().max;
        expect(BigInt((await pointsOf(t.app, member)).points)).toBe(expected);
        const [row] = await t.db.query<{ points_remainder: string }>('SELECT points_remainder::text FROM reward_members WHERE member_id = $1', [member.id]);
        expect(BigInt(row?.points_remainder ?? '0') * 10n).toBe(model.exact - expected * 10_000_000n);
        const earns = await t.db.query<{ idempotency_key: string }>(
          `SELECT t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
            WHERE a.kind = 'member_points' AND a.owner_id = $1 AND t.kind = 'points_earn'`,
          [member.id],
        );
        expect(earns.length).toBeLessThanOrEqual(batches.length);
        for (const earn of earns) expect(earn.idempotency_key).toMatch(new RegExp(`^points:earn:${member.id}:\\d+:\\d+$`));
      }),
      { numRuns: 12 },
    );
    expect(await auditLedger(t.db, MERCHANT)).toEqual([]);
  });

  it('a push, a rolled-back bet and a game type without a rate earn nothing; a bet earns once', async () => {
    await setRates(t.app, { RNG: 1_000 });
    const member = await memberWithSession(t.db, { prefix: 'pn' });
    await settledBet(t.db, member.id, 50_000, 50_000, 'RNG'); // push
    await settledBet(t.db, member.id, 50_000, 0, 'ESPORTS'); // no rate
    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status)
       VALUES ('HOUSE', $1, $2, $3, $1, 'house-dice', 'RNG', 50000, 0, 'rolled_back')`,
      [`rb-${member.id}`, MERCHANT, member.id],
    );
    await t.app.rewards.drainAll();
    expect(await pointsOf(t.app, member)).toEqual({ points: 0, earnedTotal: 0, spentTotal: 0 });
    await settledBet(t.db, member.id, 30_000, 0, 'RNG'); // ৳300 at 1 per ৳100
    await t.app.rewards.drainAll();
    await t.app.rewards.drainAll();
    expect(await pointsOf(t.app, member)).toEqual({ points: 3, earnedTotal: 3, spentTotal: 0 });
  });

  it("a VIP level's points bonus adds its share of the batch's points", async () => {
    await setRates(t.app, { RNG: 1_000 });
    const member = await memberWithSession(t.db, { prefix: 'pv' });
    const [rung] = await t.db.query<{ level: number; pct: number }>("SELECT level, points_bonus_pct AS pct FROM vip_levels WHERE merchant_code = $1 AND level = 2", [MERCHANT]);
    expect(rung).toBeDefined();
    await t.db.query('UPDATE vip_levels SET points_bonus_pct = 50 WHERE merchant_code = $1 AND level = 2', [MERCHANT]);
    try {
      await t.db.query('INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ($1, $2, 2)', [MERCHANT, member.id]);
      await settledBet(t.db, member.id, 30_000, 0, 'RNG'); // ৳300 at 1 per ৳100 = 3 points, +50 % = 4.5
      await t.app.rewards.drainAll();
      expect(await pointsOf(t.app, member)).toEqual({ points: 4, earnedTotal: 4, spentTotal: 0 });
      const [row] = await t.db.query<{ rest: string }>('SELECT points_remainder::text AS rest FROM reward_members WHERE member_id = $1', [member.id]);
      expect(row!.rest).toBe(String(MICRO_PER_POINT / 2n));
    } finally {
      await t.db.query('UPDATE vip_levels SET points_bonus_pct = $2 WHERE merchant_code = $1 AND level = 2', [MERCHANT, rung!.pct]);
    }
  });

  it("the balance call drains the member's own settled bets first: it never lags their last bet", async () => {
    await setRates(t.app, { RNG: 2_000 });
    const member = await memberWithSession(t.db, { prefix: 'pl' });
    await settledBet(t.db, member.id, 100_000, 0, 'RNG');
    expect((await pointsOf(t.app, member)).points).toBe(20);
  });
});
