import { call, fund, newMember, ops, PAYMENT_PASSWORD, paymentsWorldForFile, requestId, type TestMember, wallet } from './payments-test-kit';

const world = paymentsWorldForFile();

interface PayoutAccount {
  id: number;
  channel: string;
  channelName: string;
  payeeName: string;
  accountNumber: string;
}

let numbers = 0;
const bkashNumber = () => `0171${String(1_000_000 + (numbers += 1) * 7919).slice(-7)}`;

function bind(member: TestMember, fields: Partial<Record<'channel' | 'payeeName' | 'accountNumber' | 'paymentPassword', string>> = {}) {
  return call<PayoutAccount>(world, member, 'POST', '/wps/payments/payout-accounts', {
    channel: 'BKASH',
    payeeName: 'Rahim Uddin',
    accountNumber: bkashNumber(),
    paymentPassword: PAYMENT_PASSWORD,
    ...fields,
  });
}

function withdraw(member: TestMember, payoutAccountId: number, amount: number, paymentPassword = PAYMENT_PASSWORD, id = requestId()) {
  return call<{ orderNo: string; status: string }>(world, member, 'POST', '/wps/payments/withdrawals', { payoutAccountId, amount, paymentPassword, requestId: id });
}

const decide = (orderNo: string, outcome: 'approve' | 'reject', reason?: string) =>
  ops<Record<string, unknown>>(world, 'POST', `/ops/payments/withdrawals/${orderNo}/${outcome}`, { merchant: 'khela', ...(reason ? { reason } : {}) });

/** A member with money and one bound bKash account. */
async function readyMember(money: bigint): Promise<{ member: TestMember; account: PayoutAccount }> {
  const member = await newMember(world);
  await fund(world, member, money);
  const bound = await bind(member);
  if (bound.status !== 200) throw new Error(JSON.stringify(bound));
  return { member, account: bound.value };
}

describe('payout accounts', () => {
  test('bound with the payment password, listed masked, checked against the channel', async () => {
    const member = await newMember(world);
    const bound = await bind(member, { accountNumber: '017-1122 3344', payeeName: '  Rahim   Uddin ' });
    expect(bound.value).toEqual({ id: expect.any(Number), channel: 'BKASH', channelName: 'bKash', payeeName: 'Rahim Uddin', accountNumber: '*******3344' });
    expect(await bind(member, { accountNumber: '01711223344' })).toMatchObject({ status: 409, errorCode: 'payment.payout.account.exists' });
    expect(await bind(member, { accountNumber: '12345' })).toMatchObject({ status: 400, errorCode: 'payment.payout.account.invalid' });
    expect(await bind(member, { channel: 'BANK', accountNumber: '01711223344' })).toMatchObject({ status: 200, value: { channel: 'BANK' } });
    expect(await bind(member, { channel: 'PAYPAL' })).toMatchObject({ status: 400, errorCode: 'payment.channel.unknown' });
    // Text the database cannot hold is a 400, not a 500.
    expect(await bind(member, { payeeName: 'Ra\u0000him' })).toMatchObject({ status: 400, errorCode: 'request.invalid' });

    const listed = await call<{ accounts: PayoutAccount[]; channels: Array<{ code: string }> }>(world, member, 'GET', '/wps/payments/payout-accounts');
    expect(listed.value.accounts.map((a) => a.accountNumber)).toEqual(['*******3344', '*******3344']);
    expect(listed.value.channels.map((c) => c.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'BANK']);
    expect(JSON.stringify(listed.value)).not.toContain('01711223344');
  });

  test('at most 5 accounts', async () => {
    const member = await newMember(world);
    for (let i = 0; i < 5; i += 1) expect((await bind(member)).status).toBe(200);
    expect(await bind(member)).toMatchObject({ status: 400, errorCode: 'payment.payout.account.limit' });
  });

  test('a member without a payment password is told to set one in my account', async () => {
    const member = await newMember(world, { paymentPassword: null });
    expect(await bind(member)).toMatchObject({ status: 400, errorCode: 'payment.password.not.set', message: 'Please set a payment password in My Account first.' });
    const limits = await call(world, member, 'GET', '/wps/payments/withdrawals/limits');
    expect(limits.value).toEqual({ min: 50_000, max: 5_000_000, dailyCount: 3, usedToday: 0, hasPaymentPassword: false, openBonus: { count: 0, amount: 0, grants: [] } });
  });
});

