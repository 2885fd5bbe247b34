import type { RewardsSummary, VipLevel, VipPage } from '@khela/contracts/rewards';
import { taka, TEST_LADDER } from './vip-test-ladder';
import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { envelope, testAppForFile } from '../../../../test/test-app';
import { operatorSession } from '../../../operator/operator-test-kit';
import { vipDepositListener } from '../vip-counters';

/** A brand of its own, so the demo brand's ladder and members stay out of the figures. */
const MERCHANT = 'khela2';

let sequence = 0;
async function settledBet(t: ReturnType<typeof testAppForFile>, member: TestMember, stake: number, payout: number, settledAt = new Date()): Promise<void> {
  const tx = `vip-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  await t.db.query(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at)
     VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', $4, $5, 'settled', $6)`,
    [tx, member.merchant, member.id, stake, payout, settledAt],
  );
}

describe('VIP: counters, upgrades and their gifts', () => {
  const t = testAppForFile();
  const notified: string[] = [];
  const notices: string[] = [];
  const deposit = (member: TestMember, amount: number, approvedAt = new Date(), fail = false) =>
    t.db.transaction(async (tx) => {
      await vipDepositListener((change) => void notices.push(change.id))(tx, { merchantCode: member.merchant, memberId: member.id, amount: BigInt(amount), approvedAt });
      if (fail) throw new Error('the deposit decision failed after the listener');
    });
  const member = (prefix: string) => memberWithSession(t.db, { merchant: MERCHANT, prefix });
  const level = async (who: TestMember) => Number((await t.db.query<{ vip_level: number }>('SELECT vip_level FROM reward_members WHERE member_id = $1', [who.id]))[0]?.vip_level ?? 0);
  const items = (who: TestMember) => t.db.query<{ source_ref: string; amount: string; multiple_x100: number }>("SELECT source_ref, amount::text, multiple_x100 FROM reward_items WHERE member_id = $1 AND source = 'vip' ORDER BY id", [who.id]);
  const changes = (who: TestMember) => t.db.query<{ from_level: number; to_level: number; reason: string; by: string }>('SELECT from_level, to_level, reason, by FROM vip_changes WHERE member_id = $1 ORDER BY id', [who.id]);
  const get = async <T>(who: TestMember, url: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: who.token, language, merchant: who.merchant } });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  const waitFor = async (check: () => boolean, ms = 3_000) => {
    const until = Date.now() + ms;
    while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    return check();
  };

  beforeAll(async () => {
    const saved = await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, levels: TEST_LADDER });
    expect(saved.status).toBe(200);
    t.app.rewardCenter.onMemberChange(({ memberId }) => void notified.push(memberId));
  });

  test('a jump of several levels gives each level’s gift once, in the transaction that counted; relegated and promoted again, no second gift', async () => {
    const m = await member('vu');
    await deposit(m, taka(25_000));
    // Deposits alone reach no level: each level asks for valid bet too.
    expect(await level(m)).toBe(0);
    await settledBet(t, m, taka(200_000), taka(100_000));
    await settledBet(t, m, taka(50_000), taka(50_000)); // a push: not a valid bet
    await settledBet(t, m, taka(120_000), 0);
    await t.app.rewards.drainAll();
    expect(await level(m)).toBe(3);
    expect(await items(m)).toEqual([
      { source_ref: 'levelup:1', amount: String(taka(50)), multiple_x100: 0 },
      { source_ref: 'levelup:3', amount: String(taka(1_500)), multiple_x100: 100 },
    ]);
    expect(await changes(m)).toEqual([{ from_level: 0, to_level: 3, reason: 'upgrade', by: 'system' }]);
    const [counters] = await t.db.query<{ vip_valid_bet: string; vip_deposit: string }>('SELECT vip_valid_bet::text, vip_deposit::text FROM reward_members WHERE member_id = $1', [m.id]);
    expect(counters).toEqual({ vip_valid_bet: String(taka(320_000)), vip_deposit: String(taka(25_000)) });

    // Down to 0 by an operator (counters to level 0's thresholds), then up again by play: no second gift.
    const down = await ops(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 0, reason: 'bonus abuse review' });
    expect(down.status).toBe(200);
    await deposit(m, taka(25_000));
    await settledBet(t, m, taka(400_000), 0);
    await t.app.rewards.drainAll();
    expect(await level(m)).toBe(3);
    expect((await items(m)).map((item) => item.source_ref)).toEqual(['levelup:1', 'levelup:3']);
    expect((await changes(m)).map((change) => [change.from_level, change.to_level, change.reason])).toEqual([
      [0, 3, 'upgrade'],
      [3, 0, 'operator'],
      [0, 3, 'upgrade'],
    ]);
  });

  test('a deposit that completes a level upgrades in the deposit’s transaction; a rolled-back deposit counts nothing', async () => {
    const m = await member('vd');
    await settledBet(t, m, taka(4_000), 0);
    await t.app.rewards.drainAll();
    expect(await level(m)).toBe(0);
    await expect(deposit(m, taka(1_000), new Date(), true)).rejects.toThrow('failed after');
    expect(await level(m)).toBe(0);
    expect(await items(m)).toEqual([]);
    await deposit(m, taka(1_000));
    expect(await level(m)).toBe(1);
    expect((await items(m)).map((item) => item.source_ref)).toEqual(['levelup:1']);
    const months = await t.db.query<{ deposit: string; valid_bet: string }>('SELECT deposit::text, valid_bet::text FROM vip_months WHERE member_id = $1', [m.id]);
    expect(months).toEqual([{ deposit: String(taka(1_000)), valid_bet: String(taka(4_000)) }]);
  });

  test('racing deposits and the worker promote once and give each gift once', async () => {
    const m = await member('vx');
    await settledBet(t, m, taka(40_000), 0);
    await Promise.all([...Array.from({ length: 8 }, () => deposit(m, taka(1_000))), t.app.rewards.drainAll(), t.app.rewards.drainAll()]);
    await t.app.rewards.drainAll();
    expect(await level(m)).toBe(2);
    expect((await items(m)).map((item) => item.source_ref)).toEqual(['levelup:1']);
    const [counters] = await t.db.query<{ vip_deposit: string; vip_valid_bet: string }>('SELECT vip_deposit::text, vip_valid_bet::text FROM reward_members WHERE member_id = $1', [m.id]);
    expect(counters).toEqual({ vip_deposit: String(taka(8_000)), vip_valid_bet: String(taka(40_000)) });
    const upgrades = await changes(m);
    expect(upgrades.map((change) => change.to_level).at(-1)).toBe(2);
    // Each change goes up from where the previous one left the member: no level given twice.
    expect(upgrades.every((change, index) => change.from_level === (index === 0 ? 0 : upgrades[index - 1]!.to_level))).toBe(true);
  });

  test('counts each bet in the brand month it settled in (Asia/Dhaka)', async () => {
    const m = await member('vm');
    // 2026-10-31 18:30 UTC is 00:30 on 1 November in Dhaka.
    await settledBet(t, m, taka(100), 0, new Date('2026-10-31T17:59:00Z'));
    await settledBet(t, m, taka(200), 0, new Date('2026-10-31T18:30:00Z'));
    await t.app.rewards.drainAll();
    const months = await t.db.query<{ month: string; valid_bet: string }>("SELECT to_char(month, 'YYYY-MM') AS month, valid_bet::text FROM vip_months WHERE member_id = $1 ORDER BY month", [m.id]);
    expect(months).toEqual([{ month: '2026-10', valid_bet: String(taka(100)) }, { month: '2026-11', valid_bet: String(taka(200)) }]);
  });

  test('the label changes live: the push comes after the commit and reads the new label', async () => {
    const m = await member('vl');
    const labels: Array<string | null> = [];
    const stop = t.app.rewardCenter.onMemberChange(({ memberId }) => {
      if (memberId === m.id) void t.app.rewardCenter.summary({ merchantCode: MERCHANT, memberId }).then((summary) => labels.push(summary.vip.label));
    });
    try {
      expect((await get<RewardsSummary>(m, '/wps/rewards/summary')).value.vip).toEqual({ hasVip: true, level: 0, label: 'VIP0' });
      await settledBet(t, m, taka(3_000), 0);
      await t.app.rewards.drainAll();
      await deposit(m, taka(5_000));
      await settledBet(t, m, taka(27_000), 0);
      await t.app.rewards.drainAll();
      expect(await waitFor(() => labels.includes('VIP2'))).toBe(true);
      // Every push read what was committed: never a level the database did not have yet.
      expect(labels.every((label) => label === 'VIP1' || label === 'VIP2')).toBe(true);
      expect((await get<RewardsSummary>(m, '/wps/rewards/summary')).value.vip).toEqual({ hasVip: true, level: 2, label: 'VIP2' });
    } finally {
      stop();
    }
  });

  test('a change whose transaction rolls back is never announced', async () => {
    const m = await member('vr');
    await settledBet(t, m, taka(3_000), 0);
    await t.app.rewards.drainAll();
    notified.length = 0;
    await expect(deposit(m, taka(1_000), new Date(), true)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notified.filter((id) => id === m.id)).toEqual([]);
  });

  test('GET /wps/rewards/vip counts the member’s own latest bets first and shows the ladder, the next level and keeping', async () => {
    const m = await member('vp');
    await deposit(m, taka(1_500));
    await settledBet(t, m, taka(3_500), 0);
    // Not drained by the worker: the page drains the member's own rows.
    const page = await get<VipPage>(m, '/wps/rewards/vip');
    expect(page.status).toBe(200);
    expect(page.value).toMatchObject({
      hasVip: true,
      level: 1,
      label: 'VIP1',
      counters: { validBet: taka(3_500), deposit: taka(1_500) },
      next: { level: 2, validBet: taka(30_000), deposit: taka(5_000) },
      keep: { validBet: taka(3_500), deposit: taka(1_500), requiredValidBet: taka(1_000), requiredDeposit: taka(500), relegation: false },
    });
    expect(page.value.keep.month).toMatch(/^\d{4}-\d{2}$/);
    expect(page.value.levels.map((each) => [each.level, each.name, each.label])).toEqual([
      [0, 'Tier 0', 'VIP0'],
      [1, 'Tier 1', 'VIP1'],
      [2, 'Tier 2', 'VIP2'],
      [3, 'Tier 3', 'VIP3'],
    ]);
    expect(page.value.levels[1]).toMatchObject({ levelUpGift: taka(50), monthlyGift: taka(20), dailyRebateCap: taka(500), pointsBonusPct: 5 });
    const trial = await memberWithSession(t.db, { merchant: MERCHANT, type: TRIAL_TYPE });
    expect((await get(trial, '/wps/rewards/vip')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/wps/rewards/vip', headers: { merchant: MERCHANT } })).statusCode).toBe(401);
  });

  test('VIP off: counters still count, nobody is promoted, no label', async () => {
    const off = await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, enabled: false });
    try {
      expect(off.value).toMatchObject({ enabled: false, relegation: false, levels: expect.any(Array) });
      const m = await member('vo');
      await deposit(m, taka(5_000));
      await settledBet(t, m, taka(40_000), 0);
      await t.app.rewards.drainAll();
      expect(await level(m)).toBe(0);
      expect((await get<RewardsSummary>(m, '/wps/rewards/summary')).value.vip).toEqual({ hasVip: false, level: 0, label: null });
      expect((await get<VipPage>(m, '/wps/rewards/vip')).value).toMatchObject({ hasVip: false, counters: { validBet: taka(40_000), deposit: taka(5_000) } });
    } finally {
      await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, enabled: true });
    }
  });

  test('vip_changes is append-only', async () => {
    const m = await member('va');
    await ops(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 1, reason: 'vip host' });
    await expect(t.db.query('UPDATE vip_changes SET to_level = 3 WHERE member_id = $1', [m.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM vip_changes WHERE member_id = $1', [m.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE vip_changes')).rejects.toThrow(/append-only/);
  });
});

