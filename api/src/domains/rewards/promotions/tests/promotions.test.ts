import { randomUUID } from 'node:crypto';
import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { envelope, testAppForFile } from '../../../../test/test-app';
import { grantAccount, mainWallet, pointsAccount, pointsPool } from '../../../wallet';
import { promotionCenterLines } from '../center-lines';
import { drawRaffles } from '../raffle';
import { runRescue } from '../rescue-job';

const t = testAppForFile();
let codes = 0;
const newCode = (prefix: string) => `${prefix}_${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;

const wagering = { multipleX100: 1000, base: 'bonus', categories: ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT'], expiryDays: 7 };
const firstDeposit = { percentBp: 10_000, cap: 50_000, minDeposit: 10_000, claimWindowHours: 72, wagering };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function saveCampaign(body: Record<string, unknown>) {
  return ops<Record<string, unknown>>(t.app, 'POST', '/ops/rewards/campaigns', {
    merchant: 'khela',
    category: 'deposit',
    titleEn: 'Welcome bonus',
    titleBn: 'স্বাগতম বোনাস',
    termsEn: '<p>Play <strong>10×</strong></p>',
    termsBn: '<p>১০× খেলুন</p>',
    startsAt: daysAgo(10),
    ...body,
  });
}

async function campaign(kind: string, rules: object, extra: Record<string, unknown> = {}): Promise<string> {
  const code = newCode(kind.toUpperCase().slice(0, 8));
  const saved = await saveCampaign({ code, kind, rules, ...extra });
  expect(saved).toMatchObject({ status: 200, value: { code } });
  return code;
}

async function member(request: { method: 'GET' | 'POST'; url: string; payload?: object; who?: TestMember | null; language?: string }) {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload ? { payload: request.payload } : {}),
    headers: { language: request.language ?? 'en', ...(request.who ? { authorization: request.who.token } : {}) },
  });
  return { status: response.statusCode, ...envelope<Record<string, unknown> & { status?: string }>(response) };
}

const card = async (who: TestMember | null, code: string) => {
  const list = await member({ method: 'GET', url: '/wps/promotions', who });
  return (list.value.campaigns as Array<{ code: string; status: string | null; action: string }>).find((item) => item.code === code);
};
const join = (who: TestMember, code: string) => member({ method: 'POST', url: `/wps/promotions/${code}/join`, who });
const claim = (who: TestMember, code: string, requestId = randomUUID()) => member({ method: 'POST', url: `/wps/promotions/${code}/claim`, payload: { requestId }, who });

let references = 0;
/** A ৳ deposit through the Rocket channel, approved by the back office (the port runs in that transaction). */
async function deposit(who: TestMember, amount: number): Promise<string> {
  const submitted = await member({
    method: 'POST',
    url: '/wps/payments/deposits',
    who,
    payload: { channel: 'ROCKET', amount, requestId: randomUUID(), reference: `8P${Date.now().toString(36).toUpperCase()}${(references += 1)}`, payerAccount: '01811223344' },
  });
  expect(submitted.status).toBe(200);
  const orderNo = (submitted.value as { orderNo: string }).orderNo;
  expect(await ops(t.app, 'POST', `/ops/payments/deposits/${orderNo}/approve`, { merchant: 'khela' })).toMatchObject({ status: 200 });
  return orderNo;
}

async function bet(who: TestMember, stake: number, payout: number, settledAt: Date = new Date()) {
  const tx = `promo-${randomUUID()}`;
  await t.db.query(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
     VALUES ('HOUSE', $1, 'khela', $2, $1, 'house-dice', 'RNG', $3, $4, 'settled', $5, $5)`,
    [tx, who.id, stake, payout, settledAt],
  );
}

const grantsOf = (who: TestMember) =>
  t.db.query<{ id: string; amount: string; requirement: string; source: string; source_ref: string; categories: string[]; status: string }>(
    "SELECT id::text, amount::text, requirement::text, source, source_ref, categories, status FROM bonus_grants WHERE member_id = $1 ORDER BY id",
    [who.id],
  );
const entriesOf = (who: TestMember, code: string) =>
  t.db.query<{ id: string; status: string; period_key: string; amount: string }>(
    'SELECT e.id::text, e.status, e.period_key, e.amount::text FROM campaign_entries e JOIN campaigns c ON c.id = e.campaign_id WHERE e.member_id = $1 AND c.code = $2 ORDER BY e.id',
    [who.id, code],
  );
const addDevice = (who: TestMember, device: string) => t.db.query('INSERT INTO member_known_devices (member_id, device_hash) VALUES ($1, $2)', [who.id, device]);

