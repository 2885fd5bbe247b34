import { randomUUID } from 'node:crypto';
import { call, fund, newMember, ops, PAYMENT_PASSWORD, paymentsWorldForFile, requestId, type TestMember, wallet } from '../../payments/payments-test-kit';
import { fundMember, freshId, vendorCall } from '../../vendor-wallet/tests/seamless-kit';
import { issueLaunchToken } from '../../vendor-wallet';
import { minuteAhead, place } from '../../lottery/tests/lottery-kit';
import { parseFreeAmount } from '../safer-rules';
import { assertMayBet, assertMayDeposit, isRestricted } from '../enforcement';
import { eligibilityFailure } from '../../rewards/promotions/eligibility';
import { sealed, sliderPass } from '../../../test/identity';
import { hashPassword } from '../../identity';

const world = paymentsWorldForFile();
const KBOOK_SECRET = 'safer-kbook-secret';

interface Overview {
  limits: Array<{ kind: string; period: string; amount: number | null; used: number; pendingAmount: number | null; pendingFrom: string | null }>;
  promptDue: boolean;
  exclusion: { kind: string; endsAt: string } | null;
}

const PUT = async <T = Overview>(member: TestMember, url: string, payload: object, language = 'en') => {
  const response = await world.app.inject({ method: 'PUT', url, payload, headers: { language, authorization: member.token } });
  return { status: response.statusCode, ...(JSON.parse(response.body) as { success: boolean; value: T; message: string | null; errorCode: string | null }) };
};
const setLimits = (member: TestMember, limits: Array<{ kind: string; period: string; amount: string }>, language = 'en') => PUT(member, '/wps/safer-gambling/limits', { limits }, language);
const overview = async (member: TestMember) => (await call<Overview>(world, member, 'GET', '/wps/safer-gambling')).value;
const limitOf = (view: Overview, kind: string, period: string) => view.limits.find((l) => l.kind === kind && l.period === period)!;

let references = 0;
const rocket = (member: TestMember, amount: number, language = 'en') =>
  call<{ orderNo: string; status: string }>(world, member, 'POST', '/wps/payments/deposits', {
    channel: 'ROCKET', amount, requestId: requestId(), reference: `5AFE${Date.now().toString(36).toUpperCase()}${(references += 1)}`, payerAccount: '01811223344',
  }, { language });

const takeTimeout = (member: TestMember, duration = '24h', confirm = true) =>
  call<{ kind: string; endsAt: string; signedOut: number }>(world, member, 'POST', '/wps/safer-gambling/exclusion', { kind: 'timeout', duration, confirm });

/** "Time passes" for a parked increase: its cooling-off ends now. */
const coolingOffEnds = (member: TestMember) => world.t.db.query("UPDATE safer_limits SET pending_from = now() - interval '1 minute' WHERE member_id = $1", [member.id]);

describe('free-text amounts', () => {
  test('digits, separators, Bengali digits and two decimals; empty or 0 is "no limit"; anything else is refused', () => {
    expect(parseFreeAmount('5000')).toBe(500_000n);
    expect(parseFreeAmount(' 5,000.5 ')).toBe(500_050n);
    expect(parseFreeAmount('৫০০০')).toBe(500_000n);
    expect(parseFreeAmount('')).toBeNull();
    expect(parseFreeAmount('0')).toBeNull();
    expect(parseFreeAmount('five')).toBeUndefined();
    expect(parseFreeAmount('-5')).toBeUndefined();
    expect(parseFreeAmount('1.234')).toBeUndefined();
  });
});

