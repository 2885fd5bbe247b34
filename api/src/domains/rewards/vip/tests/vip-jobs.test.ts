import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app';
import { memberWithSession, type TestMember } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { OPERATOR_TOKEN, testAppForFile } from '../../../../test/test-app';
import { runRelegation, VIP_MONTHLY_GIFTS_JOB, VIP_RELEGATE_JOB } from '../vip-jobs';
import { taka, TEST_LADDER } from './vip-test-ladder';

const MERCHANT = 'khela2';
// The brand is in Asia/Dhaka (UTC+6): its 1 December 2026 starts at 2026-11-30T18:00Z.
const RELEGATE_SLOT = new Date('2026-11-30T18:20:00Z');
const GIFTS_SLOT = new Date('2026-11-30T18:30:00Z');
const GIFTS_LATER_SLOT = new Date('2026-11-30T19:30:00Z');

describe('VIP jobs: relegation, then the monthly gifts, each once', () => {
  const t = testAppForFile();
  let second: FastifyInstance;
  const notified: string[] = [];

  const member = async (prefix: string, level: number, november?: { validBet: number; deposit: number }) => {
    const m = await memberWithSession(t.db, { merchant: MERCHANT, prefix });
    await t.db.query('INSERT INTO reward_members (merchant_code, member_id, vip_level, vip_valid_bet, vip_deposit) VALUES ($1, $2, $3, $4, $5)', [
      MERCHANT, m.id, level, taka(500_000), taka(50_000),
    ]);
    if (november) {
      await t.db.query("INSERT INTO vip_months (merchant_code, member_id, month, valid_bet, deposit) VALUES ($1, $2, '2026-11-01', $3, $4)", [MERCHANT, m.id, november.validBet, november.deposit]);
    }
    return m;
  };
  const standing = async (m: TestMember) =>
    (await t.db.query<{ vip_level: number; vip_valid_bet: string; vip_deposit: string }>('SELECT vip_level, vip_valid_bet::text, vip_deposit::text FROM reward_members WHERE member_id = $1', [m.id]))[0];
  const monthlyItems = (ids: string[], month: string) =>
    t.db.query<{ member_id: string; amount: string; multiple_x100: number }>(
      "SELECT member_id::text, amount::text, multiple_x100 FROM reward_items WHERE source = 'vip' AND source_ref = $1 AND member_id = ANY($2::bigint[]) ORDER BY member_id",
      [`monthly:${month}`, ids],
    );

  beforeAll(async () => {
    expect((await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, levels: TEST_LADDER, relegation: true })).status).toBe(200);
    // A second api instance on the same database, as in production.
    second = await buildApp({ db: t.db, operatorToken: OPERATOR_TOKEN, siteDir: null });
    await second.ready();
    // Whichever instance runs a slot tells the members' pages (over Redis to the others' sockets).
    for (const app of [t.app, second]) app.rewardCenter.onMemberChange(({ memberId }) => void notified.push(memberId));
  });
  afterAll(async () => {
    await second?.close();
  });

  test('relegates who kept neither threshold, once across instances; the gifts wait for it, then come once at the level after it', async () => {
    const slipping = await member('ja', 2, { validBet: taka(9_000), deposit: taka(1_000) });
    const keeping = await member('jb', 2, { validBet: taka(100), deposit: taka(2_500) });
    const absent = await member('jc', 1);
    const late = await member('jd', 3, { validBet: 0, deposit: 0 });
    // late's November bets are still in the feed: relegation drains them first, and they keep the level.
    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at)
       VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', $4, 0, 'settled', '2026-11-20T10:00:00Z')`,
      [`jd-${late.id}`, MERCHANT, late.id, taka(100_000)],
    );
    const ids = [slipping, keeping, absent, late].map((m) => m.id);

    // The gifts' slot before relegation's has run: it fails (to be retried) and gives nothing.
    expect(await t.app.jobs.runSlot(VIP_MONTHLY_GIFTS_JOB, GIFTS_SLOT)).toMatchObject({ ran: true, status: 'failed', error: expect.stringContaining('rewards.vip-relegate') });
    expect(await monthlyItems(ids, '2026-12')).toEqual([]);

    // Both instances run relegation's work at once (a takeover racing the first runner): each member once.
    const [one, two] = await Promise.all([
      runRelegation(t.db, t.app.rewards, RELEGATE_SLOT, () => new Date(), () => undefined),
      runRelegation(t.db, second.rewards, RELEGATE_SLOT, () => new Date(), () => undefined),
    ]);
    const relegatedHere = (outcomes: typeof one) => outcomes.filter((outcome) => outcome.merchant === MERCHANT).reduce((sum, outcome) => sum + outcome.relegated, 0);
    expect(relegatedHere(one) + relegatedHere(two)).toBe(2);
    // The scheduled slot, ticked by both instances: one runs it, and it finds nobody left to relegate.
    const slots = await Promise.all([t.app.jobs.runSlot(VIP_RELEGATE_JOB, RELEGATE_SLOT), second.jobs.runSlot(VIP_RELEGATE_JOB, RELEGATE_SLOT)]);
    expect(slots.filter((slot) => slot.ran)).toEqual([{ ran: true, status: 'succeeded', attempt: 1 }]);
    const [run] = await t.app.jobs.history({ name: VIP_RELEGATE_JOB });
    expect(run!.result).toMatchObject({ brands: expect.arrayContaining([{ merchant: MERCHANT, month: '2026-12', relegated: 0, kept: 2 }]) });

    expect(await standing(slipping)).toEqual({ vip_level: 1, vip_valid_bet: String(taka(3_000)), vip_deposit: String(taka(1_000)) });
    expect(await standing(keeping)).toMatchObject({ vip_level: 2, vip_valid_bet: String(taka(500_000)) });
    expect(await standing(absent)).toEqual({ vip_level: 0, vip_valid_bet: '0', vip_deposit: '0' });
    expect(await standing(late)).toMatchObject({ vip_level: 3 });
    const changes = await t.db.query<{ member_id: string; from_level: number; to_level: number; month: string }>(
      "SELECT member_id::text, from_level, to_level, month FROM vip_changes WHERE reason = 'relegation' AND member_id = ANY($1::bigint[]) ORDER BY member_id",
      [ids],
    );
    expect(changes).toEqual([
      { member_id: slipping.id, from_level: 2, to_level: 1, month: '2026-12' },
      { member_id: absent.id, from_level: 1, to_level: 0, month: '2026-12' },
    ]);

    // A later slot of the brand's 1st catches the gifts up, on either instance, once.
    const gifts = await Promise.all([t.app.jobs.runSlot(VIP_MONTHLY_GIFTS_JOB, GIFTS_LATER_SLOT), second.jobs.runSlot(VIP_MONTHLY_GIFTS_JOB, GIFTS_LATER_SLOT)]);
    expect(gifts.filter((slot) => slot.ran)).toEqual([{ ran: true, status: 'succeeded', attempt: 1 }]);
    const expected = [
      { member_id: slipping.id, amount: String(taka(20)), multiple_x100: 0 },
      { member_id: keeping.id, amount: String(taka(80)), multiple_x100: 0 },
      { member_id: late.id, amount: String(taka(300)), multiple_x100: 100 },
    ].sort((a, b) => Number(a.member_id) - Number(b.member_id));
    expect(await monthlyItems(ids, '2026-12')).toEqual(expected);
    // Run again (a retry of the first slot, due or not): nothing twice.
    // Due a second ago: PostgreSQL's now() has microseconds and the scheduler's clock only milliseconds,
    // so "due now" could still be in the scheduler's future when the claim comes within the same millisecond.
    await t.db.query("UPDATE job_runs SET next_attempt_at = now() - interval '1 second' WHERE job_name = $1 AND slot = $2", [VIP_MONTHLY_GIFTS_JOB, GIFTS_SLOT]);
    expect(await t.app.jobs.runSlot(VIP_MONTHLY_GIFTS_JOB, GIFTS_SLOT)).toMatchObject({ ran: true, status: 'succeeded' });
    expect(await monthlyItems(ids, '2026-12')).toEqual(expected);
    // Each gifted member's badge was told.
    expect(notified).toEqual(expect.arrayContaining([slipping.id, keeping.id, late.id]));
  });

  test('relegation off (the default): the slot succeeds, nobody goes down, the gifts still come', async () => {
    await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, relegation: false });
    const idle = await member('je', 2);
    // 1 January 2027 in Dhaka.
    expect(await t.app.jobs.runSlot(VIP_RELEGATE_JOB, new Date('2026-12-31T18:20:00Z'))).toMatchObject({ ran: true, status: 'succeeded' });
    expect(await standing(idle)).toMatchObject({ vip_level: 2 });
    expect(await t.app.jobs.runSlot(VIP_MONTHLY_GIFTS_JOB, new Date('2026-12-31T18:30:00Z'))).toMatchObject({ ran: true, status: 'succeeded' });
    expect(await monthlyItems([idle.id], '2027-01')).toEqual([{ member_id: idle.id, amount: String(taka(80)), multiple_x100: 0 }]);
    // A slot that is not the brand's 1st does nothing.
    expect(await t.app.jobs.runSlot(VIP_MONTHLY_GIFTS_JOB, new Date('2027-01-28T18:30:00Z'))).toMatchObject({ ran: true, status: 'succeeded' });
    expect(await monthlyItems([idle.id], '2027-01')).toHaveLength(1);
  });

  test('a run that dies after some members is taken over: the rest are relegated, nobody twice', async () => {
    await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, relegation: true });
    const members = await Promise.all(['jf', 'jg', 'jh'].map((prefix) => member(prefix, 1)));
    // 1 February 2027 in Dhaka. The first runner dies (kill -9) after its first member's commit.
    const slot = new Date('2027-01-31T18:20:00Z');
    let transactions = 0;
    const dying = new Proxy(t.db, {
      get(target, name, receiver) {
        if (name !== 'transaction') return Reflect.get(target, name, receiver);
        return (fn: Parameters<typeof target.transaction>[0]) => {
          transactions += 1;
          if (transactions > 1) throw new Error('killed');
          return target.transaction(fn);
        };
      },
    });
    await expect(runRelegation(dying, t.app.rewards, slot, () => new Date(), () => undefined)).rejects.toThrow('killed');
    await t.db.query(
      "INSERT INTO job_runs (job_name, slot, status, attempts, instance, started_at, lease_until) VALUES ($1, $2, 'running', 1, 'dead-instance', now() - interval '20 minutes', now() - interval '1 minute')",
      [VIP_RELEGATE_JOB, slot],
    );
    expect(await second.jobs.runSlot(VIP_RELEGATE_JOB, slot)).toEqual({ ran: true, status: 'succeeded', attempt: 2 });
    const rows = await t.db.query<{ member_id: string; n: string }>(
      "SELECT member_id::text, count(*)::text AS n FROM vip_changes WHERE reason = 'relegation' AND month = '2027-02' AND member_id = ANY($1::bigint[]) GROUP BY member_id",
      [members.map((m) => m.id)],
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.n === '1')).toBe(true);
    for (const m of members) expect(await standing(m)).toMatchObject({ vip_level: 0 });
  });
});
