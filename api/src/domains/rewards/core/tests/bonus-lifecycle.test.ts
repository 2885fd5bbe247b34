import { envelope, testAppForFile } from '../../../../test/test-app';
import { memberWithSession, type TestMember } from '../../../../test/members';
import { ops } from '../../../../test/operator-calls';
import { operatorSession } from '../../../operator/operator-test-kit';
import { grantAccount, mainWallet, memberBalances } from '../../../wallet';
import { BONUS_EXPIRY_JOB } from '../bonus-expiry';
import { issueGrant } from '../grants';
import { cashBet, deposit, lostBonusStake } from './wagering-kit';

/**
 * A grant's life (docs/adr/0016 §2): wagering from settled bets (categories, activation, the
 * counted-stake cap, scope), conversion capped by maxConvert, exhaustion, expiry by the job exactly
 * once, the member's bonusDetails and forfeit, and the operators' grants and settings, each recorded.
 */
const t = testAppForFile();
const MERCHANT = 'khela';
const DAY = 86_400_000;

let refs = 0;
function grantRequest(member: TestMember, amount: bigint, wagering: Partial<Parameters<typeof issueGrant>[2]['wagering']> = {}, extra: Partial<Parameters<typeof issueGrant>[2]> = {}) {
  return { merchantCode: MERCHANT, memberId: member.id, source: 'operator' as const, sourceRef: `lc-${member.id}-${(refs += 1)}`, titleEn: 'Reload bonus', titleBn: 'রিলোড বোনাস', amount, wagering: { multipleX100: 1000, categories: ['RNG'], expiryDays: 7, ...wagering }, ...extra };
}
const issue = (member: TestMember, amount: bigint, wagering = {}, at = new Date(), extra = {}) => t.db.transaction((tx) => issueGrant(tx, t.app.ledger, grantRequest(member, amount, wagering, extra), at));
const drain = (member: TestMember, at = new Date()) => t.db.transaction((tx) => t.app.rewards.drainMember(tx, MERCHANT, member.id, at));
const grantRow = async (id: string) =>
  (await t.db.query<{ status: string; wagered: string; converted: string; forfeited: string; close_reason: string | null; activated_at: Date | null; expires_at: Date | null }>(
    'SELECT status, wagered::text, converted::text, forfeited::text, close_reason, activated_at, expires_at FROM bonus_grants WHERE id = $1',
    [id],
  ))[0]!;
const keysOf = async (grantId: string) =>
  (await t.db.query<{ key: string; kind: string; amount: string }>("SELECT idempotency_key AS key, kind, amount::text FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id", [`grant:${grantId}%`])).map((row) => `${row.key} ${row.kind} ${row.amount}`);

async function member(prefix: string, cash = 1_000_000n): Promise<TestMember> {
  const created = await memberWithSession(t.db, { prefix });
  await deposit(t.app.ledger, MERCHANT, created.id, cash);
  return created;
}

async function call<T>(who: TestMember, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') {
  const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: who.token, merchant: who.merchant, language } });
  return { status: response.statusCode, ...envelope<T>(response) };
}

