import type { RebateClaim } from '@khela/contracts/rewards';
import { memberWithSession } from '../../../../test/members';
import { testAppForFile } from '../../../../test/test-app';
import { mainWallet } from '../../../wallet';
import { MERCHANT, memberCall, newRequestId, setRates, setRebateSettings, settledBet } from './rebate-test-kit';

/**
 * Each bet is rebated once (docs/adr/0016 §9): claims racing each other and the feed worker (on
 * PostgreSQL, really at once) lock the member's rewards row, so one pays and the others find
 * nothing left; the same requestId sent many times pays once.
 */
describe('rebate claims under concurrency', () => {
  const t = testAppForFile();

  beforeAll(async () => {
    await setRates(t.app, [{ vipLevel: 0, gameType: 'RNG', ratePpm: 10_000 }]);
    await setRebateSettings(t.app, { minClaim: 100, multipleX100: 0, defaultDailyCap: 10_000_000 });
  });

  it('pays each bet once when claims with different requestIds race each other and the worker', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rk' });
    for (let i = 0; i < 20; i += 1) await settledBet(t.db, member.id, { gameType: 'RNG', stake: 10_000 + i });
    const claims = Array.from({ length: 12 }, () => memberCall<RebateClaim>(t.app, member, 'POST', '/wps/rewards/rebate/claim', { requestId: newRequestId() }));
    const [answers] = await Promise.all([Promise.all(claims), t.app.rewards.drainAll()]);
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.errorCode)).toEqual(Array(11).fill('rebate.belowMinimum'));
    // 20 bets of 10,000 + i: 200,190 valid bet at 1 % = 2,001.90, floored.
    expect(paid[0]!.value).toMatchObject({ validBet: 200_190, paid: 2_001 });
    expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(2_001n);
    const [left] = await t.db.query<{ valid_bet: string }>('SELECT COALESCE(sum(valid_bet), 0)::text AS valid_bet FROM rebate_accruals WHERE member_id = $1', [member.id]);
    expect(left!.valid_bet).toBe('0');
  });

  it('pays once for one requestId sent many times at once', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rq' });
    for (let i = 0; i < 5; i += 1) await settledBet(t.db, member.id, { gameType: 'RNG', stake: 100_000 });
    const requestId = newRequestId();
    const answers = await Promise.all(Array.from({ length: 8 }, () => memberCall<RebateClaim>(t.app, member, 'POST', '/wps/rewards/rebate/claim', { requestId })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.value.id)).size).toBe(1);
    expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(5_000n);
  });
});
