import {
  call,
  eventually,
  gatewayNotification,
  gatewayOrderState,
  gatewayResend,
  newMember,
  payerDecides,
  paymentsWorldForFile,
  requestId,
  type TestMember,
  wallet,
} from './payments-test-kit';

const world = paymentsWorldForFile();

interface DepositAnswer {
  orderNo: string;
  status: string;
  payUrl?: string;
}
interface DepositRecord {
  orderNo: string;
  status: string;
  amount: number;
  reason: string | null;
  kind: string;
  payUrl?: string;
}

const SITE = { origin: 'https://khela.example' };

async function deposit(member: TestMember, amount: number, channel = 'BKASH', headers: Record<string, string> = SITE) {
  return call<DepositAnswer>(world, member, 'POST', '/wps/payments/deposits', { channel, amount, requestId: requestId() }, headers);
}

async function record(member: TestMember, orderNo: string): Promise<DepositRecord> {
  const page = await call<{ records: DepositRecord[] }>(world, member, 'GET', '/wps/payments/deposits');
  const found = page.value.records.find((r) => r.orderNo === orderNo);
  if (!found) throw new Error(`no record ${orderNo}`);
  return found;
}

const decided = (member: TestMember, orderNo: string) =>
  eventually(async () => {
    const found = await record(member, orderNo);
    return found.status !== 'IN_PROCESS' && found;
  }, `order ${orderNo} decided`);