describe('deposit limits (RTS 12)', () => {
  test('prompted until set or dismissed; a first limit applies at once; a bad amount changes nothing', async () => {
    const member = await newMember(world);
    expect((await overview(member)).promptDue).toBe(true);
    const bad = await setLimits(member, [{ kind: 'deposit', period: 'day', amount: '100' }, { kind: 'deposit', period: 'week', amount: 'lots' }], 'bn');
    expect(bad).toMatchObject({ status: 400, errorCode: 'safer.amount.invalid' });
    expect(bad.message).toMatch(/সীমা/);
    expect(limitOf(await overview(member), 'deposit', 'day').amount).toBeNull();

    const set = await setLimits(member, [{ kind: 'deposit', period: 'day', amount: '1,000' }]);
    expect(set.status).toBe(200);
    expect(limitOf(set.value, 'deposit', 'day')).toMatchObject({ amount: 100_000, used: 0, pendingAmount: null });
    expect(set.value.promptDue).toBe(false);

    const other = await newMember(world);
    expect((await call(world, other, 'POST', '/wps/safer-gambling/prompt', { dismissed: true })).status).toBe(200);
    expect((await overview(other)).promptDue).toBe(false);
  });

  test('each period counts its own window and the lowest applies; the refusal names the limit, the period and what is used', async () => {
    const member = await newMember(world);
    await setLimits(member, [
      { kind: 'deposit', period: 'day', amount: '3000' },
      { kind: 'deposit', period: 'week', amount: '2000' },
      { kind: 'deposit', period: 'month', amount: '10000' },
    ]);
    expect(await rocket(member, 150_000)).toMatchObject({ status: 200 });
    const over = await rocket(member, 60_000);
    expect(over).toMatchObject({ status: 403, errorCode: 'safer.limit.deposit.week', value: { limitType: 'deposit', period: 'week', limit: 200_000, used: 150_000 } });
    expect(over.message).toBe('This deposit would pass your 7-day deposit limit of ৳2,000.00: you have used ৳1,500.00, so ৳500.00 is left.');
    expect((await rocket(member, 50_000)).status).toBe(200);
    // A week-old deposit still counts for the month, not for the day or the week.
    await world.t.db.query("UPDATE deposit_orders SET created_at = now() - interval '8 days' WHERE member_id = $1", [member.id]);
    expect(limitOf(await overview(member), 'deposit', 'week').used).toBe(0);
    expect(limitOf(await overview(member), 'deposit', 'month').used).toBe(200_000);
    const lowest = await rocket(member, 900_000, 'bn');
    expect(lowest).toMatchObject({ status: 403, errorCode: 'safer.limit.deposit.week', value: { limit: 200_000, used: 0 } });
    expect(lowest.message).toMatch(/৭ দিনের জমার সীমা ৳2,000.00/);
    await setLimits(member, [{ kind: 'deposit', period: 'week', amount: '1000000' }]); // a raise: parked, the 2,000 stays
    expect((await rocket(member, 900_000)).errorCode).toBe('safer.limit.deposit.week');
    // A rejected deposit frees its amount.
    await world.t.db.query("UPDATE deposit_orders SET status = 'REJECTED', decided_at = now() WHERE member_id = $1", [member.id]);
    expect((await rocket(member, 200_000)).status).toBe(200);
    // The month counts what the week no longer does.
    const monthly = await newMember(world);
    await setLimits(monthly, [{ kind: 'deposit', period: 'month', amount: '3000' }]);
    expect((await rocket(monthly, 250_000)).status).toBe(200);
    await world.t.db.query("UPDATE deposit_orders SET created_at = now() - interval '20 days' WHERE member_id = $1", [monthly.id]);
    expect(await rocket(monthly, 60_000, 'bn')).toMatchObject({ status: 403, errorCode: 'safer.limit.deposit.month', value: { limit: 300_000, used: 250_000 } });
    await world.t.db.query("UPDATE deposit_orders SET created_at = now() - interval '32 days' WHERE member_id = $1", [monthly.id]);
    expect((await rocket(monthly, 60_000)).status).toBe(200);
  });

  test('a decrease applies at once; an increase waits 24 hours and a positive confirmation, then applies', async () => {
    const member = await newMember(world);
    await setLimits(member, [{ kind: 'deposit', period: 'day', amount: '1000' }]);
    const lower = await setLimits(member, [{ kind: 'deposit', period: 'day', amount: '500' }]);
    expect(limitOf(lower.value, 'deposit', 'day')).toMatchObject({ amount: 50_000, pendingAmount: null });

    const raise = await setLimits(member, [{ kind: 'deposit', period: 'day', amount: '5000' }]);
    const parked = limitOf(raise.value, 'deposit', 'day');
    expect(parked).toMatchObject({ amount: 50_000, pendingAmount: 500_000 });
    expect(new Date(parked.pendingFrom!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await rocket(member, 60_000)).errorCode).toBe('safer.limit.deposit.day');

    const early = await call(world, member, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'deposit', period: 'day', accept: true });
    expect(early).toMatchObject({ status: 409, errorCode: 'safer.limit.confirm.early' });
    await coolingOffEnds(member);
    // Without the member's confirmation nothing changes, even after the cooling-off.
    expect(limitOf(await overview(member), 'deposit', 'day').amount).toBe(50_000);
    expect((await rocket(member, 60_000)).status).toBe(403);
    const confirmed = await call<Overview>(world, member, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'deposit', period: 'day', accept: true });
    expect(limitOf(confirmed.value, 'deposit', 'day')).toMatchObject({ amount: 500_000, pendingAmount: null });
    expect((await rocket(member, 60_000)).status).toBe(200);
    const events = await world.t.db.query<{ action: string }>('SELECT action FROM safer_events WHERE member_id = $1 ORDER BY id', [member.id]);
    expect(events.map((e) => e.action)).toEqual(['limit.applied', 'limit.applied', 'limit.increase.requested', 'limit.increase.confirmed']);
  });

  test('removing a limit is an increase: it waits, and a withdrawn request leaves the limit as it was', async () => {
    const member = await newMember(world);
    await setLimits(member, [{ kind: 'deposit', period: 'month', amount: '1000' }]);
    const removal = await setLimits(member, [{ kind: 'deposit', period: 'month', amount: '' }]);
    expect(limitOf(removal.value, 'deposit', 'month')).toMatchObject({ amount: 100_000, pendingAmount: 0 });
    const withdrawn = await call<Overview>(world, member, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'deposit', period: 'month', accept: false });
    expect(limitOf(withdrawn.value, 'deposit', 'month')).toMatchObject({ amount: 100_000, pendingAmount: null });
    await setLimits(member, [{ kind: 'deposit', period: 'month', amount: '0' }]);
    await coolingOffEnds(member);
    await call(world, member, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'deposit', period: 'month', accept: true });
    expect(limitOf(await overview(member), 'deposit', 'month').amount).toBeNull();
    expect((await call(world, member, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'deposit', period: 'month', accept: true })).errorCode).toBe('safer.limit.confirm.none');
  });
});