describe('promotions: campaigns and their rules', () => {
  it('refuses bad rules with a translated error and writes nothing', async () => {
    const code = newCode('BAD');
    const bad = await saveCampaign({ code, kind: 'first_deposit', rules: { ...firstDeposit, percentBp: 0 } });
    expect(bad).toMatchObject({ status: 400, errorCode: 'promotion.rules.invalid' });
    expect(bad.message).toContain('/percentBp');
    const response = await t.app.inject({ method: 'POST', url: '/ops/rewards/campaigns', headers: { 'x-operator-token': 'test-operator-secret', language: 'bn' }, payload: { merchant: 'khela', code, kind: 'reload', category: 'deposit', titleEn: 'x', titleBn: 'x', startsAt: daysAgo(1), rules: firstDeposit } });
    expect(envelope(response).message).toContain('ক্যাম্পেইনের নিয়ম সঠিক নয়');
    const ends = await saveCampaign({ code, kind: 'announcement', rules: {}, endsAt: daysAgo(20) });
    expect(ends).toMatchObject({ status: 400, errorCode: 'promotion.schedule.invalid' });
    expect(await t.db.query('SELECT 1 FROM campaigns WHERE code = $1', [code])).toEqual([]);
    expect(await t.db.query("SELECT 1 FROM operator_actions WHERE target = $1", [code])).toEqual([]);
  });

  it('sanitizes terms when written and when served, records the save, and keeps a saved kind', async () => {
    const code = await campaign('announcement', {}, { category: 'news', termsEn: '<p onclick="steal()">Read <script>alert(1)</script><a href="javascript:alert(1)">this</a></p>' });
    const [row] = await t.db.query<{ terms_en: string }>('SELECT terms_en FROM campaigns WHERE code = $1', [code]);
    expect(row!.terms_en).not.toMatch(/script|onclick|javascript/);
    // A row edited by hand is sanitized again when served.
    await t.db.query("UPDATE campaigns SET terms_en = '<p>ok</p><img src=x onerror=alert(1)>' WHERE code = $1", [code]);
    const detail = await member({ method: 'GET', url: `/wps/promotions/${code}` });
    expect(detail.value).toMatchObject({ code, kind: 'announcement', status: null, action: 'none' });
    expect(detail.value.terms).toContain('<p>ok</p>');
    expect(detail.value.terms).not.toContain('onerror');
    const [action] = await t.db.query<{ action: string; operator_name: string }>('SELECT action, operator_name FROM operator_actions WHERE target = $1', [code]);
    expect(action).toEqual({ action: 'campaign.save', operator_name: 'system' });
    expect(await saveCampaign({ code, kind: 'first_deposit', rules: firstDeposit })).toMatchObject({ status: 409, errorCode: 'promotion.kind.locked' });
    expect(await ops(t.app, 'POST', `/ops/rewards/campaigns/${code}/disable`, { merchant: 'khela' })).toMatchObject({ status: 200, value: { enabled: false } });
    expect(await member({ method: 'GET', url: `/wps/promotions/${code}` })).toMatchObject({ status: 404, errorCode: 'promotion.unknown' });
  });

  it('shows visitors the cards without statuses, in their language, by category', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const visitor = await member({ method: 'GET', url: '/wps/promotions?category=deposit', language: 'bn' });
    const mine = (visitor.value.campaigns as Array<Record<string, unknown>>).find((item) => item.code === code);
    expect(mine).toMatchObject({ title: 'স্বাগতম বোনাস', status: null, action: 'none', category: 'deposit' });
    expect(visitor.value.categories).toContain('deposit');
    const news = await member({ method: 'GET', url: '/wps/promotions?category=news' });
    expect((news.value.campaigns as Array<{ code: string }>).some((item) => item.code === code)).toBe(false);
    expect(await member({ method: 'GET', url: '/wps/promotions?category=lottery' })).toMatchObject({ status: 400 });
  });
});

