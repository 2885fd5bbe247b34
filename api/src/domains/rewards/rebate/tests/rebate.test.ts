import type { RebateClaim, RebatePage } from '@khela/contracts/rewards';
import { runOnDatabase } from '../../../../cli/operator-backends';
import { parseOperatorCommand } from '../../../../cli/operator-command';
import { memberWithSession } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { operatorSession } from '../../../operator/operator-test-kit';
import { testAppForFile } from '../../../../test/test-app';
import { grantAccount, mainWallet } from '../../../wallet';
import { issueGrant } from '../../core/grants';
import { REBATE_AUTO_JOB } from '../rebate-auto';
import { firstDepositGrant, MERCHANT, memberCall, newRequestId, setRates, setRebateSettings, settledBet } from './rebate-test-kit';

const t = testAppForFile();

const page = (member: Parameters<typeof memberCall>[1], language = 'en') => memberCall<RebatePage>(t.app, member, 'GET', '/wps/rewards/rebate', undefined, language);
const claim = (member: Parameters<typeof memberCall>[1], requestId = newRequestId()) => memberCall<RebateClaim>(t.app, member, 'POST', '/wps/rewards/rebate/claim', { requestId });
const main = (memberId: string) => t.app.ledger.available(mainWallet(MERCHANT, memberId));
const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${sql}`, params))[0]!.n);

describe('manual rebate', () => {
  beforeAll(async () => {
    await setRates(t.app, [
      { vipLevel: 0, gameType: 'RNG', ratePpm: 3_000 },
      { vipLevel: 0, gameType: 'RNG', vendorCode: 'JILI', ratePpm: 5_000 },
      { vipLevel: 0, gameType: 'LIVE', ratePpm: 1_500 },
      { vipLevel: 2, gameType: 'RNG', ratePpm: 6_000 },
    ]);
    await setRebateSettings(t.app, { minClaim: 100, multipleX100: 0, autoDaily: false, defaultDailyCap: 50_000 });
  });

  it('accrues valid bets per line (a vendor with its own rate apart), floors each line, pays once per requestId and empties the lines', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rb' });
    await settledBet(t.db, member.id, { gameType: 'RNG', vendor: 'HOUSE', stake: 33_333 });
    await settledBet(t.db, member.id, { gameType: 'RNG', vendor: 'PG', stake: 10_000, payout: 25_000 });
    await settledBet(t.db, member.id, { gameType: 'RNG', vendor: 'JILI', stake: 20_001 });
    await settledBet(t.db, member.id, { gameType: 'LIVE', vendor: 'EVO', stake: 40_000 });
    await settledBet(t.db, member.id, { gameType: 'LIVE', vendor: 'EVO', stake: 5_000, payout: 5_000 }); // a push: no valid bet
    await settledBet(t.db, member.id, { gameType: 'SPORTS', vendor: 'KBOOK', stake: 7_000 }); // no rate at level 0

    const before = await page(member);
    expect(before.status).toBe(200);
    expect(before.value.lines).toEqual([
      { gameType: 'LIVE', vendorCode: '', validBet: 40_000, ratePpm: 1_500, amount: 60 },
      { gameType: 'RNG', vendorCode: '', validBet: 43_333, ratePpm: 3_000, amount: 129 }, // 129.999 floored
      { gameType: 'RNG', vendorCode: 'JILI', validBet: 20_001, ratePpm: 5_000, amount: 100 }, // 100.005 floored
      { gameType: 'SPORTS', vendorCode: '', validBet: 7_000, ratePpm: 0, amount: 0 },
    ]);
    expect(before.value).toMatchObject({ total: 289, minClaim: 100, dailyCap: 50_000, claimedToday: 0, claimable: 289, refusal: null, blockedBy: null, multipleX100: 0 });
    // The reward center shows the rebate line (its button opens this page) and counts it in the badge.
    const center = await memberCall<{ rebate: { claimable: number; min: number } | null }>(t.app, member, 'GET', '/wps/rewards/center');
    expect(center.value.rebate).toEqual({ claimable: 289, min: 100 });

    const requestId = newRequestId();
    const paid = await claim(member, requestId);
    expect(paid.status).toBe(200);
    expect(paid.value).toMatchObject({ kind: 'manual', validBet: 110_334, total: 289, paid: 289, multipleX100: 0, grantId: null });
    expect(paid.value.lines).toHaveLength(4);
    expect(await main(member.id)).toBe(289n);
    // The same request again answers the same claim and pays nothing more.
    const again = await claim(member, requestId);
    expect(again.value.id).toBe(paid.value.id);
    expect(await main(member.id)).toBe(289n);
    const transfers = await t.db.query<{ key: string; kind: string }>("SELECT idempotency_key AS key, kind FROM ledger_transfers WHERE idempotency_key LIKE $1", [`rebate:${member.id}:%`]);
    expect(transfers).toEqual([{ key: `rebate:${member.id}:${requestId}`, kind: 'rebate' }]);

    const after = await page(member);
    expect(after.value).toMatchObject({ lines: [], total: 0, claimedToday: 289, claimable: 0, refusal: 'belowMinimum' });
    expect((await memberCall<{ rebate: unknown }>(t.app, member, 'GET', '/wps/rewards/center')).value.rebate).toBeNull();
    const history = await memberCall<{ records: RebateClaim[]; total: number }>(t.app, member, 'GET', '/wps/rewards/rebate/claims');
    expect(history.value.total).toBe(1);
    expect(history.value.records[0]).toMatchObject({ id: paid.value.id, paid: 289 });
  });

  it('uses the rates of the level the member has when claiming', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rl' });
    await settledBet(t.db, member.id, { gameType: 'RNG', vendor: 'JILI', stake: 100_000 });
    await t.db.query('INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ($1, $2, 2) ON CONFLICT (member_id) DO UPDATE SET vip_level = 2', [MERCHANT, member.id]);
    // Level 2 has no JILI row: the category's rate at level 2 applies.
    expect((await page(member)).value.lines).toEqual([{ gameType: 'RNG', vendorCode: '', validBet: 100_000, ratePpm: 6_000, amount: 600 }]);
    expect((await claim(member)).value).toMatchObject({ vipLevel: 2, paid: 600 });
  });

  it('refuses below the minimum and past the daily cap (consuming what the cap cut), translated, writing nothing', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rc' });
    await settledBet(t.db, member.id, { gameType: 'LIVE', stake: 6_000 }); // 9 paisa
    const below = await claim(member);
    expect(below).toMatchObject({ status: 409, errorCode: 'rebate.belowMinimum', message: 'Your rebate of ৳0.09 is below the minimum claim of ৳1.00. Play on and claim it later.' });
    const belowBn = await memberCall(t.app, member, 'POST', '/wps/rewards/rebate/claim', { requestId: newRequestId() }, 'bn');
    expect(belowBn.message).toContain('সর্বনিম্ন');
    expect(await count('rebate_claims WHERE member_id = $1', [member.id])).toBe(0);
    // The refused claim's drain rolled back too: the bet is still waiting, and counted on the next read.
    expect((await page(member)).value.lines).toEqual([expect.objectContaining({ validBet: 6_000, amount: 9 })]);

    await setRebateSettings(t.app, { defaultDailyCap: 1_000 });
    try {
      await settledBet(t.db, member.id, { gameType: 'RNG', stake: 500_000 }); // ৳15
      const capped = await claim(member);
      expect(capped.value).toMatchObject({ total: 1_509, paid: 1_000 });
      await settledBet(t.db, member.id, { gameType: 'RNG', stake: 100_000 });
      expect((await page(member)).value).toMatchObject({ total: 300, claimedToday: 1_000, claimable: 0, refusal: 'capReached' });
      expect(await claim(member)).toMatchObject({ status: 409, errorCode: 'rebate.cap.reached', message: 'You have reached today’s rebate limit of ৳10.00. Claim again tomorrow.' });
      expect(await main(member.id)).toBe(1_000n);
    } finally {
      await setRebateSettings(t.app, { defaultDailyCap: 50_000 });
    }
  });

  it('pays a bonus with wagering when the brand sets a multiple', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rg' });
    await setRebateSettings(t.app, { multipleX100: 500 });
    try {
      await settledBet(t.db, member.id, { gameType: 'RNG', stake: 100_000 });
      const paid = await claim(member);
      expect(paid.value).toMatchObject({ paid: 300, multipleX100: 500, grantId: expect.any(String) });
      expect(await t.app.ledger.available(grantAccount(MERCHANT, member.id, paid.value.grantId!))).toBe(300n);
      expect(await main(member.id)).toBe(0n);
      const [grant] = await t.db.query<{ source: string; requirement: string }>('SELECT source, requirement::text FROM bonus_grants WHERE id = $1', [paid.value.grantId]);
      expect(grant).toEqual({ source: 'rebate', requirement: '1500' });
    } finally {
      await setRebateSettings(t.app, { multipleX100: 0 });
    }
  });

  it('accrues nothing from bets settled while a first-deposit bonus is active, blocks the claim, and opens again after', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rf' });
    await settledBet(t.db, member.id, { gameType: 'RNG', stake: 50_000, settledAt: new Date(Date.now() - 60_000) });
    await t.app.rewards.drainAll();
    const grant = await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, firstDepositGrant(member.id), new Date(Date.now() - 30_000)));
    await settledBet(t.db, member.id, { gameType: 'RNG', stake: 200_000 });
    await settledBet(t.db, member.id, { gameType: 'LIVE', stake: 40_000 });

    const blocked = await page(member, 'bn');
    expect(blocked.value).toMatchObject({ total: 150, refusal: 'blocked', claimable: 0, blockedBy: { grantId: grant.id, title: 'স্বাগতম বোনাস', amount: 10_000 }, excluded: { bets: 2, validBet: 240_000 } });
    expect(await claim(member)).toMatchObject({ status: 409, errorCode: 'rebate.blocked.bonus' });

    // The bonus ends (wagering met): the rebate opens, still without the bets made during it.
    await t.db.query("UPDATE bonus_grants SET status = 'converted', closed_at = now() WHERE id = $1", [grant.id]);
    await settledBet(t.db, member.id, { gameType: 'RNG', stake: 10_000 });
    expect((await claim(member)).value).toMatchObject({ validBet: 60_000, paid: 180 });
  });

  it('refuses bad input translated, writing nothing', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rx' });
    await settledBet(t.db, member.id, { gameType: 'RNG', stake: 100_000 });
    for (const body of [{}, { requestId: 'short' }, { requestId: 'has spaces in it' }]) {
      const answer = await memberCall(t.app, member, 'POST', '/wps/rewards/rebate/claim', body);
      expect(answer.status).toBe(400);
      expect(answer.success).toBe(false);
      expect(answer.message).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'POST', url: '/wps/rewards/rebate/claim', payload: { requestId: newRequestId() }, headers: { language: 'en' } })).statusCode).toBe(401);
    expect(await count('rebate_claims WHERE member_id = $1', [member.id])).toBe(0);

    const before = await ops<{ rates: unknown[] }>(t.app, 'GET', `/ops/rewards/rebate/rates?merchant=${MERCHANT}`);
    const duplicate = await ops(t.app, 'PUT', '/ops/rewards/rebate/rates', { merchant: MERCHANT, rates: [{ vipLevel: 0, gameType: 'RNG', ratePpm: 1 }, { vipLevel: 0, gameType: 'RNG', vendorCode: '', ratePpm: 2 }] });
    expect(duplicate).toMatchObject({ status: 400, errorCode: 'rebate.rates.duplicate' });
    expect((await ops(t.app, 'PUT', '/ops/rewards/rebate/rates', { merchant: MERCHANT, rates: [{ vipLevel: 0, gameType: 'RNG', ratePpm: 200_000 }] })).status).toBe(400);
    expect((await ops(t.app, 'PUT', '/ops/rewards/rebate/settings', { merchant: MERCHANT, settings: { minClaim: -1 } })).status).toBe(400);
    expect(await ops(t.app, 'PUT', '/ops/rewards/rebate/settings', { merchant: 'nobrand', settings: { minClaim: 1 } })).toMatchObject({ status: 404, errorCode: 'rebate.brand.unknown' });
    expect((await ops<{ rates: unknown[] }>(t.app, 'GET', `/ops/rewards/rebate/rates?merchant=${MERCHANT}`)).value.rates).toEqual(before.value.rates);
  });

  it('records operator changes, from the api and from the CLI on the database', async () => {
    const rates = await ops<{ rates: unknown[] }>(t.app, 'GET', `/ops/rewards/rebate/rates?merchant=${MERCHANT}`);
    const command = parseOperatorCommand(['rewards', 'rebate-rates', '--set', JSON.stringify(rates.value.rates)]);
    expect(command).toMatchObject({ kind: 'rewards', verb: 'rebate-rates', http: { method: 'PUT', path: '/ops/rewards/rebate/rates' } });
    await runOnDatabase(t.db, command as never);
    const settings = parseOperatorCommand(['rewards', 'rebate-settings', '--set', '{"minClaim":100}']);
    expect(await runOnDatabase(t.db, settings as never)).toMatchObject({ settings: { minClaim: 100, defaultDailyCap: 50_000 } });
    const actions = await t.db.query<{ action: string; operator_name: string }>("SELECT action, operator_name FROM operator_actions WHERE action LIKE 'rebate.%' ORDER BY id");
    expect(actions.filter((row) => row.action === 'rebate.rates').length).toBeGreaterThanOrEqual(2);
    expect(actions.filter((row) => row.action === 'rebate.settings').length).toBeGreaterThanOrEqual(2);
    expect(actions.at(-1)).toEqual({ action: 'rebate.settings', operator_name: 'system' });

    // Rules are admin's; reading them and the claims is for any operator of the brand, and only theirs.
    const support = await operatorSession(t.app, 'support', MERCHANT);
    const finance = await operatorSession(t.app, 'finance', MERCHANT);
    const otherBrand = await operatorSession(t.app, 'admin', 'khela2');
    expect((await ops(t.app, 'PUT', '/ops/rewards/rebate/rates', { merchant: MERCHANT, rates: [] }, finance.token)).status).toBe(403);
    expect((await ops(t.app, 'PUT', '/ops/rewards/rebate/settings', { merchant: MERCHANT, settings: { autoDaily: true } }, support.token)).status).toBe(403);
    expect((await ops(t.app, 'GET', `/ops/rewards/rebate/rates?merchant=${MERCHANT}`, undefined, otherBrand.token)).status).toBe(403);
    expect((await ops(t.app, 'GET', `/ops/rewards/rebate/claims?merchant=${MERCHANT}`, undefined, support.token)).status).toBe(200);
    expect((await ops<{ rates: unknown[] }>(t.app, 'GET', `/ops/rewards/rebate/rates?merchant=${MERCHANT}`)).value.rates).toEqual(rates.value.rates);

    expect(() => parseOperatorCommand(['rewards', 'rebate-rates', '--set', '[{"vipLevel":0}]'])).toThrow(/not a rate table/);
    expect(() => parseOperatorCommand(['rewards', 'rebate-settings', '--set', 'nope'])).toThrow(/not JSON/);
    const claims = await runOnDatabase(t.db, parseOperatorCommand(['rewards', 'rebate-claims']) as never);
    expect((claims as { total: number }).total).toBeGreaterThan(0);
    const opsClaims = await ops<{ records: Array<{ account: string }> }>(t.app, 'GET', `/ops/rewards/rebate/claims?merchant=${MERCHANT}&pageSize=5`);
    expect(opsClaims.value.records.length).toBeGreaterThan(0);
  });

  it('the daily auto-claim pays each member once for the day that ended, at 00:30 on the brand clock', async () => {
    const member = await memberWithSession(t.db, { prefix: 'ra' });
    await settledBet(t.db, member.id, { gameType: 'RNG', stake: 100_000 });
    // khela is on Asia/Dhaka (UTC+6): 00:30 on 28 Nov is 18:30 UTC on 27 Nov.
    const slot = new Date('2026-11-27T18:30:00Z');
    const tickAt = (at: string) => t.app.jobs.tick(REBATE_AUTO_JOB, new Date(Date.parse(at) + 1_000));
    expect(await tickAt('2026-11-27T18:30:00Z')).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await main(member.id)).toBe(0n); // autoDaily is off
    await setRebateSettings(t.app, { autoDaily: true });
    try {
      await t.db.query('DELETE FROM job_runs WHERE job_name = $1', [REBATE_AUTO_JOB]);
      await tickAt('2026-11-27T18:30:00Z');
      const [run] = await t.db.query<{ result: unknown }>('SELECT result FROM job_runs WHERE job_name = $1 AND slot = $2', [REBATE_AUTO_JOB, slot]);
      expect(run?.result).toEqual({ brands: [expect.objectContaining({ merchant: MERCHANT, day: '2026-11-27', paid: expect.any(Number) })] });
      expect(await main(member.id)).toBe(300n);
      // Again for the same slot, a later slot of the day, and another instance's run of the day: nothing more.
      await settledBet(t.db, member.id, { gameType: 'RNG', stake: 100_000 });
      await t.db.query('DELETE FROM job_runs WHERE job_name = $1', [REBATE_AUTO_JOB]);
      await tickAt('2026-11-27T18:30:00Z');
      await tickAt('2026-11-27T18:45:00Z');
      await tickAt('2026-11-28T06:00:00Z');
      expect(await main(member.id)).toBe(300n);
      const claims = await t.db.query<{ ledger_key: string; kind: string; day: string }>("SELECT ledger_key, kind, to_char(brand_day, 'YYYY-MM-DD') AS day FROM rebate_claims WHERE member_id = $1", [member.id]);
      expect(claims).toEqual([{ ledger_key: `rebate:auto:${member.id}:2026-11-27`, kind: 'auto', day: '2026-11-27' }]);
      // The next night claims what came since.
      await tickAt('2026-11-28T18:30:00Z');
      expect(await main(member.id)).toBe(600n);
    } finally {
      await setRebateSettings(t.app, { autoDaily: false });
    }
  });

  it('takes the daily cap from the VIP level when VIP sets one, else the brand default', async () => {
    const member = await memberWithSession(t.db, { prefix: 'rv' });
    await t.db.query('INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ($1, $2, 3)', [MERCHANT, member.id]);
    expect((await page(member)).value.dailyCap).toBe(50_000);
    // Before VIP (migration 046) is installed its table is not there: this file makes the columns the cap is read from.
    const [table] = await t.db.query<{ present: boolean }>("SELECT to_regclass('vip_levels') IS NOT NULL AS present");
    if (!table?.present) {
      await t.db.query('CREATE TABLE vip_levels (merchant_code text NOT NULL, level integer NOT NULL, daily_rebate_cap bigint, PRIMARY KEY (merchant_code, level))');
      await t.db.query('INSERT INTO vip_levels (merchant_code, level) VALUES ($1, 3), ($1, 4)', [MERCHANT]);
    }
    await t.db.query('UPDATE vip_levels SET daily_rebate_cap = 123400 WHERE merchant_code = $1 AND level = 3', [MERCHANT]);
    expect((await page(member)).value.dailyCap).toBe(123_400);
    await t.db.query('UPDATE vip_levels SET daily_rebate_cap = NULL WHERE merchant_code = $1 AND level = 3', [MERCHANT]);
    expect((await page(member)).value.dailyCap).toBe(50_000);
  });
});