describe('wagering and conversion', () => {
  test('counts settled valid bets of its categories placed since activation, capped per bet; converts in the same pass, capped by maxConvert; the next queued grant starts its clock then', async () => {
    const m = await member('wc');
    const before = new Date(Date.now() - 60_000);
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 50_000n, payout: 0n, placedAt: before }); // before the grant
    const first = await issue(m, 10_000n, { multipleX100: 300, maxCountedStake: 20_000n, maxConvert: 8_000n });
    const second = await issue(m, 5_000n, { multipleX100: 100, expiryDays: 2 });
    const now = new Date();
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'SPORTS', stake: 40_000n, payout: 0n, placedAt: now }); // another category
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 7_000n, payout: 7_000n, placedAt: now }); // a push
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 7_000n, payout: 7_000n, rolledBack: true, placedAt: now });
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 25_000n, payout: 0n, placedAt: now }); // counts 20 000
    await drain(m);
    expect(await grantRow(first.id)).toMatchObject({ status: 'active', wagered: '20000' });
    const mainBefore = await t.app.ledger.available(mainWallet(MERCHANT, m.id));
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 10_000n, payout: 30_000n, placedAt: now }); // 30 000 ≥ 30 000
    const convertedAt = new Date();
    await drain(m, convertedAt);
    expect(await grantRow(first.id)).toMatchObject({ status: 'converted', wagered: '30000', converted: '8000', forfeited: '2000', close_reason: 'wagering' });
    expect(await keysOf(first.id)).toEqual([`grant:${first.id} bonus 10000`, `grant:${first.id}:convert bonus_convert 8000`, `grant:${first.id}:convert-excess bonus_forfeit 2000`]);
    expect(await t.app.ledger.available(mainWallet(MERCHANT, m.id))).toBe(mainBefore + 20_000n + 8_000n);
    expect(await grantRow(second.id)).toMatchObject({ status: 'active', activated_at: convertedAt, expires_at: new Date(convertedAt.getTime() + 2 * DAY) });
  });

  test('a grant lost in play closes as exhausted and the next starts; a scoped grant counts only its own game', async () => {
    const m = await member('we');
    const played = await issue(m, 3_000n);
    const next = await issue(m, 2_000n);
    const freeRounds = await issue(m, 1_000n, { multipleX100: 100, categories: [] }, new Date(), { scope: { vendor: 'HOUSE', gameCode: 'crash', maxStake: 500n } });
    expect([played.status, next.status, freeRounds.status]).toEqual(['active', 'queued', 'active']);
    const now = new Date();
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 400n, payout: 0n, placedAt: now, gameCode: 'dice' }); // not its game
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 900n, payout: 0n, placedAt: now, gameCode: 'crash' }); // above its max stake
    await lostBonusStake(t.db, t.app.ledger, MERCHANT, m.id, played.id, 3_000n, now);
    await drain(m);
    expect(await grantRow(played.id)).toMatchObject({ status: 'exhausted', close_reason: 'play', wagered: '4300' });
    expect(await grantRow(next.id)).toMatchObject({ status: 'active' });
    expect(await grantRow(freeRounds.id)).toMatchObject({ status: 'active', wagered: '0' });
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 500n, payout: 0n, placedAt: new Date(), gameCode: 'crash' });
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 500n, payout: 0n, placedAt: new Date(), gameCode: 'crash' });
    await drain(m);
    expect(await grantRow(freeRounds.id)).toMatchObject({ status: 'converted', wagered: '1000', converted: '1000' });
  });
});

describe('rewards.bonus-expiry', () => {
  test('expires each grant past its time once (two runs, one forfeit); a bet settled in time that meets the requirement converts it instead', async () => {
    const late = await member('xl');
    const inTime = await member('xi');
    const issuedAt = new Date(Date.now() - 3 * DAY);
    const expiring = await issue(late, 4_000n, { multipleX100: 100, expiryDays: 1 }, issuedAt);
    const waiting = await issue(late, 1_000n, { multipleX100: 100, expiryDays: 1 }, issuedAt);
    const saved = await issue(inTime, 4_000n, { multipleX100: 100, expiryDays: 1 }, issuedAt);
    // Settled before the expiry but not yet counted by the worker: it meets the requirement.
    await cashBet(t.db, t.app.ledger, MERCHANT, inTime.id, { gameType: 'RNG', stake: 4_000n, payout: 0n, placedAt: new Date(issuedAt.getTime() + 3600_000) });
    // Settled after the expiry: never counts.
    await cashBet(t.db, t.app.ledger, MERCHANT, late.id, { gameType: 'RNG', stake: 4_000n, payout: 0n, placedAt: new Date(issuedAt.getTime() + 3600_000), settledAt: new Date(issuedAt.getTime() + 2 * DAY) });

    const slot = new Date(Math.ceil(Date.now() / 300_000) * 300_000);
    const runs = [await t.app.jobs.runSlot(BONUS_EXPIRY_JOB, slot), await t.app.jobs.runSlot(BONUS_EXPIRY_JOB, new Date(slot.getTime() + 300_000))];
    expect(runs.map((run) => JSON.stringify(run))).toEqual([expect.stringContaining('succeeded'), expect.stringContaining('succeeded')]);
    expect(await grantRow(expiring.id)).toMatchObject({ status: 'expired', close_reason: 'expiry', forfeited: '4000', wagered: '0' });
    expect(await keysOf(expiring.id)).toEqual([`grant:${expiring.id} bonus 4000`, `grant:${expiring.id}:forfeit bonus_forfeit 4000`]);
    expect(await grantRow(saved.id)).toMatchObject({ status: 'converted', converted: '4000' });
    // The next one started when the first expired, with a fresh clock: not expired by the second run.
    expect(await grantRow(waiting.id)).toMatchObject({ status: 'active' });
    expect(await t.app.ledger.available(grantAccount(MERCHANT, late.id, expiring.id))).toBe(0n);
  });
});