describe('operators', () => {
  test('may set or lower a limit, never raise or remove one; each act is in the action record', async () => {
    const member = await newMember(world);
    const url = `/ops/safer-gambling/members/${member.account}/limits`;
    const opsPut = async (payload: object) => {
      const response = await world.app.inject({ method: 'PUT', url, payload: { merchant: 'khela', kind: 'deposit', period: 'day', reason: 'affordability check', ...payload }, headers: { 'x-operator-token': 'test-operator-secret', language: 'en' } });
      return { status: response.statusCode, ...JSON.parse(response.body) };
    };
    expect(await opsPut({ amount: 200_000 })).toMatchObject({ status: 200, value: { previous: null } });
    expect(await opsPut({ amount: 100_000 })).toMatchObject({ status: 200, value: { previous: 200_000 } });
    expect(await opsPut({ amount: 300_000 })).toMatchObject({ status: 409, errorCode: 'safer.ops.raise.forbidden' });
    expect((await opsPut({ amount: 0 })).status).toBe(400);
    expect(limitOf(await overview(member), 'deposit', 'day').amount).toBe(100_000);
    const actions = await world.t.db.query<{ action: string }>('SELECT action FROM operator_actions WHERE target = $1 ORDER BY id', [member.id]);
    expect(actions.map((a) => a.action)).toEqual(['safer.limit.set', 'safer.limit.set']);

    const excluded = await ops(world, 'POST', `/ops/safer-gambling/members/${member.account}/exclusion`, { merchant: 'khela', kind: 'timeout', days: 3, reason: 'member asked by phone' });
    expect(excluded).toMatchObject({ status: 200, value: { kind: 'timeout', signedOut: 1 } });
    expect((await ops(world, 'POST', `/ops/safer-gambling/members/${member.account}/exclusion`, { merchant: 'khela', kind: 'self_exclusion', days: 30, reason: 'too short' })).errorCode).toBe('safer.ops.days');
    expect((await ops(world, 'GET', `/ops/safer-gambling/members/${member.account}?merchant=khela`)).value).toMatchObject({ exclusion: { kind: 'timeout' } });
  });
});