describe('VIP operators: the ladder, a member’s level, the history', () => {
  const t = testAppForFile();
  const member = (prefix: string) => memberWithSession(t.db, { merchant: MERCHANT, prefix });
  const actions = (action: string) => t.db.query<{ target: string; operator_name: string; details: Record<string, unknown> }>('SELECT target, operator_name, details FROM operator_actions WHERE action = $1 ORDER BY id', [action]);

  beforeAll(async () => {
    expect((await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, levels: TEST_LADDER, relegation: true })).status).toBe(200);
  });

  test('the ladder is read and replaced (admin), recorded with what it replaced', async () => {
    const read = await ops<{ levels: VipLevel[]; enabled: boolean; relegation: boolean }>(t.app, 'GET', `/ops/rewards/vip/levels?merchant=${MERCHANT}`);
    expect(read.value).toMatchObject({ enabled: true, relegation: true });
    expect(read.value.levels).toEqual(TEST_LADDER);
    const shorter = TEST_LADDER.slice(0, 3);
    const saved = await ops<{ levels: VipLevel[] }>(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, levels: shorter });
    expect(saved.value.levels).toEqual(shorter);
    const recorded = await actions('vip.levels');
    expect(recorded.at(-1)).toMatchObject({ target: MERCHANT, operator_name: 'system', details: { levels: shorter, previousLevels: TEST_LADDER } });
    await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, levels: TEST_LADDER });
  });

  test('a bad ladder is a translated 4xx and changes nothing', async () => {
    const before = await t.db.query('SELECT * FROM vip_levels WHERE merchant_code = $1 ORDER BY level', [MERCHANT]);
    const recorded = (await actions('vip.levels')).length;
    const cases: Array<[object, number, string]> = [
      [{ merchant: MERCHANT, levels: [TEST_LADDER[0], TEST_LADDER[2]] }, 400, 'vip.levels.gap'],
      [{ merchant: MERCHANT, levels: TEST_LADDER.slice(1) }, 400, 'vip.levels.gap'],
      [{ merchant: MERCHANT, levels: [{ ...TEST_LADDER[0]!, upgradeDeposit: 1 }, TEST_LADDER[1]] }, 400, 'vip.levels.zero'],
      [{ merchant: MERCHANT, levels: [TEST_LADDER[0], TEST_LADDER[1], { ...TEST_LADDER[2]!, upgradeValidBet: 100 }] }, 400, 'vip.levels.order'],
      [{ merchant: MERCHANT, levels: [TEST_LADDER[0], { ...TEST_LADDER[1]!, upgradeValidBet: 0, upgradeDeposit: 0 }] }, 400, 'vip.levels.order'],
      [{ merchant: MERCHANT, levels: [{ ...TEST_LADDER[0]!, label: '   ' }] }, 400, 'vip.levels.name'],
      [{ merchant: MERCHANT }, 400, 'vip.levels.nothing'],
      [{ merchant: MERCHANT, levels: [{ ...TEST_LADDER[0]!, levelUpGift: -1 }] }, 400, 'request.invalid'],
      [{ merchant: MERCHANT, levels: [{ ...TEST_LADDER[0]!, level: 'one' }] }, 400, 'request.invalid'],
      [{ merchant: MERCHANT, levels: [] }, 400, 'request.invalid'],
      [{ merchant: 'nobrand', levels: TEST_LADDER }, 404, 'vip.merchant.unknown'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await t.app.inject({ method: 'PUT', url: '/ops/rewards/vip/levels', headers: { 'x-operator-token': 'test-operator-secret', language: 'bn' }, payload });
      const answer = envelope(response);
      expect([response.statusCode, answer.errorCode]).toEqual([status, code]);
      expect(answer.message).toMatch(/[\u0980-\u09FF]/);
    }
    const { token } = await operatorSession(t.app, 'finance');
    expect((await ops(t.app, 'PUT', '/ops/rewards/vip/levels', { merchant: MERCHANT, levels: TEST_LADDER }, token)).errorCode).toBe('operator.forbidden');
    expect(await t.db.query('SELECT * FROM vip_levels WHERE merchant_code = $1 ORDER BY level', [MERCHANT])).toEqual(before);
    expect(await actions('vip.levels')).toHaveLength(recorded);
  });

  test('an operator sets a level with a reason: no gift unless asked, then once ever; recorded; the history lists it', async () => {
    const m = await member('os');
    const up = await ops<{ change: { fromLevel: number; toLevel: number; reason: string; by: string; note: string }; giftItemId: string | null }>(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 1, reason: 'VIP host promotion' });
    expect(up.value).toMatchObject({ change: { fromLevel: 0, toLevel: 1, reason: 'operator', by: 'system', note: 'VIP host promotion' }, giftItemId: null });
    const withGift = await ops<{ giftItemId: string | null }>(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 3, reason: 'high roller', withGift: true });
    expect(withGift.value.giftItemId).toEqual(expect.any(String));
    await ops(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 1, reason: 'review' });
    const again = await ops<{ giftItemId: string | null }>(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 3, reason: 'again', withGift: true });
    expect(again.value.giftItemId).toBeNull();
    const same = await ops<{ change: unknown }>(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 3, reason: 'no-op' });
    expect(same.value.change).toBeNull();
    const gifts = await t.db.query<{ source_ref: string }>("SELECT source_ref FROM reward_items WHERE member_id = $1 AND source = 'vip'", [m.id]);
    expect(gifts).toEqual([{ source_ref: 'levelup:3' }]);
    // Going up raises the counters to the level's thresholds; going down sets them to its thresholds.
    const [counters] = await t.db.query<{ vip_valid_bet: string; vip_deposit: string }>('SELECT vip_valid_bet::text, vip_deposit::text FROM reward_members WHERE member_id = $1', [m.id]);
    expect(counters).toEqual({ vip_valid_bet: String(taka(300_000)), vip_deposit: String(taka(20_000)) });

    const recorded = (await actions('vip.set')).filter((action) => action.target === m.account);
    expect(recorded.map((action) => [action.details.from, action.details.to, action.details.reason])).toEqual([
      [0, 1, 'VIP host promotion'],
      [1, 3, 'high roller'],
      [3, 1, 'review'],
      [1, 3, 'again'],
    ]);
    const history = await ops<{ changes: Array<{ account: string; toLevel: number; note: string }> }>(t.app, 'GET', `/ops/rewards/vip/changes?merchant=${MERCHANT}&account=${m.account}`);
    expect(history.value.changes.map((change) => [change.account, change.toLevel, change.note])).toEqual([
      [m.account, 3, 'again'],
      [m.account, 1, 'review'],
      [m.account, 3, 'high roller'],
      [m.account, 1, 'VIP host promotion'],
    ]);
  });

  test('bad input for setting a level is a translated 4xx and writes nothing', async () => {
    const m = await member('ob');
    const trial = await memberWithSession(t.db, { merchant: MERCHANT, type: TRIAL_TYPE });
    const cases: Array<[string, object, number, string]> = [
      [m.account, { merchant: MERCHANT, level: 9, reason: 'x' }, 400, 'vip.set.level'],
      [m.account, { merchant: MERCHANT, level: -1, reason: 'x' }, 400, 'request.invalid'],
      [m.account, { merchant: MERCHANT, level: 1 }, 400, 'request.invalid'],
      [m.account, { merchant: MERCHANT, level: 1, reason: '   ' }, 400, 'vip.set.reason'],
      ['nobody-here', { merchant: MERCHANT, level: 1, reason: 'x' }, 404, 'operator.member.unknown'],
      [trial.account, { merchant: MERCHANT, level: 1, reason: 'x' }, 400, 'vip.set.trial'],
    ];
    for (const [account, payload, status, code] of cases) {
      const response = await t.app.inject({ method: 'POST', url: `/ops/rewards/vip/members/${account}`, headers: { 'x-operator-token': 'test-operator-secret', language: 'bn' }, payload });
      const answer = envelope(response);
      expect([response.statusCode, answer.errorCode]).toEqual([status, code]);
      expect(answer.message).toMatch(/[\u0980-\u09FF]/);
    }
    const { token } = await operatorSession(t.app, 'support');
    expect((await ops(t.app, 'POST', `/ops/rewards/vip/members/${m.account}`, { merchant: MERCHANT, level: 1, reason: 'x' }, token)).errorCode).toBe('operator.forbidden');
    expect((await ops(t.app, 'GET', `/ops/rewards/vip/changes?merchant=${MERCHANT}&account=nobody-here`)).errorCode).toBe('operator.member.unknown');
    expect(await t.db.query('SELECT 1 FROM vip_changes WHERE member_id = ANY($1::bigint[])', [[m.id, trial.id]])).toEqual([]);
    expect((await actions('vip.set')).filter((action) => [m.account, trial.account].includes(action.target))).toEqual([]);
  });
});