describe('withdrawals', () => {
  test('requested: the funds are held; approved: they leave; the record follows', async () => {
    const { member, account } = await readyMember(200_000n);
    const requested = await withdraw(member, account.id, 80_000);
    expect(requested).toMatchObject({ status: 200, value: { status: 'IN_PROCESS' } });
    const { orderNo } = requested.value;
    expect(await wallet(world, member)).toEqual({ balance: 200_000n, held: 80_000n });

    const listed = await ops<{ records: Array<Record<string, unknown>> }>(world, 'GET', `/ops/payments/withdrawals?merchant=khela&orderNo=${orderNo}`);
    expect(listed.value.records).toEqual([expect.objectContaining({ orderNo, payeeName: 'Rahim Uddin', accountNumber: expect.stringMatching(/^0171\d{7}$/), amount: 80_000 })]);

    expect(await decide(orderNo, 'approve')).toMatchObject({ status: 200, value: { status: 'APPROVED', decidedBy: 'system' } });
    expect(await wallet(world, member)).toEqual({ balance: 120_000n, held: 0n });
    expect(await decide(orderNo, 'approve')).toMatchObject({ status: 409, errorCode: 'payment.already.decided' });
    expect(await decide(orderNo, 'reject', 'too late')).toMatchObject({ status: 409, errorCode: 'payment.already.decided' });
    expect(await wallet(world, member)).toEqual({ balance: 120_000n, held: 0n });

    const mine = await call<{ records: Array<Record<string, unknown>> }>(world, member, 'GET', '/wps/payments/withdrawals');
    expect(mine.value.records).toEqual([expect.objectContaining({ orderNo, status: 'APPROVED', amount: 80_000, accountNumber: account.accountNumber, channelName: 'bKash' })]);
    const actions = await world.t.db.query('SELECT action FROM operator_actions WHERE target = $1', [orderNo]);
    expect(actions).toEqual([{ action: 'withdrawal.approve' }]);
  });

  test('rejected with a reason: the held funds are the member\'s again', async () => {
    const { member, account } = await readyMember(100_000n);
    const { orderNo } = (await withdraw(member, account.id, 100_000)).value;
    expect(await wallet(world, member)).toEqual({ balance: 100_000n, held: 100_000n });
    expect(await decide(orderNo, 'reject')).toMatchObject({ status: 400, errorCode: 'payment.reason.required' });
    expect(await decide(orderNo, 'reject', 'Account name does not match')).toMatchObject({ status: 200, value: { status: 'REJECTED' } });
    expect(await wallet(world, member)).toEqual({ balance: 100_000n, held: 0n });
    const mine = await call<{ records: Array<Record<string, unknown>> }>(world, member, 'GET', '/wps/payments/withdrawals?status=REJECTED');
    expect(mine.value.records).toEqual([expect.objectContaining({ orderNo, reason: 'Account name does not match' })]);
  });

  test('decisions at once: one wins, the funds leave or return exactly once, the ledger still sums to zero', async () => {
    const { member, account } = await readyMember(100_000n);
    const { orderNo } = (await withdraw(member, account.id, 60_000)).value;
    const answers = await Promise.all([decide(orderNo, 'approve'), decide(orderNo, 'reject', 'duplicate'), decide(orderNo, 'approve')]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.errorCode === 'payment.already.decided')).toHaveLength(2);
    const approved = answers.find((a) => a.status === 200)!.value.status === 'APPROVED';
    expect(await wallet(world, member)).toEqual({ balance: approved ? 40_000n : 100_000n, held: 0n });
    const [sum] = await world.t.db.query<{ total: string }>('SELECT sum(balance)::text AS total FROM ledger_accounts');
    expect(sum!.total).toBe('0');
  });

  test('the player cannot reverse a request', async () => {
    const { member, account } = await readyMember(100_000n);
    const { orderNo } = (await withdraw(member, account.id, 60_000)).value;
    for (const url of [`/wps/payments/withdrawals/${orderNo}/cancel`, `/wps/payments/withdrawals/${orderNo}/reject`]) {
      expect((await call(world, member, 'POST', url, {})).status).toBe(404);
    }
    expect(await wallet(world, member)).toEqual({ balance: 100_000n, held: 60_000n });
  });

  test('min, max, funds and the account must be the member\'s own', async () => {
    const { member, account } = await readyMember(10_000_000n);
    expect(await withdraw(member, account.id, 49_999)).toMatchObject({ status: 400, errorCode: 'payment.amount.below.min', value: { min: 50_000, max: 5_000_000 } });
    expect(await withdraw(member, account.id, 5_000_001)).toMatchObject({ status: 400, errorCode: 'payment.amount.above.max', message: 'The amount must be at most ৳50,000.00.' });
    const poor = await readyMember(60_000n);
    expect(await withdraw(poor.member, poor.account.id, 70_000)).toMatchObject({ status: 400, errorCode: 'payment.funds.insufficient', value: { available: 60_000 } });
    expect(await withdraw(poor.member, account.id, 50_000)).toMatchObject({ status: 400, errorCode: 'payment.payout.account.unknown' });
    await world.t.db.query(`UPDATE payment_channels SET payout_enabled = false WHERE merchant_code = 'khela' AND code = 'BKASH'`);
    try {
      expect(await withdraw(poor.member, poor.account.id, 50_000)).toMatchObject({ status: 400, errorCode: 'payment.channel.unknown' });
    } finally {
      await world.t.db.query(`UPDATE payment_channels SET payout_enabled = true WHERE merchant_code = 'khela' AND code = 'BKASH'`);
    }
    expect(await wallet(world, poor.member)).toEqual({ balance: 60_000n, held: 0n });
    expect((await call<{ total: number }>(world, poor.member, 'GET', '/wps/payments/withdrawals')).value.total).toBe(0);
  });

  test('daily count: 3 a day in the brand time zone; a rejected one does not count', async () => {
    const { member, account } = await readyMember(1_000_000n);
    const orders: string[] = [];
    for (let i = 0; i < 3; i += 1) orders.push((await withdraw(member, account.id, 50_000)).value.orderNo);
    expect(await withdraw(member, account.id, 50_000)).toMatchObject({ status: 400, errorCode: 'payment.withdrawal.daily.limit', value: { dailyCount: 3, usedToday: 3 } });
    expect((await call(world, member, 'GET', '/wps/payments/withdrawals/limits')).value).toMatchObject({ usedToday: 3, hasPaymentPassword: true });

    await decide(orders[0]!, 'reject', 'try again');
    expect((await withdraw(member, account.id, 50_000)).status).toBe(200);
    expect((await withdraw(member, account.id, 50_000)).status).toBe(400);

    // Yesterday's requests (in Dhaka) do not count today.
    await world.t.db.query(`UPDATE withdrawal_orders SET created_at = created_at - interval '1 day' WHERE member_id = $1`, [member.id]);
    expect((await withdraw(member, account.id, 50_000)).status).toBe(200);
    expect(await wallet(world, member)).toEqual({ balance: 1_000_000n, held: 200_000n });
  });

  test('concurrent requests cannot pass the daily count together', async () => {
    const { member, account } = await readyMember(1_000_000n);
    // Five at once: every try is counted against the payment password's five before it is checked.
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(member, account.id, 50_000)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.errorCode === 'payment.withdrawal.daily.limit')).toHaveLength(2);
    expect(await wallet(world, member)).toEqual({ balance: 1_000_000n, held: 150_000n });
  });

  test('a retried request (same requestId) holds the funds once', async () => {
    const { member, account } = await readyMember(200_000n);
    const id = requestId();
    const first = await withdraw(member, account.id, 70_000, PAYMENT_PASSWORD, id);
    const second = await withdraw(member, account.id, 70_000, PAYMENT_PASSWORD, id);
    expect(second.value).toEqual(first.value);
    expect(await withdraw(member, account.id, 90_000, PAYMENT_PASSWORD, id)).toMatchObject({ status: 409, errorCode: 'payment.request.conflict' });
    expect(await wallet(world, member)).toEqual({ balance: 200_000n, held: 70_000n });
  });

  test('wrong payment passwords: a clear error with the tries left, then locked for the hour, even for the right one', async () => {
    const { member, account } = await readyMember(200_000n);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await withdraw(member, account.id, 50_000, '000000'));
    expect(answers.slice(0, 4).map((a) => [a.status, a.errorCode, (a.value as unknown as { attemptsLeft: number }).attemptsLeft])).toEqual([
      [400, 'payment.password.wrong', 4],
      [400, 'payment.password.wrong', 3],
      [400, 'payment.password.wrong', 2],
      [400, 'payment.password.wrong', 1],
    ]);
    expect(answers[0]!.message).toBe('The payment password is not correct. 4 attempts left.');
    expect(answers[4]).toMatchObject({ status: 423, errorCode: 'payment.password.locked' });
    expect(await withdraw(member, account.id, 50_000)).toMatchObject({ status: 423, errorCode: 'payment.password.locked' });
    expect(await bind(member)).toMatchObject({ status: 423, errorCode: 'payment.password.locked' });
    expect(await wallet(world, member)).toEqual({ balance: 200_000n, held: 0n });

    // An hour after the first wrong try, the right password works and clears the count.
    await world.t.db.query(`UPDATE payment_password_guards SET window_started_at = window_started_at - interval '61 minutes' WHERE member_id = $1`, [member.id]);
    expect((await withdraw(member, account.id, 50_000)).status).toBe(200);
    expect((await withdraw(member, account.id, 50_000, '000000')).value).toMatchObject({ attemptsLeft: 4 });
  });

  test('parallel guesses cannot get past the limit', async () => {
    const { member, account } = await readyMember(200_000n);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => withdraw(member, account.id, 50_000, String(100_000 + i))));
    expect(answers.filter((a) => a.errorCode === 'payment.password.wrong')).toHaveLength(4);
    expect(answers.filter((a) => a.errorCode === 'payment.password.locked')).toHaveLength(8);
  });
});