async function depositTransfers(orderNo: string): Promise<number> {
  const [row] = await world.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1`, [`deposit:${orderNo}`]);
  return row!.n;
}

const tradeNoOf = (payUrl: string) => new URL(payUrl).pathname.split('/').pop()!;

describe('deposit channels', () => {
  test("lists the brand's channels in the caller's language, with limits and each form's fields", async () => {
    const member = await newMember(world);
    const en = await call<{ channels: Array<Record<string, unknown>> }>(world, member, 'GET', '/wps/payments/deposit/channels');
    expect(en.value.channels.map((c) => c.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'BANK']);
    expect(en.value.channels[0]).toEqual({ code: 'BKASH', name: 'bKash', kind: 'gateway', min: 10_000, max: 2_500_000, fields: [] });
    expect(en.value.channels[2]).toMatchObject({ kind: 'manual', fields: ['reference', 'payerAccount'], payee: { name: 'Khela Gaming Ltd', accountNumber: '017000000011' } });
    const bn = await call<{ channels: Array<{ name: string }> }>(world, member, 'GET', '/wps/payments/deposit/channels', undefined, { language: 'bn' });
    expect(bn.value.channels[0]!.name).toBe('বিকাশ');
  });

  test('money calls need a logged-in member', async () => {
    const answer = await call(world, null, 'GET', '/wps/payments/deposit/channels');
    expect(answer.status).toBe(401);
    expect(answer.errorCode).toBe('login.not.session');
  });
});

describe('gateway deposits', () => {
  test('paid on the gateway page: the balance goes up once, the payer returns to the deposit record', async () => {
    const member = await newMember(world);
    const opened = await deposit(member, 150_000);
    expect(opened.status).toBe(200);
    expect(opened.value.status).toBe('IN_PROCESS');
    expect(opened.value.payUrl).toMatch(new RegExp(`^${world.gatewayUrl}/pay/checkout/\\w+\\?lang=en$`));

    const payer = await payerDecides(opened.value.payUrl!, 'confirm');
    expect(payer.page).toContain(opened.value.orderNo);
    expect(payer.page).toContain('৳1,500.00');
    expect(payer.status).toBe(303);
    expect(payer.location).toBe(`https://khela.example/member/depositRecord?orderNo=${opened.value.orderNo}`);

    expect(await decided(member, opened.value.orderNo)).toMatchObject({ status: 'APPROVED', amount: 150_000, reason: null });
    expect(await wallet(world, member)).toEqual({ balance: 150_000n, held: 0n });
    expect(await depositTransfers(opened.value.orderNo)).toBe(1);
    const state = await eventually(async () => {
      const s = await gatewayOrderState(world, tradeNoOf(opened.value.payUrl!));
      return s.notified === 'yes' && s;
    }, 'the gateway to see its notification acknowledged');
    expect(state.status).toBe('PAID');
  });

  test('the gateway page speaks Bengali by the lang parameter', async () => {
    const member = await newMember(world);
    const opened = await deposit(member, 10_000, 'NAGAD', { ...SITE, language: 'bn' });
    expect(opened.value.payUrl).toMatch(/lang=bn$/);
    const page = await (await fetch(opened.value.payUrl!)).text();
    expect(page).toContain('পেমেন্ট নিশ্চিত করুন');
    expect(page).toContain('৳১০০.০০');
  });

  test('a replayed notification changes nothing and gets the same answer', async () => {
    const member = await newMember(world);
    const opened = await deposit(member, 20_000);
    await payerDecides(opened.value.payUrl!, 'confirm');
    await decided(member, opened.value.orderNo);
    const tradeNo = tradeNoOf(opened.value.payUrl!);

    // The gateway sends it again (as its back office's "resend" does) …
    const resent = await gatewayResend(world, tradeNo);
    expect(resent).toMatchObject({ status: 'PAID', notified: 'yes' });
    // … and the very same notification posted twice more.
    const notification = gatewayNotification({ merchantId: 'khela', orderNo: opened.value.orderNo, tradeNo, amount: '20000', currency: 'BDT', status: 'PAID' });
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${world.apiUrl}/wps/payments/gateway/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification) });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 200, body: { success: true, value: { orderNo: opened.value.orderNo, status: 'APPROVED' }, message: null, errorCode: null } });
    expect(await wallet(world, member)).toEqual({ balance: 20_000n, held: 0n });
    expect(await depositTransfers(opened.value.orderNo)).toBe(1);
  });

  test('forged notifications (bad signature, wrong amount, unknown order, another secret) change nothing and get a 4xx', async () => {
    const member = await newMember(world);
    const opened = await deposit(member, 30_000);
    const tradeNo = tradeNoOf(opened.value.payUrl!);
    const genuine = { merchantId: 'khela', orderNo: opened.value.orderNo, tradeNo, amount: '30000', currency: 'BDT', status: 'PAID' };
    const post = async (body: object) => {
      const response = await world.app.inject({ method: 'POST', url: '/wps/payments/gateway/notify', payload: body, headers: { language: 'en' } });
      return { status: response.statusCode, errorCode: JSON.parse(response.body).errorCode as string };
    };

    const tampered = { ...gatewayNotification(genuine), amount: '3000000' };
    expect(await post(tampered)).toEqual({ status: 401, errorCode: 'payment.notify.signature' });
    expect(await post(gatewayNotification(genuine, 'not-the-secret'))).toEqual({ status: 401, errorCode: 'payment.notify.signature' });
    expect(await post(gatewayNotification({ ...genuine, amount: '3000000' }))).toEqual({ status: 400, errorCode: 'payment.notify.amount' });
    expect(await post(gatewayNotification({ ...genuine, currency: 'USD' }))).toEqual({ status: 400, errorCode: 'payment.notify.amount' });
    expect(await post(gatewayNotification({ ...genuine, tradeNo: 'T-SOMEONE-ELSE' }))).toEqual({ status: 400, errorCode: 'payment.notify.invalid' });
    expect(await post(gatewayNotification({ ...genuine, orderNo: 'D26010100000000' }))).toEqual({ status: 404, errorCode: 'payment.order.unknown' });
    expect(await post(gatewayNotification({ ...genuine, merchantId: 'khela2' }))).toEqual({ status: 404, errorCode: 'payment.order.unknown' });
    const { sign: _sign, ...unsigned } = gatewayNotification(genuine);
    expect((await post(unsigned)).status).toBe(400);

    expect(await record(member, opened.value.orderNo)).toMatchObject({ status: 'IN_PROCESS' });
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });
    expect(await depositTransfers(opened.value.orderNo)).toBe(0);

    // The genuine article still works afterwards.
    expect((await post(gatewayNotification(genuine))).status).toBe(200);
    expect(await wallet(world, member)).toEqual({ balance: 30_000n, held: 0n });
  });

  test('cancelled on the gateway page: rejected with a reason, no money, and a late PAID cannot overturn it', async () => {
    const member = await newMember(world);
    const opened = await deposit(member, 40_000);
    const payer = await payerDecides(opened.value.payUrl!, 'cancel');
    expect(payer.location).toBe(`https://khela.example/member/depositRecord?orderNo=${opened.value.orderNo}`);
    expect(await decided(member, opened.value.orderNo)).toMatchObject({ status: 'REJECTED', reason: 'The payment was cancelled.' });
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });

    const late = gatewayNotification({ merchantId: 'khela', orderNo: opened.value.orderNo, tradeNo: tradeNoOf(opened.value.payUrl!), amount: '40000', currency: 'BDT', status: 'PAID' });
    const response = await world.app.inject({ method: 'POST', url: '/wps/payments/gateway/notify', payload: late });
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body).errorCode).toBe('payment.already.decided');
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });
    // The page cannot be confirmed after a cancel either.
    const again = await fetch(`${new URL(opened.value.payUrl!).origin}${new URL(opened.value.payUrl!).pathname}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(409);
  });

  test('a retried request (same requestId) gets the same order; the same id for another amount is refused', async () => {
    const member = await newMember(world);
    const body = { channel: 'BKASH', amount: 12_345, requestId: requestId() };
    const first = await call<DepositAnswer>(world, member, 'POST', '/wps/payments/deposits', body, SITE);
    const second = await call<DepositAnswer>(world, member, 'POST', '/wps/payments/deposits', body, SITE);
    expect(second.value).toEqual(first.value);
    const other = await call(world, member, 'POST', '/wps/payments/deposits', { ...body, amount: 20_000 }, SITE);
    expect(other).toMatchObject({ status: 409, errorCode: 'payment.request.conflict' });
    const records = await call<{ total: number }>(world, member, 'GET', '/wps/payments/deposits');
    expect(records.value.total).toBe(1);
  });

  test("amounts outside the channel's limits, unknown channels and foreign origins are refused without an order", async () => {
    const member = await newMember(world);
    expect(await deposit(member, 9_999)).toMatchObject({ status: 400, errorCode: 'payment.amount.below.min', message: 'The amount must be at least ৳100.00.', value: { min: 10_000, max: 2_500_000 } });
    expect(await deposit(member, 2_500_001)).toMatchObject({ status: 400, errorCode: 'payment.amount.above.max' });
    expect(await deposit(member, 10_000, 'PAYPAL')).toMatchObject({ status: 400, errorCode: 'payment.channel.unknown' });
    // Another website's page is refused before the deposit code runs (platform/security/cross-site.ts);
    // the return address is still checked on its own (an origin that is no page of the brand's).
    expect(await deposit(member, 10_000, 'BKASH', { origin: 'https://evil.example' })).toMatchObject({ status: 403, errorCode: 'request.cross.site' });
    expect(await deposit(member, 10_000, 'BKASH', { origin: 'https://khela.example.evil.example' })).toMatchObject({ status: 403, errorCode: 'request.cross.site' });
    const bad = await call(world, member, 'POST', '/wps/payments/deposits', { channel: 'BKASH', amount: 100.5, requestId: requestId() });
    expect(bad).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const records = await call<{ total: number }>(world, member, 'GET', '/wps/payments/deposits');
    expect(records.value.total).toBe(0);
  });

  test('without an Origin the return address is the host the request reached', async () => {
    const member = await newMember(world);
    const opened = await call<DepositAnswer>(world, member, 'POST', '/wps/payments/deposits', { channel: 'BKASH', amount: 10_000, requestId: requestId() }, { host: 'play.khela.example:8080' });
    const payer = await payerDecides(opened.value.payUrl!, 'confirm');
    expect(payer.location).toBe(`http://play.khela.example:8080/member/depositRecord?orderNo=${opened.value.orderNo}`);
  });

  test('a gateway that cannot be reached: 502, and the order is closed as rejected', async () => {
    const member = await newMember(world);
    const reachable = world.payments.gatewayUrl;
    world.payments.gatewayUrl = 'http://127.0.0.1:1';
    try {
      expect(await deposit(member, 10_000)).toMatchObject({ status: 502, errorCode: 'payment.gateway.unavailable' });
    } finally {
      world.payments.gatewayUrl = reachable;
    }
    const records = await call<{ records: DepositRecord[] }>(world, member, 'GET', '/wps/payments/deposits', undefined, { language: 'bn' });
    expect(records.value.records).toEqual([expect.objectContaining({ status: 'REJECTED', reason: 'পেমেন্ট সেবার সাথে যোগাযোগ করা যায়নি।' })]);
  });

  test('the record filters by status and by days in the brand time zone, and pages', async () => {
    const member = await newMember(world);
    const paid = await deposit(member, 10_000);
    await payerDecides(paid.value.payUrl!, 'confirm');
    await decided(member, paid.value.orderNo);
    await deposit(member, 11_000);
    await deposit(member, 12_000);
    // One order made "yesterday" in Dhaka.
    await world.t.db.query(`UPDATE deposit_orders SET created_at = created_at - interval '1 day' WHERE order_no = $1`, [paid.value.orderNo]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const list = (query: string) => call<{ records: DepositRecord[]; total: number; totalPages: number; pageSize: number }>(world, member, 'GET', `/wps/payments/deposits?${query}`);

    expect((await list('status=IN_PROCESS')).value.total).toBe(2);
    expect((await list('status=APPROVED')).value.records.map((r) => r.orderNo)).toEqual([paid.value.orderNo]);
    expect((await list(`from=${today}&to=${today}`)).value.total).toBe(2);
    const paged = await list('pageNo=2&pageSize=2');
    expect(paged.value).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    expect(paged.value.records).toHaveLength(1);
    expect(paged.value.records[0]!.orderNo).toBe(paid.value.orderNo);
    expect(await list('from=2026-02-31')).toMatchObject({ status: 400, errorCode: 'payment.date.invalid' });
    // An open gateway order can be paid from the record.
    expect((await list('status=IN_PROCESS')).value.records[0]!.payUrl).toMatch(/\/pay\/checkout\//);
  });
});