describe('time-out and self-exclusion (LCCP 3.5)', () => {
  test('a tick box and a listed period; the member is signed out at once and cannot sign in (the end date named)', async () => {
    const member = await newMember(world);
    expect((await takeTimeout(member, '24h', false)).errorCode).toBe('safer.exclusion.confirm');
    expect((await takeTimeout(member, '3y')).errorCode).toBe('safer.exclusion.duration');
    expect((await call(world, member, 'POST', '/wps/safer-gambling/exclusion', { kind: 'timeout', duration: 'days', days: 43, confirm: true })).status).toBe(400);
    expect((await call(world, member, 'POST', '/wps/safer-gambling/exclusion', { kind: 'self_exclusion', duration: '24h', confirm: true })).errorCode).toBe('safer.exclusion.duration');

    const taken = await call<{ kind: string; endsAt: string; signedOut: number }>(world, member, 'POST', '/wps/safer-gambling/exclusion', { kind: 'timeout', duration: 'days', days: 10, confirm: true });
    expect(taken).toMatchObject({ status: 200, value: { kind: 'timeout', signedOut: 1 } });
    expect(new Date(taken.value.endsAt).getTime() - Date.now()).toBeGreaterThan(9.9 * 86_400_000);
    expect((await call(world, member, 'GET', '/wps/safer-gambling')).status).toBe(401);

    // Sign-in with the real password is refused, translated, naming the end.
    await world.t.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.id, await hashPassword('Passw0rd!x')]);
    await world.t.db.query("INSERT INTO member_known_ips (member_id, ip) VALUES ($1, '10.9.0.1') ON CONFLICT DO NOTHING", [member.id]);
    const answer = await sealed(world.app, 'POST', '/wps/session/login', { type: 'username', username: member.account, password: 'Passw0rd!x', sliderToken: await sliderPass(world.t.db) }, { ip: '10.9.0.1', language: 'bn' });
    expect([answer.status, answer.errorCode]).toEqual([403, 'safer.login.excluded.timeout']);
    expect(answer.message).toContain(taken.value.endsAt.slice(0, 4));
    expect(answer.message).toMatch(/বিরতিতে/);
    expect(answer.value).toMatchObject({ kind: 'timeout', endsAt: taken.value.endsAt });
    const sessions = await world.t.db.query('SELECT 1 FROM sessions WHERE member_id = $1 AND revoked_at IS NULL', [member.id]);
    expect(sessions).toEqual([]);
  });

  test('self-exclusion: 6 months, 1 year or 5 years, immediately', async () => {
    const member = await newMember(world);
    const taken = await call<{ endsAt: string }>(world, member, 'POST', '/wps/safer-gambling/exclusion', { kind: 'self_exclusion', duration: '1y', confirm: true });
    expect(taken.status).toBe(200);
    const days = (new Date(taken.value.endsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    expect(await isRestricted(world.t.db, member.id)).toBe(true);
  });
});