describe('bonusDetails and the forfeit button', () => {
  test('lists every grant with progress and money, filtered; the member forfeits an open one after confirming; bad input is translated and changes nothing', async () => {
    const m = await member('bd');
    const active = await issue(m, 10_000n, { multipleX100: 200 });
    const queued = await issue(m, 2_000n);
    await cashBet(t.db, t.app.ledger, MERCHANT, m.id, { gameType: 'RNG', stake: 5_000n, payout: 0n, placedAt: new Date() });
    // Not drained by hand: the read counts the member's own bets first.
    const page = await call<{ records: Array<Record<string, unknown>>; total: number }>(m, 'GET', '/wps/rewards/bonuses', undefined, 'bn');
    expect(page.status).toBe(200);
    expect(page.value.total).toBe(2);
    expect(page.value.records[1]).toMatchObject({ id: active.id, title: 'রিলোড বোনাস', amount: 10_000, requirement: 20_000, wagered: 5_000, progressPct: 25, balance: 10_000, held: 0, categories: ['RNG'], status: 'active', closeReason: null });
    expect(page.value.records[0]).toMatchObject({ id: queued.id, status: 'queued', activatedAt: null, progressPct: 0 });
    expect((await call<{ total: number }>(m, 'GET', '/wps/rewards/bonuses?status=queued')).value.total).toBe(1);

    for (const [url, payload, status, code] of [
      [`/wps/rewards/bonuses/${active.id}/forfeit`, {}, 400, 'request.invalid'],
      [`/wps/rewards/bonuses/${active.id}/forfeit`, { confirm: false }, 400, 'request.invalid'],
      ['/wps/rewards/bonuses/abc/forfeit', { confirm: true }, 400, 'request.invalid'],
      ['/wps/rewards/bonuses/99999999/forfeit', { confirm: true }, 404, 'bonus.unknown'],
      ['/wps/rewards/bonuses?status=gone', undefined, 400, 'request.invalid'],
      ['/wps/rewards/bonuses?from=2026-13-45', undefined, 400, 'payment.date.invalid'],
    ] as const) {
      const answer = await call(m, payload ? 'POST' : 'GET', url, payload, 'bn');
      expect([url, answer.status, answer.errorCode]).toEqual([url, status, code]);
      expect(answer.message).toBeTruthy();
    }
    const stranger = await member('bs');
    expect((await call(stranger, 'POST', `/wps/rewards/bonuses/${active.id}/forfeit`, { confirm: true })).errorCode).toBe('bonus.unknown');
    expect(await grantRow(active.id)).toMatchObject({ status: 'active' });

    const forfeited = await call<Record<string, unknown>>(m, 'POST', `/wps/rewards/bonuses/${active.id}/forfeit`, { confirm: true });
    expect(forfeited.value).toMatchObject({ id: active.id, status: 'forfeited', closeReason: 'player', balance: 0, forfeited: 10_000 });
    expect(await grantRow(queued.id)).toMatchObject({ status: 'active' });
    const again = await call(m, 'POST', `/wps/rewards/bonuses/${active.id}/forfeit`, { confirm: true }, 'bn');
    expect(again).toMatchObject({ status: 409, errorCode: 'bonus.notOpen', message: 'এই বোনাসটি ইতিমধ্যে বন্ধ হয়ে গেছে।' });
    expect((await call<{ bonus: number }>(m, 'GET', '/wps/v2/wallets/balance')).value.bonus).toBe(2_000);
    // The /ws balance push carries the bonus while there is one, and nothing extra for a member without.
    const pushes = memberBalances(t.db, t.app.ledger);
    expect(await pushes.read({ merchantCode: MERCHANT, memberId: m.id })).toEqual({ balance: 995_000, held: 0, bonus: 2_000 });
    expect(await pushes.read({ merchantCode: MERCHANT, memberId: stranger.id })).toEqual({ balance: 1_000_000, held: 0 });
  });
});

