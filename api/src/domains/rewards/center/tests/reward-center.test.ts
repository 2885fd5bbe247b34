import type { RewardCenter as RewardCenterWire, RewardClaimAnswer, RewardsSummary } from '@khela/contracts/rewards';
import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { operatorSession } from '../../../operator/operator-test-kit';
import { envelope, testAppForFile } from '../../../../test/test-app';
import { grantAccount, mainWallet, platformAccount, pointsAccount, pointsPool } from '../../../wallet';
import { CENTER_EXPIRY_JOB } from '../center-part';
import { createRewardItem, type NewRewardItem } from '../reward-items';

const MERCHANT = 'khela';

describe('the reward center', () => {
  const t = testAppForFile();

  const gift = (member: TestMember, overrides: Partial<NewRewardItem> = {}, now = new Date()) =>
    t.db.transaction((tx) =>
      createRewardItem(tx, { merchantCode: MERCHANT, memberId: member.id, source: 'operator', sourceRef: `ref-${Math.random().toString(36).slice(2)}`, titleEn: 'A gift', titleBn: 'একটি উপহার', amountKind: 'cash', amount: 5_000n, ...overrides }, now),
    );
  const member = (prefix: string) => memberWithSession(t.db, { prefix });
  const get = async <T>(who: TestMember, url: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: who.token, language } });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  const claim = async (who: TestMember, itemId: string, requestId = `claim-${Math.random().toString(36).slice(2, 12)}`, language = 'en') => {
    const response = await t.app.inject({ method: 'POST', url: `/wps/rewards/center/${itemId}/claim`, headers: { authorization: who.token, language }, payload: { requestId } });
    return { status: response.statusCode, ...envelope<RewardClaimAnswer>(response) };
  };
  const transfersKeyed = async (key: string) => Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = $1', [key]))[0]!.n);

  test('an item is created once per (source, sourceRef), however often its creator runs', async () => {
    const m = await member('ci');
    const request = { source: 'mission', sourceRef: 'progress-7' };
    const first = await gift(m, request);
    const again = await gift(m, { ...request, amount: 9_999n, titleEn: 'Other' });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, item: { id: first.item.id, amount: 5_000n, titleEn: 'A gift' } });
    // Concurrent creators (a job on two instances) make one row too.
    const racing = await Promise.all(Array.from({ length: 8 }, () => gift(m, { source: 'vip', sourceRef: 'monthly:2026-11' })));
    expect(new Set(racing.map((answer) => answer.item.id)).size).toBe(1);
    expect(racing.filter((answer) => answer.created)).toHaveLength(1);
    const rows = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM reward_items WHERE member_id = $1', [m.id]);
    expect(rows[0]!.n).toBe('2');
    // A mistake of the calling part is refused loudly, before anything is written.
    await expect(gift(m, { amountKind: 'points', wagering: { multipleX100: 100 } })).rejects.toThrow(RangeError);
    await expect(gift(m, { source: 'Not Lower' })).rejects.toThrow(RangeError);
    await expect(gift(m, { amount: 0n })).rejects.toThrow(RangeError);
  });

  test('an item expires after the brand’s rewardExpiryDays (30 by default); points items never', async () => {
    const m = await member('ce');
    const now = new Date('2026-11-27T06:00:00Z');
    const cash = await gift(m, {}, now);
    const points = await gift(m, { amountKind: 'points', amount: 250n }, now);
    expect(cash.item.expiresAt).toEqual(new Date('2026-12-27T06:00:00Z'));
    expect(points.item.expiresAt).toBeNull();
    await t.db.query(`INSERT INTO rewards_settings (merchant_code, settings) VALUES ('khela2', '{"center":{"rewardExpiryDays":3}}')`);
    const other = await memberWithSession(t.db, { merchant: 'khela2', prefix: 'ce' });
    const short = await t.db.transaction((tx) => createRewardItem(tx, { merchantCode: 'khela2', memberId: other.id, source: 'operator', sourceRef: 'x', titleEn: 'a', titleBn: 'ক', amountKind: 'cash', amount: 1n }, now));
    expect(short.item.expiresAt).toEqual(new Date('2026-11-30T06:00:00Z'));
  });

  test('a cash item without wagering is paid to the main wallet once; the same request answers again', async () => {
    const m = await member('cc');
    const { item } = await gift(m, { amount: 12_345n });
    const requestId = 'request-one-1';
    const first = await claim(m, item.id, requestId);
    expect(first.status).toBe(200);
    expect(first.value).toMatchObject({ item: { itemId: item.id, status: 'claimed', action: 'none' }, balance: 12_345 });
    const again = await claim(m, item.id, requestId);
    expect([again.status, again.value.balance, again.value.item.status]).toEqual([200, 12_345, 'claimed']);
    const other = await claim(m, item.id, 'another-request');
    expect([other.status, other.errorCode, other.message]).toEqual([409, 'reward.alreadyClaimed', 'This reward has already been claimed.']);
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(12_345n);
    expect(await transfersKeyed(`reward:${item.id}`)).toBe(1);
  });

  test('a cash item with wagering becomes a grant; a points item goes to the points account', async () => {
    const m = await member('cg');
    const { item: bonus } = await gift(m, { amount: 10_000n, wagering: { multipleX100: 300, categories: ['RNG'], expiryDays: 5 } });
    const { item: points } = await gift(m, { amountKind: 'points', amount: 700n });
    expect((await claim(m, bonus.id)).status).toBe(200);
    expect((await claim(m, points.id)).value).toMatchObject({ points: 700, balance: 0 });
    const [grant] = await t.db.query<{ id: string; requirement: string; source: string; source_ref: string; status: string }>(
      'SELECT id::text, requirement::text, source, source_ref, status FROM bonus_grants WHERE member_id = $1',
      [m.id],
    );
    expect(grant).toMatchObject({ requirement: '30000', source: 'reward', source_ref: bonus.id, status: 'active' });
    expect(await t.app.ledger.available(grantAccount(MERCHANT, m.id, grant!.id))).toBe(10_000n);
    expect(await t.app.ledger.available(pointsAccount(MERCHANT, m.id))).toBe(700n);
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(0n);
    const [item] = await t.db.query<{ grant_id: string; transfer_id: string }>('SELECT grant_id::text, transfer_id::text FROM reward_items WHERE id = $1', [bonus.id]);
    expect(item!.grant_id).toBe(grant!.id);
    expect(item!.transfer_id).not.toBeNull();

    const summary = await get<RewardsSummary>(m, '/wps/rewards/summary');
    expect(summary.value).toEqual({ rewardCenter: 0, missions: 0, vip: { hasVip: true, level: 0, label: 'VIP0' }, bonus: { open: 1, amount: 10_000 }, points: 700 });
  });

  test('a wagering item refused by the bonus queue stays claimable, with nothing moved', async () => {
    const m = await member('cq');
    const wagering = { multipleX100: 100, categories: [], expiryDays: 7 };
    const items = [];
    for (let n = 0; n < 5; n += 1) items.push((await gift(m, { amount: 1_000n, wagering })).item);
    for (const item of items.slice(0, 4)) expect((await claim(m, item.id)).status).toBe(200);
    const refused = await claim(m, items[4]!.id);
    expect([refused.status, refused.errorCode]).toEqual([409, 'bonus.queue.full']);
    const [row] = await t.db.query<{ status: string; grant_id: string | null }>('SELECT status, grant_id::text FROM reward_items WHERE id = $1', [items[4]!.id]);
    expect(row).toEqual({ status: 'claimable', grant_id: null });
    expect(await transfersKeyed(`reward:${items[4]!.id}`)).toBe(0);
    const grants = await t.db.query('SELECT 1 FROM bonus_grants WHERE member_id = $1', [m.id]);
    expect(grants).toHaveLength(4);
  });

  test('16 concurrent claims of one item pay it once', async () => {
    const m = await member('cx');
    const { item } = await gift(m, { amount: 777n });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => claim(m, item.id, `racing-claim-${i}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.errorCode)).toEqual(Array(15).fill('reward.alreadyClaimed'));
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(777n);
    expect(await transfersKeyed(`reward:${item.id}`)).toBe(1);
  });

  test('the hourly job expires items past their date; an expired item cannot be claimed and moves nothing', async () => {
    const m = await member('cj');
    const past = new Date(Date.now() - 40 * 86_400_000);
    const { item: old } = await gift(m, {}, past);
    const { item: fresh } = await gift(m);
    const { item: points } = await gift(m, { amountKind: 'points', amount: 5n }, past);
    const refused = await claim(m, old.id);
    expect([refused.status, refused.errorCode]).toEqual([409, 'reward.expired']);

    const slot = t.app.jobs.slotAt(CENTER_EXPIRY_JOB, new Date());
    await t.app.jobs.runSlot(CENTER_EXPIRY_JOB, slot);
    const statuses = await t.db.query<{ id: string; status: string }>('SELECT id::text, status FROM reward_items WHERE member_id = $1 ORDER BY id', [m.id]);
    expect(statuses).toEqual([{ id: old.id, status: 'expired' }, { id: fresh.id, status: 'claimable' }, { id: points.id, status: 'claimable' }]);
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(0n);

    const center = await get<RewardCenterWire>(m, '/wps/rewards/center', 'bn');
    expect(center.value.items.map((line) => [line.itemId, line.status, line.action])).toEqual([
      [fresh.id, 'claimable', 'claim'],
      [points.id, 'claimable', 'claim'],
      [old.id, 'expired', 'none'],
    ]);
    expect(center.value.items[1]!.title).toBe('একটি উপহার');
    expect(center.value.rebate).toBeNull();
  });

  test("the summary counts the center's lines, reads the VIP level and records today's visit in the brand's zone", async () => {
    const m = await member('cs');
    await gift(m);
    await gift(m, { amountKind: 'points', amount: 10n });
    await t.db.query('INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ($1, $2, 3)', [MERCHANT, m.id]);
    const first = await get<RewardsSummary>(m, '/wps/rewards/summary');
    expect(first.value).toMatchObject({ rewardCenter: 2, missions: 0, vip: { hasVip: true, level: 3, label: 'VIP3' }, bonus: { open: 0, amount: 0 }, points: 0 });
    await get(m, '/wps/rewards/summary');
    const days = await t.db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM reward_login_days WHERE member_id = $1", [m.id]);
    const [zone] = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [MERCHANT]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone!.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(days).toEqual([{ day: today }]);
  });

  test("a move on a member's points or bonus accounts notifies their rewards; a main-wallet move alone does not", async () => {
    const m = await member('cn');
    const heard: string[] = [];
    const stop = t.app.rewardCenter.onMemberChange(({ memberId }) => void (memberId === m.id && heard.push(memberId)));
    try {
      await t.app.ledger.transfer({ key: `test-main-${m.id}`, kind: 'adjustment', debit: platformAccount(MERCHANT, 'adjustment'), credit: mainWallet(MERCHANT, m.id), amount: 100n });
      await t.app.ledger.transfer({ key: `test-points-${m.id}`, kind: 'points_adjust', debit: pointsPool(MERCHANT), credit: pointsAccount(MERCHANT, m.id), amount: 40n });
      for (let wait = 0; wait < 50 && heard.length === 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toEqual([m.id]);
    } finally {
      stop();
    }
  });

  test('other parts add center lines and summary fields through the registries', async () => {
    const m = await member('cr');
    t.app.rewardCenter.registerCenterContributor({
      name: `test-lines-${m.id}`,
      lines: async (_db, who) =>
        who.memberId === m.id
          ? { lines: [{ key: 'campaign:WELCOME', source: 'campaign', title: { en: 'Welcome bonus', bn: 'স্বাগতম বোনাস' }, amountKind: 'cash', amount: 50_000n, multipleX100: 300, link: '/promotions/WELCOME', createdAt: new Date(), expiresAt: null }], rebate: { claimable: 1_200n, min: 100n } }
          : {},
    });
    t.app.rewardCenter.registerSummaryContributor({ name: `test-vip-${m.id}`, contribute: async (_db, who) => (who.memberId === m.id ? { missions: 2, vip: { hasVip: true, level: 2, label: 'Gold' } } : {}) });
    expect(() => t.app.rewardCenter.registerSummaryContributor({ name: `test-vip-${m.id}`, contribute: async () => ({}) })).toThrow(/twice/);
    await gift(m);
    const summary = await get<RewardsSummary>(m, '/wps/rewards/summary');
    expect(summary.value).toMatchObject({ rewardCenter: 3, missions: 2, vip: { hasVip: true, level: 2, label: 'Gold' } });
    const center = await get<RewardCenterWire>(m, '/wps/rewards/center');
    expect(center.value.items.map((line) => [line.source, line.action, line.link])).toEqual([['operator', 'claim', null], ['campaign', 'open', '/promotions/WELCOME']]);
    expect(center.value.rebate).toEqual({ claimable: 1_200, min: 100 });
  });

  test('bad input is a translated 4xx and changes nothing', async () => {
    const m = await member('cb');
    const stranger = await member('cb');
    const { item } = await gift(m);
    const cases: Array<[string, object, number, string]> = [
      [`/wps/rewards/center/${item.id}/claim`, {}, 400, 'request.invalid'],
      [`/wps/rewards/center/${item.id}/claim`, { requestId: 'short' }, 400, 'request.invalid'],
      [`/wps/rewards/center/${item.id}/claim`, { requestId: 'has spaces in it' }, 400, 'request.invalid'],
      ['/wps/rewards/center/abc/claim', { requestId: 'request-ok-1' }, 400, 'request.invalid'],
      ['/wps/rewards/center/0/claim', { requestId: 'request-ok-1' }, 400, 'request.invalid'],
      ['/wps/rewards/center/99999999999/claim', { requestId: 'request-ok-1' }, 404, 'reward.unknown'],
    ];
    for (const [url, payload, status, code] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: { authorization: m.token, language: 'bn' }, payload });
      const answer = envelope(response);
      expect([response.statusCode, answer.errorCode]).toEqual([status, code]);
      expect(answer.message).toMatch(/[\u0980-\u09FF]/);
    }
    // Someone else's item is not theirs to see or claim.
    const theirs = await claim(stranger, item.id);
    expect([theirs.status, theirs.errorCode]).toEqual([404, 'reward.unknown']);
    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    expect((await get(trial, '/wps/rewards/summary')).status).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/rewards/center' });
    expect(visitor.statusCode).toBe(401);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM reward_items WHERE id = $1', [item.id]);
    expect(row!.status).toBe('claimable');
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(0n);
  });
});

describe('POST /ops/rewards/center/items (an operator gift)', () => {
  const t = testAppForFile();
  const body = (account: string, overrides: object = {}) => ({ merchant: MERCHANT, account, amountKind: 'cash', amount: 2_000, titleEn: 'Sorry for the wait', titleBn: 'অপেক্ষার জন্য দুঃখিত', requestId: `gift-${Math.random().toString(36).slice(2, 10)}`, ...overrides });

  test('gives an item once per request id and records it', async () => {
    const m = await memberWithSession(t.db, { prefix: 'og' });
    const payload = body(m.account, { multipleX100: 100, categories: ['RNG', 'LIVE'] });
    const first = await ops<{ itemId: string; created: boolean; status: string; expiresAt: string }>(t.app, 'POST', '/ops/rewards/center/items', payload);
    const again = await ops<{ itemId: string; created: boolean }>(t.app, 'POST', '/ops/rewards/center/items', payload);
    expect(first).toMatchObject({ status: 200, value: { created: true, status: 'claimable', account: m.account } });
    expect(again.value).toMatchObject({ itemId: first.value.itemId, created: false });
    const actions = await t.db.query<{ action: string; target: string; details: { itemId: string } }>("SELECT action, target, details FROM operator_actions WHERE action = 'reward.gift' AND target = $1", [m.account]);
    expect(actions).toHaveLength(1);
    expect(actions[0]!.details.itemId).toBe(first.value.itemId);
    const [item] = await t.db.query<{ multiple_x100: number; categories: string[]; source: string }>('SELECT multiple_x100, categories, source FROM reward_items WHERE id = $1', [first.value.itemId]);
    expect(item).toEqual({ multiple_x100: 100, categories: ['RNG', 'LIVE'], source: 'operator' });
  });

  test('bad input is a translated 4xx and gives nothing', async () => {
    const m = await memberWithSession(t.db, { prefix: 'ob' });
    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    const cases: Array<[object, number, string]> = [
      [body(m.account, { amount: 0 }), 400, 'request.invalid'],
      [body(m.account, { amount: 1.5 }), 400, 'request.invalid'],
      [body(m.account, { amountKind: 'gold' }), 400, 'request.invalid'],
      [body(m.account, { titleBn: undefined }), 400, 'request.invalid'],
      [body(m.account, { titleEn: '   ' }), 400, 'reward.gift.title'],
      [body(m.account, { amountKind: 'points', multipleX100: 100 }), 400, 'reward.gift.pointsWagering'],
      [body(m.account, { categories: ['rng'] }), 400, 'request.invalid'],
      [body('nobody-here'), 404, 'operator.member.unknown'],
      [body(trial.account), 400, 'reward.gift.trial'],
    ];
    for (const [payload, status, code] of cases) {
      const answer = await ops(t.app, 'POST', '/ops/rewards/center/items', payload);
      expect([answer.status, answer.errorCode]).toEqual([status, code]);
    }
    const rows = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM reward_items WHERE member_id = ANY($1::bigint[])', [[m.id, trial.id]]);
    expect(rows[0]!.n).toBe('0');
  });

  test('support may not give money', async () => {
    const m = await memberWithSession(t.db, { prefix: 'os' });
    const { token } = await operatorSession(t.app, 'support');
    const answer = await ops(t.app, 'POST', '/ops/rewards/center/items', body(m.account), token);
    expect([answer.status, answer.errorCode]).toEqual([403, 'operator.forbidden']);
  });
});