describe('promotions: first deposit', () => {
  it('deposit first: Claim within the window, a grant with the campaign’s wagering, the same requestId answers the first answer', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const who = await memberWithSession(t.db, { prefix: 'fd1' });
    expect(await card(who, code)).toMatchObject({ status: 'join', action: 'join' });
    await deposit(who, 10_000);
    expect(await card(who, code)).toMatchObject({ status: 'claim', action: 'claim' });
    // The reward center lists it, with the link to the promotion's own Claim.
    const [line] = (await promotionCenterLines(t.db, { merchantCode: 'khela', memberId: who.id }, new Date())).filter((candidate) => candidate.link === `/promotions/${code}`);
    expect(line).toMatchObject({ source: 'campaign', amount: 10_000n, multipleX100: 1000, title: { en: 'Welcome bonus' } });
    expect(line!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);

    const requestId = randomUUID();
    const claimed = await claim(who, code, requestId);
    expect(claimed).toMatchObject({ status: 200, value: { status: 'claimed', amount: 10_000, deposit: 10_000, requirement: 100_000 } });
    const [grant] = await grantsOf(who);
    expect(grant).toMatchObject({ amount: '10000', requirement: '100000', source: 'campaign', status: 'active', categories: wagering.categories });
    expect(grant!.source_ref).toBe((claimed.value as { id: string }).id);
    // The rebate part knows a first-deposit bonus by this detail (docs/rewards.md "Manual rebate").
    expect(await t.db.query("SELECT details ->> 'kind' AS kind, details ->> 'campaign' AS campaign FROM bonus_grants WHERE id = $1", [grant!.id])).toEqual([{ kind: 'first_deposit', campaign: code }]);
    expect(await t.app.ledger.available(grantAccount('khela', who.id, grant!.id))).toBe(10_000n);
    expect(await t.app.ledger.available(mainWallet('khela', who.id))).toBe(10_000n);

    expect(await claim(who, code, requestId)).toMatchObject({ status: 200, value: { id: (claimed.value as { id: string }).id, status: 'claimed' } });
    expect(await claim(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.done' });
    expect(await grantsOf(who)).toHaveLength(1);
    expect(await card(who, code)).toMatchObject({ status: 'claimed', action: 'none' });
  });

  it('deposit first, then a bet: the Claim is gone (the bonus cannot follow play)', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const who = await memberWithSession(t.db, { prefix: 'fd2' });
    await deposit(who, 20_000);
    await bet(who, 1_000, 0);
    expect(await card(who, code)).toMatchObject({ status: 'close' });
    expect(await claim(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.window' });
    expect(await promotionCenterLines(t.db, { merchantCode: 'khela', memberId: who.id }, new Date())).toEqual([]);
    expect(await grantsOf(who)).toEqual([]);
  });

  it('a deposit below the minimum earns nothing, and the first deposit is the only one', async () => {
    const code = await campaign('first_deposit', { ...firstDeposit, minDeposit: 50_000 });
    const who = await memberWithSession(t.db, { prefix: 'fd3' });
    await deposit(who, 10_000);
    await deposit(who, 60_000);
    expect(await entriesOf(who, code)).toEqual([]);
    expect(await card(who, code)).toMatchObject({ status: 'close' });
    expect(await join(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.join.closed' });
  });

  it('join first: the deposit’s approval issues the bonus in its own transaction', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const who = await memberWithSession(t.db, { prefix: 'fd4' });
    expect(await join(who, code)).toMatchObject({ status: 200, value: { status: 'joined' } });
    expect(await join(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.join.done' });
    expect(await card(who, code)).toMatchObject({ status: 'joined', action: 'none' });
    await deposit(who, 30_000);
    expect(await entriesOf(who, code)).toEqual([expect.objectContaining({ status: 'ISSUED', amount: '30000' })]);
    expect(await grantsOf(who)).toEqual([expect.objectContaining({ amount: '30000', requirement: '300000' })]);
    expect(await card(who, code)).toMatchObject({ status: 'issued' });
  });
});

describe('promotions: reload', () => {
  const reload = { ...firstDeposit, percentBp: 1000, cap: 20_000, depositType: 'daily_first', claimsPerPeriod: 1, wagering: { ...wagering, multipleX100: 500 } };

  it('the day’s first deposit earns a Claim; the day’s next deposit earns nothing more', async () => {
    const code = await campaign('reload', reload);
    const who = await memberWithSession(t.db, { prefix: 'rl1' });
    await deposit(who, 50_000);
    await deposit(who, 80_000);
    expect(await entriesOf(who, code)).toEqual([expect.objectContaining({ status: 'CLAIM', amount: '5000' })]);
    expect(await card(who, code)).toMatchObject({ status: 'claim' });
    expect(await claim(who, code)).toMatchObject({ status: 200, value: { status: 'claimed', amount: 5_000, requirement: 25_000 } });
    expect(await card(who, code)).toMatchObject({ status: 'claimed', action: 'none' });
    expect(await join(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.join.closed' });
  });

  it('joined before the day’s first deposit: the deposit issues it', async () => {
    const code = await campaign('reload', { ...reload, depositType: 'any', claimsPerPeriod: 2 });
    const who = await memberWithSession(t.db, { prefix: 'rl2' });
    expect(await join(who, code)).toMatchObject({ status: 200, value: { status: 'joined' } });
    await deposit(who, 30_000);
    expect(await entriesOf(who, code)).toEqual([expect.objectContaining({ status: 'ISSUED', amount: '3000' })]);
    // One more this day: the card offers Join again, and a deposit without joining earns a Claim.
    expect(await card(who, code)).toMatchObject({ status: 'join' });
    await deposit(who, 40_000);
    expect(await entriesOf(who, code)).toEqual([expect.objectContaining({ status: 'ISSUED' }), expect.objectContaining({ status: 'CLAIM', amount: '4000' })]);
  });
});

describe('promotions: operators’ roles', () => {
  it('support reads campaigns and claims, but cannot change a rule or decide a claim', async () => {
    const code = await campaign('announcement', {}, { category: 'news' });
    const username = `promosupport${Math.floor(Math.random() * 100_000)}`;
    expect(await ops(t.app, 'POST', '/ops/operators', { username, password: 'Support-pass-2026!', role: 'support', merchant: null })).toMatchObject({ status: 200 });
    const login = await ops<{ token: string }>(t.app, 'POST', '/ops/session/login', { username, password: 'Support-pass-2026!' }, null);
    const support = login.value.token;
    expect(await ops(t.app, 'GET', '/ops/rewards/campaigns?merchant=khela', undefined, support)).toMatchObject({ status: 200 });
    expect(await ops(t.app, 'GET', '/ops/rewards/claims?merchant=khela', undefined, support)).toMatchObject({ status: 200 });
    expect(await ops(t.app, 'POST', `/ops/rewards/campaigns/${code}/disable`, { merchant: 'khela' }, support)).toMatchObject({ status: 403, errorCode: 'operator.forbidden' });
    expect(await ops(t.app, 'POST', '/ops/rewards/claims/1/approve', { merchant: 'khela' }, support)).toMatchObject({ status: 403, errorCode: 'operator.forbidden' });
    expect(await ops(t.app, 'POST', '/ops/rewards/claims/999999999/approve', { merchant: 'khela' })).toMatchObject({ status: 404, errorCode: 'promotion.claim.unknown' });
  });
});

describe('promotions: eligibility', () => {
  it('trial accounts never; each switch names the rule it failed', async () => {
    const trial = await memberWithSession(t.db, { prefix: 'el0', type: TRIAL_TYPE });
    const open = await campaign('first_deposit', firstDeposit);
    expect(await join(trial, open)).toMatchObject({ status: 403, errorCode: 'account.trial' });

    const who = await memberWithSession(t.db, { prefix: 'el1' });
    const mobile = await campaign('first_deposit', firstDeposit, { eligibility: { requires: ['mobile'] } });
    expect(await join(who, mobile)).toMatchObject({ status: 403, errorCode: 'promotion.notEligible', value: { rule: 'mobile' } });
    expect(await card(who, mobile)).toMatchObject({ status: 'close' });
    await t.db.query("UPDATE members SET country_dialing_code = '880', mobile = $2 WHERE id = $1", [who.id, `17${Math.floor(10_000_000 + Math.random() * 89_999_999)}`]);
    expect(await card(who, mobile)).toMatchObject({ status: 'join' });

    const vip = await campaign('first_deposit', firstDeposit, { eligibility: { vipLevels: [2, 6] } });
    expect(await join(who, vip)).toMatchObject({ status: 403, value: { rule: 'vipLevels' } });
    await t.db.query("INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ('khela', $1, 3) ON CONFLICT (member_id) DO UPDATE SET vip_level = 3", [who.id]);
    expect(await card(who, vip)).toMatchObject({ status: 'join' });

    const fresh = await campaign('first_deposit', firstDeposit, { eligibility: { newMembersWithinDays: 7 } });
    await t.db.query("UPDATE members SET created_at = now() - interval '8 days' WHERE id = $1", [who.id]);
    expect(await join(who, fresh)).toMatchObject({ status: 403, value: { rule: 'newMembersWithinDays' } });

    const payout = await campaign('loss_rescue', { period: 'daily', categories: [], bands: [{ minLoss: 100, percentBp: 1000, cap: 1000 }], wagering: { ...wagering, multipleX100: 0 } }, { category: 'rescue', eligibility: { requires: ['payoutAccount', 'realName'] } });
    expect(await join(who, payout)).toMatchObject({ status: 403, value: { rule: 'payoutAccount' } });
    expect(await entriesOf(who, payout)).toEqual([]);
  });
});

/** The brand's abuse switch, as `pnpm operator rewards settings set --abuse …` sets it (recorded as rewards.settings). */
async function switchAbuse(kinds: string[]) {
  expect(await ops(t.app, 'PUT', '/ops/rewards/settings', { merchant: 'khela', core: { abuse: kinds } })).toMatchObject({ status: 200, value: { core: { abuse: kinds } } });
}

describe('promotions: abuse', () => {
  let demo: string[] = [];
  beforeAll(async () => {
    demo = (await ops<{ core: { abuse: string[] } }>(t.app, 'GET', '/ops/rewards/settings?merchant=khela')).value.core.abuse;
    expect(demo).toEqual(['mobile', 'device']); // the demo brand's switch (seed/demo-promotions.ts)
  });
  beforeEach(() => switchAbuse(['mobile', 'payoutAccount', 'device']));
  afterAll(() => switchAbuse(demo));

  it('the checks are the brand’s switch: off, nothing is refused; each kind switched on refuses on its own', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const device = `dev-${randomUUID()}`;
    const mobile = `17${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const setMobile = (who: TestMember | null, other: TestMember) =>
      t.db.query("UPDATE members SET country_dialing_code = '880', mobile = CASE WHEN id = $1 THEN $3 ELSE NULL END WHERE id IN ($1, $2)", [who?.id ?? '0', other.id, mobile]);
    const deviceMember = async (prefix: string) => {
      const who = await memberWithSession(t.db, { prefix });
      await addDevice(who, device);
      await deposit(who, 10_000);
      return who;
    };

    // Off: two members on one device are both paid, and no fingerprint is kept.
    await switchAbuse([]);
    const [a, b] = [await deviceMember('sw1'), await deviceMember('sw2')];
    expect(await claim(a, code)).toMatchObject({ status: 200 });
    expect(await claim(b, code)).toMatchObject({ status: 200 });
    expect(await t.db.query('SELECT kind FROM bonus_fingerprints WHERE member_id = ANY($1::bigint[])', [[a.id, b.id]])).toEqual([]);
    // What the switch let through is still there for review: the two grant holders share a device.
    const shared = await ops<{ groups: Array<{ kind: string; accounts: string[] }> }>(t.app, 'GET', '/ops/rewards/abuse?merchant=khela');
    expect(shared.value.groups).toContainEqual(expect.objectContaining({ kind: 'device', accounts: expect.arrayContaining([a.account, b.account]) }));

    // Devices on (recorded in the action record): the first claim keeps the device, the next on it is refused.
    await switchAbuse(['device']);
    const [recorded] = await t.db.query<{ details: Record<string, unknown> }>("SELECT details FROM operator_actions WHERE action = 'rewards.settings' ORDER BY id DESC LIMIT 1");
    expect(recorded?.details).toEqual({ change: { abuse: ['device'] } });
    const [c, d] = [await deviceMember('sw3'), await deviceMember('sw4')];
    expect(await claim(c, code)).toMatchObject({ status: 200 });
    expect(await claim(d, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.duplicate' });

    // Mobile only: the shared device no longer refuses; a mobile number that had the offer does.
    await switchAbuse(['mobile']);
    const e = await deviceMember('sw5');
    await setMobile(e, e);
    expect(await claim(e, code)).toMatchObject({ status: 200 });
    const f = await memberWithSession(t.db, { prefix: 'sw6' });
    await deposit(f, 10_000);
    await setMobile(f, e); // the number moves to f
    expect(await claim(f, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.duplicate' });
  });

  it('one first-deposit bonus per device: the second member is refused without saying why', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const device = `dev-${randomUUID()}`;
    const [a, b] = [await memberWithSession(t.db, { prefix: 'ab1' }), await memberWithSession(t.db, { prefix: 'ab2' })];
    await addDevice(a, device);
    await addDevice(b, device);
    await deposit(a, 10_000);
    await deposit(b, 10_000);
    expect(await claim(a, code)).toMatchObject({ status: 200 });
    const refused = await claim(b, code);
    expect(refused).toMatchObject({ status: 409, errorCode: 'promotion.claim.duplicate', message: 'This offer has already been used by this person or device.' });
    expect(await grantsOf(b)).toEqual([]);
    expect(await entriesOf(b, code)).toEqual([expect.objectContaining({ status: 'CLAIM' })]);
    const abuse = await ops<{ groups: Array<{ kind: string; accounts: string[] }> }>(t.app, 'GET', '/ops/rewards/abuse?merchant=khela');
    // b holds no grant: nothing shared between these grant holders (other tests' holders may share their own devices).
    expect(abuse.value.groups.filter((group) => group.accounts.includes(a.account) || group.accounts.includes(b.account))).toEqual([]);
  });

  it('joined first but the device had the offer: the deposit goes through, the entry is Rejected with a translated reason', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const device = `dev-${randomUUID()}`;
    const [a, b] = [await memberWithSession(t.db, { prefix: 'ab3' }), await memberWithSession(t.db, { prefix: 'ab4' })];
    await addDevice(a, device);
    await addDevice(b, device);
    await deposit(a, 10_000);
    expect(await claim(a, code)).toMatchObject({ status: 200 });
    expect(await join(b, code)).toMatchObject({ status: 200 });
    await deposit(b, 10_000);
    expect(await t.app.ledger.available(mainWallet('khela', b.id))).toBe(10_000n);
    expect(await grantsOf(b)).toEqual([]);
    const detail = await member({ method: 'GET', url: `/wps/promotions/${code}`, who: b, language: 'bn' });
    expect(detail.value).toMatchObject({ status: 'rejected', entry: { status: 'rejected', reason: 'এই অফারটি এই ব্যক্তি বা ডিভাইস দিয়ে আগেই ব্যবহার করা হয়েছিল।' } });
  });

  it('two racing claims sharing a device: exactly one wins', async () => {
    const code = await campaign('first_deposit', firstDeposit);
    const device = `dev-${randomUUID()}`;
    const racers = [await memberWithSession(t.db, { prefix: 'ra1' }), await memberWithSession(t.db, { prefix: 'ra2' })];
    for (const racer of racers) {
      await addDevice(racer, device);
      await deposit(racer, 10_000);
    }
    const answers = await Promise.all(racers.map((racer) => claim(racer, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject({ errorCode: 'promotion.claim.duplicate' });
    const grants = await t.db.query("SELECT member_id FROM bonus_grants WHERE member_id = ANY($1::bigint[]) AND source = 'campaign'", [racers.map((racer) => racer.id)]);
    expect(grants).toHaveLength(1);
    expect(await t.db.query('SELECT kind FROM bonus_fingerprints WHERE member_id = ANY($1::bigint[])', [racers.map((racer) => racer.id)])).toEqual([{ kind: 'device' }]);
  });
});

describe('promotions: operator approval', () => {
  it('Applying until finance decides: approve pays once and is recorded, reject pays nothing and gives the reason', async () => {
    const code = await campaign('first_deposit', firstDeposit, { approval: 'operator' });
    const [a, b] = [await memberWithSession(t.db, { prefix: 'ap1' }), await memberWithSession(t.db, { prefix: 'ap2' })];
    await deposit(a, 10_000);
    await deposit(b, 10_000);
    const first = await claim(a, code);
    expect(first).toMatchObject({ status: 200, value: { status: 'applying' } });
    expect(await claim(b, code)).toMatchObject({ status: 200, value: { status: 'applying' } });
    expect(await grantsOf(a)).toEqual([]);

    const waiting = await ops<{ claims: Array<{ id: string; account: string; campaign: string }> }>(t.app, 'GET', '/ops/rewards/claims?merchant=khela&status=APPLYING');
    const [claimA, claimB] = [a, b].map((who) => waiting.value.claims.find((row) => row.account === who.account && row.campaign === code)!);
    expect(claimA).toBeDefined();

    const approved = await ops(t.app, 'POST', `/ops/rewards/claims/${claimA!.id}/approve`, { merchant: 'khela' });
    expect(approved).toMatchObject({ status: 200, value: { status: 'CLAIMED', decidedBy: 'system' } });
    expect(await ops(t.app, 'POST', `/ops/rewards/claims/${claimA!.id}/approve`, { merchant: 'khela' })).toMatchObject({ status: 409, errorCode: 'promotion.claim.notApplying' });
    expect(await grantsOf(a)).toHaveLength(1);
    expect(await card(a, code)).toMatchObject({ status: 'claimed' });

    expect(await ops(t.app, 'POST', `/ops/rewards/claims/${claimB!.id}/reject`, { merchant: 'khela', reason: ' ' })).toMatchObject({ status: 400, errorCode: 'promotion.reason.required' });
    expect(await ops(t.app, 'POST', `/ops/rewards/claims/${claimB!.id}/reject`, { merchant: 'khela', reason: 'Duplicate household' })).toMatchObject({ status: 200, value: { status: 'REJECTED', reason: 'Duplicate household' } });
    expect(await grantsOf(b)).toEqual([]);
    const detail = await member({ method: 'GET', url: `/wps/promotions/${code}`, who: b });
    expect(detail.value).toMatchObject({ status: 'rejected', entry: { status: 'rejected', reason: 'Duplicate household' } });
    const actions = await t.db.query<{ action: string }>('SELECT action FROM operator_actions WHERE target = ANY($1::text[]) ORDER BY id', [[claimA!.id, claimB!.id]]);
    expect(actions.map((row) => row.action)).toEqual(['claim.approve', 'claim.reject']);
  });
});

describe('promotions: daily sign-in and loss rescue', () => {
  it('signs in once a day: cash with no wagering, then signed', async () => {
    const code = await campaign('daily_signin', { benchmark: 'visit', minAmount: 0, cycle: 'repeat', days: [{ day: 1, amount: 200, multipleX100: 0 }, { day: 2, amount: 500, multipleX100: 0 }] }, { category: 'daily' });
    const who = await memberWithSession(t.db, { prefix: 'si1' });
    expect(await card(who, code)).toMatchObject({ status: 'claim', action: 'claim' });
    expect(await claim(who, code)).toMatchObject({ status: 200, value: { status: 'claimed', amount: 200 } });
    expect(await t.app.ledger.available(mainWallet('khela', who.id))).toBe(200n);
    expect(await card(who, code)).toMatchObject({ status: 'signed', action: 'none' });
    expect(await claim(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.done' });
    expect(await t.app.ledger.available(mainWallet('khela', who.id))).toBe(200n);
  });

  it('a deposit benchmark waits for the deposit (Process), then Claim', async () => {
    const code = await campaign('daily_signin', { benchmark: 'deposit', minAmount: 10_000, cycle: 'once', days: [{ day: 1, amount: 300, multipleX100: 100 }] }, { category: 'daily' });
    const who = await memberWithSession(t.db, { prefix: 'si2' });
    expect(await card(who, code)).toMatchObject({ status: 'process' });
    expect(await claim(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.nothing' });
    await deposit(who, 10_000);
    expect(await card(who, code)).toMatchObject({ status: 'claim' });
    expect(await claim(who, code)).toMatchObject({ status: 200, value: { status: 'claimed', requirement: 300 } });
  });

  it('the rescue job run by two instances at once and again writes each member’s period once', async () => {
    const code = await campaign('loss_rescue', { period: 'daily', categories: ['RNG'], bands: [{ minLoss: 50_000, percentBp: 1000, cap: 20_000 }], wagering: { ...wagering, multipleX100: 0 } }, { category: 'rescue' });
    const [loser, winner, absent] = [await memberWithSession(t.db, { prefix: 'rs1' }), await memberWithSession(t.db, { prefix: 'rs2' }), await memberWithSession(t.db, { prefix: 'rs3' })];
    expect(await card(loser, code)).toMatchObject({ status: 'join' });
    for (const who of [loser, winner]) expect(await join(who, code)).toMatchObject({ status: 200, value: { status: 'process' } });
    const yesterday = new Date(Date.now() - 86_400_000);
    await bet(loser, 80_000, 10_000, yesterday);
    await bet(winner, 10_000, 90_000, yesterday);
    await bet(absent, 80_000, 0, yesterday);
    await bet(loser, 50_000, 0); // today's loss belongs to the next period

    // Two instances at once (a real race on PostgreSQL), then a retry: each period is written once.
    await Promise.all([runRescue(t.db, new Date()), runRescue(t.db, new Date())]);
    await runRescue(t.db, new Date());
    expect(await entriesOf(loser, code)).toEqual([expect.objectContaining({ period_key: 'join' }), expect.objectContaining({ status: 'CLAIM', amount: '7000' })]);
    expect(await entriesOf(winner, code)).toEqual([expect.objectContaining({ period_key: 'join' })]);
    expect(await entriesOf(absent, code)).toEqual([]);
    expect(await card(loser, code)).toMatchObject({ status: 'claim' });
    expect(await claim(loser, code)).toMatchObject({ status: 200, value: { status: 'claimed', amount: 7_000 } });
    expect(await t.app.ledger.available(mainWallet('khela', loser.id))).toBe(7_000n);
    expect(await card(loser, code)).toMatchObject({ status: 'process' });
  });
});

describe('promotions: raffle', () => {
  const raffleRules = (drawAt: string, extra: object = {}) => ({ drawAt, entry: 'free', maxEntriesPerMember: 2, prizes: [{ amount: 10_000, count: 1, multipleX100: 0 }, { amount: 1_000, count: 5, multipleX100: 100 }], ...extra });
  const buy = (who: TestMember, code: string, requestId = randomUUID()) => member({ method: 'POST', url: `/wps/promotions/${code}/raffle`, payload: { requestId }, who });

  it('sells tickets up to the cap before the draw, draws once, and pays each winner one prize', async () => {
    const code = await campaign('raffle', raffleRules(new Date(Date.now() + 3_600_000).toISOString()), { category: 'raffle' });
    const [a, b, c] = [await memberWithSession(t.db, { prefix: 'rf1' }), await memberWithSession(t.db, { prefix: 'rf2' }), await memberWithSession(t.db, { prefix: 'rf3' })];
    expect(await card(a, code)).toMatchObject({ status: 'join', action: 'join' });
    const requestId = randomUUID();
    expect(await buy(a, code, requestId)).toMatchObject({ status: 200, value: { entries: 1, pointsSpent: 0 } });
    expect(await buy(a, code, requestId)).toMatchObject({ status: 200, value: { entries: 1 } });
    expect(await buy(a, code)).toMatchObject({ status: 200, value: { entries: 2 } });
    expect(await buy(a, code)).toMatchObject({ status: 409, errorCode: 'promotion.raffle.full' });
    expect(await card(a, code)).toMatchObject({ status: 'joined', action: 'none' });
    await buy(b, code);
    await buy(c, code);

    expect((await drawRaffles(t.db, t.app.ledger, new Date())).drawn).not.toContain(`khela/${code}`);
    await t.db.query("UPDATE campaigns SET rules = jsonb_set(rules, '{drawAt}', to_jsonb($2::text)) WHERE code = $1", [code, new Date(Date.now() - 60_000).toISOString()]);
    expect(await buy(b, code)).toMatchObject({ status: 409, errorCode: 'promotion.ended' });
    // Two instances draw at once: one draws, the other finds the draw row.
    const runs = await Promise.all([drawRaffles(t.db, t.app.ledger, new Date()), drawRaffles(t.db, t.app.ledger, new Date())]);
    expect(runs.filter((run) => run.drawn.includes(`khela/${code}`))).toHaveLength(1);
    expect((await drawRaffles(t.db, t.app.ledger, new Date())).drawn).not.toContain(`khela/${code}`);

    const [draw] = await t.db.query<{ tickets: number; seed: string; winners: Array<{ memberId: string; rank: number }> }>('SELECT d.tickets, d.seed, d.winners FROM raffle_draws d JOIN campaigns c ON c.id = d.campaign_id WHERE c.code = $1', [code]);
    expect(draw!.tickets).toBe(4);
    expect(draw!.seed).toMatch(/^[0-9a-f]{64}$/);
    // Three members, six prizes: each wins once, one of them the first prize.
    expect(draw!.winners.map((winner) => winner.memberId).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(draw!.winners.map((winner) => winner.rank)).toEqual([1, 2, 2]);
    for (const who of [a, b, c]) {
      expect(await entriesOf(who, code)).toEqual([expect.objectContaining({ status: 'ISSUED', period_key: 'draw' })]);
      expect(await card(who, code)).toMatchObject({ status: 'issued' });
    }
    const first = draw!.winners.find((winner) => winner.rank === 1)!;
    expect(await t.app.ledger.available(mainWallet('khela', first.memberId))).toBe(10_000n);
  });

  it('a ticket for points spends them in the same transaction; without enough points nothing is written', async () => {
    const code = await campaign('raffle', raffleRules(new Date(Date.now() + 3_600_000).toISOString(), { entry: 'points', pointsCost: 100 }), { category: 'raffle' });
    const who = await memberWithSession(t.db, { prefix: 'rf4' });
    expect(await buy(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.raffle.points' });
    expect(await t.db.query('SELECT 1 FROM raffle_entries WHERE member_id = $1', [who.id])).toEqual([]);
    await t.app.ledger.transfer({ key: `test-points:${randomUUID()}`, kind: 'points_adjust', debit: pointsPool('khela'), credit: pointsAccount('khela', who.id), amount: 150n });
    expect(await buy(who, code)).toMatchObject({ status: 200, value: { entries: 1, pointsSpent: 100 } });
    expect(await t.app.ledger.available(pointsAccount('khela', who.id))).toBe(50n);
    expect(await buy(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.raffle.points' });
    expect(await t.app.ledger.available(pointsAccount('khela', who.id))).toBe(50n);
  });
});

describe('promotions: bad input', () => {
  it('answers a translated error and writes nothing', async () => {
    const who = await memberWithSession(t.db, { prefix: 'bi1' });
    expect(await join(who, 'NO_SUCH_PROMO')).toMatchObject({ status: 404, errorCode: 'promotion.unknown' });
    expect(await member({ method: 'POST', url: '/wps/promotions/NO_SUCH_PROMO/join', who, language: 'bn' })).toMatchObject({ status: 404, message: 'এমন কোনো প্রোমোশন নেই।' });
    const code = await campaign('first_deposit', firstDeposit);
    expect(await member({ method: 'POST', url: `/wps/promotions/${code}/claim`, who, payload: { requestId: 'x' } })).toMatchObject({ status: 400 });
    expect(await member({ method: 'POST', url: `/wps/promotions/${code}/claim`, who: null, payload: { requestId: randomUUID() } })).toMatchObject({ status: 401 });
    expect(await claim(who, code)).toMatchObject({ status: 409, errorCode: 'promotion.claim.nothing' });
    const later = await campaign('first_deposit', firstDeposit, { startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await card(who, later)).toMatchObject({ status: 'comingSoon', action: 'none' });
    expect(await join(who, later)).toMatchObject({ status: 409, errorCode: 'promotion.notStarted' });
    const announcement = await campaign('announcement', {}, { category: 'news' });
    expect(await join(who, announcement)).toMatchObject({ status: 409, errorCode: 'promotion.action.unavailable' });
    expect(await t.db.query('SELECT 1 FROM campaign_entries WHERE member_id = $1', [who.id])).toEqual([]);
  });

  it('limits a member to 10 claims a minute', async () => {
    const who = await memberWithSession(t.db, { prefix: 'bi2' });
    const code = await campaign('first_deposit', firstDeposit);
    const answers = [];
    for (let n = 0; n < 11; n += 1) answers.push((await claim(who, code)).status);
    expect(answers.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(await claim(who, code)).toMatchObject({ status: 429, errorCode: 'promotion.tooMany' });
  });
});