describe('enforced at the money boundary, never on settlement', () => {
  test('deposit refused; an open withdrawal still completes', async () => {
    const member = await newMember(world);
    await fund(world, member, 200_000n);
    const bound = await call<{ id: number }>(world, member, 'POST', '/wps/payments/payout-accounts', { channel: 'BKASH', payeeName: 'Rahim Uddin', accountNumber: `0171${String(Date.now()).slice(-7)}`, paymentPassword: PAYMENT_PASSWORD });
    const asked = await call<{ orderNo: string }>(world, member, 'POST', '/wps/payments/withdrawals', { payoutAccountId: bound.value.id, amount: 80_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() });
    expect(asked.status).toBe(200);
    const deposit = await rocket(member, 10_000); // requested before: still decided
    expect(deposit.status).toBe(200);
    const fresh = await newMember(world);
    await world.t.db.query('UPDATE sessions SET member_id = $2 WHERE token_hash IN (SELECT token_hash FROM sessions WHERE member_id = $1)', [fresh.id, fresh.id]);
    expect((await takeTimeout(member)).status).toBe(200);

    // Refused: a new deposit (the page's call needs a session: refused by the check itself here).
    await expect(assertMayDeposit(world.t.db, member.id, 10_000n)).rejects.toMatchObject({ statusCode: 403, errorCode: 'safer.excluded.timeout' });
    // Completed: the open withdrawal, and the deposit requested before the time-out.
    expect((await ops(world, 'POST', `/ops/payments/withdrawals/${asked.value.orderNo}/approve`, { merchant: 'khela' })).value).toMatchObject({ status: 'APPROVED' });
    expect((await ops(world, 'POST', `/ops/payments/deposits/${deposit.value.orderNo}/approve`, { merchant: 'khela' })).value).toMatchObject({ status: 'APPROVED' });
    expect(await wallet(world, member)).toEqual({ balance: 130_000n, held: 0n });
  });

  test('a signed-in member in a time-out set by an operator: deposit and launch refused through the routes', async () => {
    const member = await newMember(world);
    // An operator's time-out signs the member out; a session opened by a hand-off afterwards (as a bug would) still cannot pay or play.
    await ops(world, 'POST', `/ops/safer-gambling/members/${member.account}/exclusion`, { merchant: 'khela', kind: 'timeout', days: 1, reason: 'test' });
    await world.t.db.query('UPDATE sessions SET revoked_at = NULL WHERE member_id = $1', [member.id]);
    const deposit = await rocket(member, 10_000, 'bn');
    expect(deposit).toMatchObject({ status: 403, errorCode: 'safer.excluded.timeout' });
    expect(deposit.message).toMatch(/বিরতিতে/);
    expect(await world.t.db.query('SELECT 1 FROM deposit_orders WHERE member_id = $1', [member.id])).toEqual([]);
    const launch = await call(world, member, 'POST', '/wps/game/launchGame', { vendor: 'KBOOK', gameCode: 'sportsbook' });
    expect(launch).toMatchObject({ status: 403, errorCode: 'safer.excluded.timeout' });
    expect(await world.t.db.query('SELECT 1 FROM vendor_launch_tokens WHERE member_id = $1', [member.id])).toEqual([]);
  });

  test('seamless bets (a house game and the sportsbook, KBOOK) refused; the open round still settles and rolls back', async () => {
    await world.t.db.query(
      `INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ('KBOOK', 'Khela Sportsbook', 'seamless', $1)
       ON CONFLICT (vendor_code) DO UPDATE SET secret = EXCLUDED.secret, mode = 'seamless', enabled = true`,
      [KBOOK_SECRET],
    );
    const member = await newMember(world);
    await fundMember(world.t.db, 'khela', member.id, 100_000n);
    const launchToken = await issueLaunchToken(world.t.db, { merchantCode: 'khela', memberId: member.id, vendorCode: 'KBOOK', language: 'en', currency: 'BDT', funPlay: false });
    const kbook = { vendor: 'KBOOK', secret: KBOOK_SECRET };
    const auth = await vendorCall(world.app, 'authenticate', { launchToken }, kbook);
    const bet = (transactionId: string, amount = 1_000) =>
      vendorCall(world.app, 'bet', { playerId: auth.playerId, sessionToken: auth.sessionToken, transactionId, roundId: `r-${transactionId}`, gameCode: 'sportsbook', gameType: 'SPORTS', amount }, kbook);
    const first = freshId();
    const second = freshId();
    expect((await bet(first)).status).toBe('OK');
    expect((await bet(second)).status).toBe('OK');

    await ops(world, 'POST', `/ops/safer-gambling/members/${member.account}/exclusion`, { merchant: 'khela', kind: 'self_exclusion', days: 183, reason: 'member asked' });
    const refused = await bet(freshId());
    expect(refused).toMatchObject({ httpStatus: 200, status: 'PLAYER_RESTRICTED', message: expect.stringContaining('self-excluded') });
    // A retry of a bet taken before is answered as it was.
    expect((await bet(first)).status).toBe('OK');
    // Settlement and rollback still go through.
    expect((await vendorCall(world.app, 'win', { playerId: auth.playerId, transactionId: freshId('win'), roundId: `r-${first}`, amount: 2_500, betTransactionIds: [first] }, kbook)).status).toBe('OK');
    expect((await vendorCall(world.app, 'rollback', { playerId: auth.playerId, transactionId: freshId('rb'), betTransactionId: second }, kbook)).status).toBe('OK');
    const [main] = await world.t.db.query<{ balance: string; held: string }>("SELECT balance::text, held::text FROM ledger_accounts WHERE kind = 'member_main' AND owner_id = $1", [member.id]);
    expect(main).toEqual({ balance: String(100_000 - 1_000 + 2_500), held: '0' });
  });

  test('lottery bets refused during an exclusion; a loss limit counts the stake as lost', async () => {
    const t0 = minuteAhead(40 * 60_000);
    await world.app.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
    const [draw] = await world.t.db.query<{ id: string }>("SELECT id::text FROM lottery_draws WHERE game_code = 'k3_3' AND status = 'open' ORDER BY draw_at LIMIT 1");
    const member = await newMember(world);
    await fund(world, member, 100_000n);
    await setLimits(member, [{ kind: 'loss', period: 'day', amount: '50' }, { kind: 'wager', period: 'week', amount: '500' }]);
    expect((await place(world.app, member, 'k3_3', draw!.id, [{ betType: 'sum_size', selection: ['big'], stake: 3_000 }])).status).toBe(200);
    const overLoss = await place(world.app, member, 'k3_3', draw!.id, [{ betType: 'sum_size', selection: ['big'], stake: 3_000 }]);
    expect(overLoss).toMatchObject({ status: 403, errorCode: 'safer.limit.loss.day', value: { limitType: 'loss', period: 'day', limit: 5_000, used: 3_000 } });
    expect((await place(world.app, member, 'k3_3', draw!.id, [{ betType: 'sum_size', selection: ['small'], stake: 2_000 }])).status).toBe(200);

    const other = await newMember(world);
    await fund(world, other, 100_000n);
    await ops(world, 'POST', `/ops/safer-gambling/members/${other.account}/exclusion`, { merchant: 'khela', kind: 'timeout', days: 1, reason: 'test' });
    await world.t.db.query('UPDATE sessions SET revoked_at = NULL WHERE member_id = $1', [other.id]);
    const refused = await place(world.app, other, 'k3_3', draw!.id, [{ betType: 'sum_size', selection: ['big'], stake: 1_000 }]);
    expect(refused).toMatchObject({ status: 403, errorCode: 'safer.excluded.timeout' });
    expect(await world.t.db.query('SELECT 1 FROM lottery_bets WHERE member_id = $1', [other.id])).toEqual([]);
  });

  test('a wager limit counts stakes; the check fails closed when it cannot read', async () => {
    const member = await newMember(world);
    await setLimits(member, [{ kind: 'wager', period: 'day', amount: '20' }]);
    await expect(assertMayBet(world.t.db, member.id, 2_000n)).resolves.toBeUndefined();
    await expect(assertMayBet(world.t.db, member.id, 2_001n)).rejects.toMatchObject({ errorCode: 'safer.limit.wager.day' });
    const broken = { query: async () => { throw new Error('connection lost'); } } as unknown as typeof world.t.db;
    await expect(assertMayBet(broken, member.id, 1n)).rejects.toMatchObject({ statusCode: 503, errorCode: 'safer.unavailable' });
    expect(await isRestricted(broken, member.id)).toBe(true);
  });
});