describe('operators: grants and settings', () => {
  test('grant once per request id, list, cancel with a reason; settings read and changed by admins; each change in the action record; bad input translated', async () => {
    const m = await member('op');
    const body = { merchant: MERCHANT, account: m.account, amount: 5_000, multipleX100: 1500, categories: ['RNG', 'LIVE'], expiryDays: 3, reason: 'VIP goodwill', requestId: `req-${m.id}-grant` };
    const granted = await ops<{ id: string; status: string; requirement: number; account: string }>(t.app, 'POST', '/ops/rewards/grants', body);
    expect(granted.value).toMatchObject({ status: 'active', requirement: 75_000, account: m.account });
    expect((await ops<{ id: string }>(t.app, 'POST', '/ops/rewards/grants', body)).value.id).toBe(granted.value.id);
    expect((await ops<{ grants: unknown[] }>(t.app, 'GET', `/ops/rewards/grants?merchant=${MERCHANT}&account=${m.account}`)).value.grants).toHaveLength(1);

    for (const [payload, status, code] of [
      [{ ...body, requestId: 'req-bad-1', account: 'nobody-here' }, 404, 'operator.member.unknown'],
      [{ ...body, requestId: 'req-bad-2', multipleX100: 50 }, 400, 'request.invalid'],
      [{ ...body, requestId: 'req-bad-3', amount: -5 }, 400, 'request.invalid'],
      [{ ...body, requestId: 'req-bad-4', categories: ['rng'] }, 400, 'request.invalid'],
    ] as const) {
      expect(await ops(t.app, 'POST', '/ops/rewards/grants', payload)).toMatchObject({ status, errorCode: code });
    }
    // Money decisions are finance's and admins'; rules are admins'.
    const support = await operatorSession(t.app, 'support');
    const finance = await operatorSession(t.app, 'finance');
    expect((await ops(t.app, 'POST', '/ops/rewards/grants', { ...body, requestId: 'req-support-1' }, support.token)).errorCode).toBe('operator.forbidden');
    expect((await ops(t.app, 'GET', `/ops/rewards/grants?merchant=${MERCHANT}&account=${m.account}`, undefined, support.token)).status).toBe(200);
    expect((await ops(t.app, 'PUT', '/ops/rewards/settings', { merchant: MERCHANT, core: { rewardExpiryDays: 9 } }, finance.token)).errorCode).toBe('operator.forbidden');
    const cancel = (reason?: string) => ops<{ status: string; closeReason: string }>(t.app, 'POST', `/ops/rewards/grants/${granted.value.id}/cancel`, { merchant: MERCHANT, ...(reason === undefined ? {} : { reason }) });
    expect((await cancel()).status).toBe(400);
    expect((await cancel('abuse review')).value).toMatchObject({ status: 'forfeited', closeReason: 'operator:system' });
    expect((await cancel('again')).errorCode).toBe('bonus.notOpen');

    // The demo brand checks phone numbers and devices (seed/demo-promotions.ts).
    expect((await ops(t.app, 'GET', `/ops/rewards/settings?merchant=${MERCHANT}`)).value).toEqual({ core: { abuse: ['mobile', 'device'], rewardExpiryDays: 30 } });
    expect((await ops(t.app, 'PUT', '/ops/rewards/settings', { merchant: MERCHANT, core: { rewardExpiryDays: 14, abuse: ['mobile', 'device'] } })).value).toEqual({ core: { abuse: ['mobile', 'device'], rewardExpiryDays: 14 } });
    expect((await ops(t.app, 'PUT', '/ops/rewards/settings', { merchant: MERCHANT, core: { rewardExpiryDays: 0 } })).status).toBe(400);
    expect((await ops(t.app, 'PUT', '/ops/rewards/settings', { merchant: MERCHANT, core: { abuse: ['face'] } })).status).toBe(400);
    expect((await ops(t.app, 'PUT', '/ops/rewards/settings', { merchant: 'nosuch', core: { rewardExpiryDays: 5 } })).errorCode).toBe('merchant.unknown');
    expect((await ops(t.app, 'GET', `/ops/rewards/settings?merchant=${MERCHANT}`)).value).toEqual({ core: { abuse: ['mobile', 'device'], rewardExpiryDays: 14 } });

    const actions = await t.db.query<{ action: string; target: string }>("SELECT action, target FROM operator_actions WHERE action IN ('grant.create', 'grant.cancel', 'rewards.settings') ORDER BY id");
    expect(actions).toEqual([
      { action: 'grant.create', target: granted.value.id },
      { action: 'grant.cancel', target: granted.value.id },
      { action: 'rewards.settings', target: 'core' },
    ]);
  });
});