describe('marketing stops', () => {
  test('promotions refuse a member in a time-out (rewards eligibility port)', async () => {
    const member = await newMember(world);
    const campaign = { id: '0', merchantCode: 'khela', eligibility: {} } as Parameters<typeof eligibilityFailure>[1];
    expect(await eligibilityFailure(world.t.db, campaign, member.id, new Date())).toBeNull();
    await takeTimeout(member, '1w');
    expect(await eligibilityFailure(world.t.db, campaign, member.id, new Date())).toBe('saferGambling');
  });
});

describe('history', () => {
  test('the last 3 months of approved deposits, withdrawals and net result, from the database', async () => {
    const member = await newMember(world);
    const deposit = await rocket(member, 70_000);
    await ops(world, 'POST', `/ops/payments/deposits/${deposit.value.orderNo}/approve`, { merchant: 'khela' });
    await world.t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, stake, payout, status, settled_at)
       VALUES ('HOUSE', $2, 'khela', $1, 'r1', 'dice', 10000, 4000, 'settled', now()),
              ('HOUSE', $3, 'khela', $1, 'r2', 'dice', 5000, 0, 'settled', now() - interval '40 days'),
              ('HOUSE', $4, 'khela', $1, 'r3', 'dice', 5000, NULL, 'open', now())`,
      [member.id, randomUUID(), randomUUID(), randomUUID()],
    );
    const history = await call<{ months: Array<{ month: string; deposits: number; withdrawals: number; netResult: number }> }>(world, member, 'GET', '/wps/safer-gambling/history');
    expect(history.value.months).toHaveLength(3);
    expect(history.value.months[0]).toMatchObject({ deposits: 70_000, withdrawals: 0, netResult: -6_000 });
    const total = history.value.months.reduce((sum, m) => sum + m.netResult, 0);
    expect(total).toBe(-11_000);
  });
});
