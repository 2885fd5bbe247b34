import { operatorSession } from '../operator/operator-test-kit';
import { call, newMember, ops, paymentsWorldForFile, requestId, type TestMember, wallet } from './payments-test-kit';

const world = paymentsWorldForFile();

interface OpsDeposit {
  orderNo: string;
  status: string;
  account: string;
  memberId: string;
  reference: string | null;
  referenceClaims: number;
  payerAccount: string | null;
  payerName: string | null;
  reason: string | null;
  decidedBy: string | null;
}

let references = 0;
const reference = () => `8N7A${Date.now().toString(36).toUpperCase()}${(references += 1)}`;

function rocket(member: TestMember, amount: number, fields: Record<string, string> = {}) {
  return call<{ orderNo: string; status: string }>(world, member, 'POST', '/wps/payments/deposits', {
    channel: 'ROCKET',
    amount,
    requestId: requestId(),
    reference: reference(),
    payerAccount: '01811223344',
    ...fields,
  });
}

const decide = (orderNo: string, outcome: 'approve' | 'reject', body: object = {}, token?: string) =>
  ops<OpsDeposit>(world, 'POST', `/ops/payments/deposits/${orderNo}/${outcome}`, { merchant: 'khela', ...body }, token);

async function actionsOn(orderNo: string): Promise<Array<{ action: string; operator_name: string }>> {
  return world.t.db.query('SELECT action, operator_name FROM operator_actions WHERE target = $1 ORDER BY id', [orderNo]);
}

describe('manual deposits', () => {
  test("the form's fields are required and checked; nothing is written for a refused form", async () => {
    const member = await newMember(world);
    expect(await rocket(member, 10_000, { reference: '' })).toMatchObject({ status: 400, errorCode: 'payment.reference.required', value: { field: 'reference' } });
    expect(await rocket(member, 10_000, { reference: 'ab' })).toMatchObject({ status: 400, errorCode: 'payment.reference.invalid' });
    expect(await rocket(member, 10_000, { payerAccount: 'my phone' })).toMatchObject({ status: 400, errorCode: 'payment.payer.account.invalid' });
    const bank = await call(world, member, 'POST', '/wps/payments/deposits', { channel: 'BANK', amount: 100_000, requestId: requestId(), reference: reference(), payerAccount: '1234567890' });
    expect(bank).toMatchObject({ status: 400, errorCode: 'payment.payer.name.required', message: 'Please enter the name on the account you paid from.' });
    expect((await call<{ total: number }>(world, member, 'GET', '/wps/payments/deposits')).value.total).toBe(0);
  });

  test('in process until an operator approves: the money arrives once, the decision is recorded, a second decision is refused', async () => {
    const member = await newMember(world);
    const ref = reference();
    const submitted = await rocket(member, 50_000, { reference: ` ${ref.toLowerCase()} ` });
    expect(submitted).toMatchObject({ status: 200, value: { status: 'IN_PROCESS' } });
    expect(submitted.value).not.toHaveProperty('payUrl');
    const { orderNo } = submitted.value;
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });

    const listed = await ops<{ records: OpsDeposit[] }>(world, 'GET', `/ops/payments/deposits?merchant=khela&status=IN_PROCESS&account=${member.account}`);
    expect(listed.value.records).toEqual([
      expect.objectContaining({ orderNo, account: member.account, memberId: member.id, reference: ref, payerAccount: '01811223344', status: 'IN_PROCESS' }),
    ]);

    const approved = await decide(orderNo, 'approve');
    expect(approved.value).toMatchObject({ orderNo, status: 'APPROVED', decidedBy: 'system' });
    expect(await wallet(world, member)).toEqual({ balance: 50_000n, held: 0n });
    expect(await actionsOn(orderNo)).toEqual([{ action: 'deposit.approve', operator_name: 'system' }]);

    expect(await decide(orderNo, 'approve')).toMatchObject({ status: 409, errorCode: 'payment.already.decided' });
    expect(await decide(orderNo, 'reject', { reason: 'changed my mind' })).toMatchObject({ status: 409, errorCode: 'payment.already.decided' });
    expect(await wallet(world, member)).toEqual({ balance: 50_000n, held: 0n });
    expect(await actionsOn(orderNo)).toHaveLength(1);

    const mine = await call<{ records: Array<{ orderNo: string; status: string; kind: string; channelName: string }> }>(world, member, 'GET', '/wps/payments/deposits?status=APPROVED');
    expect(mine.value.records).toEqual([expect.objectContaining({ orderNo, status: 'APPROVED', kind: 'manual', channelName: 'Rocket' })]);
  });

  test('two approvals at once: exactly one wins and the money arrives once', async () => {
    const member = await newMember(world);
    const { orderNo } = (await rocket(member, 20_000)).value;
    const answers = await Promise.all([decide(orderNo, 'approve'), decide(orderNo, 'approve'), decide(orderNo, 'reject', { reason: 'no such payment' })]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    const won = answers.find((a) => a.status === 200)!.value.status;
    expect(await wallet(world, member)).toEqual({ balance: won === 'APPROVED' ? 20_000n : 0n, held: 0n });
  });

  test('rejected with a reason the member reads; no reason, no rejection', async () => {
    const member = await newMember(world);
    const { orderNo } = (await rocket(member, 10_000)).value;
    expect(await decide(orderNo, 'reject')).toMatchObject({ status: 400, errorCode: 'payment.reason.required' });
    expect(await decide(orderNo, 'reject', { reason: '   ' })).toMatchObject({ status: 400, errorCode: 'payment.reason.required' });
    expect(await decide(orderNo, 'reject', { reason: 'No payment with this transaction ID' })).toMatchObject({ status: 200, value: { status: 'REJECTED' } });
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });
    const mine = await call<{ records: Array<{ status: string; reason: string; decidedAt: string | null }> }>(world, member, 'GET', '/wps/payments/deposits');
    expect(mine.value.records[0]).toMatchObject({ status: 'REJECTED', reason: 'No payment with this transaction ID' });
    expect(mine.value.records[0]!.decidedAt).not.toBeNull();
    expect(await actionsOn(orderNo)).toEqual([{ action: 'deposit.reject', operator_name: 'system' }]);
  });

  test("a transaction id is the claiming member's own: another member's claim neither blocks nor reveals it", async () => {
    const payer = await newMember(world);
    const prober = await newMember(world);
    const ref = reference();
    // The prober claims first, the way a thief who saw the id would: the answer is a fresh claim's.
    const probe = await rocket(prober, 10_000, { reference: ref });
    expect(probe).toMatchObject({ status: 200, value: { status: 'IN_PROCESS' } });
    const unclaimed = await rocket(prober, 10_000);
    expect(Object.keys(probe.value).sort()).toEqual(Object.keys(unclaimed.value).sort());
    // The payer's claim is not blocked, and nothing tells either of them about the other.
    const paid = await rocket(payer, 10_000, { reference: ref.toLowerCase() });
    expect(paid).toMatchObject({ status: 200, value: { status: 'IN_PROCESS' } });
    // A member's own second claim of an id is refused.
    expect(await rocket(payer, 10_000, { reference: ref })).toMatchObject({ status: 409, errorCode: 'payment.reference.used', message: 'You have already submitted this transaction ID.' });

    // The operator sees both claims of the id and approves the payer's: the money goes in once.
    const listed = await ops<{ records: OpsDeposit[] }>(world, 'GET', `/ops/payments/deposits?merchant=khela&status=IN_PROCESS&pageSize=100`);
    const claims = listed.value.records.filter((record) => record.reference === ref);
    expect(claims.map((record) => [record.account, record.referenceClaims]).sort()).toEqual([[payer.account, 2], [prober.account, 2]].sort());
    expect(await decide(paid.value.orderNo, 'approve')).toMatchObject({ status: 200, value: { status: 'APPROVED' } });
    expect(await decide(probe.value.orderNo, 'approve')).toMatchObject({ status: 409, errorCode: 'payment.reference.approved' });
    expect(await wallet(world, payer)).toEqual({ balance: 10_000n, held: 0n });
    expect(await wallet(world, prober)).toEqual({ balance: 0n, held: 0n });
    expect(await decide(probe.value.orderNo, 'reject', { reason: 'not your payment' })).toMatchObject({ status: 200, value: { status: 'REJECTED' } });
    // Another channel's statement may carry the same id.
    const bank = await call(world, prober, 'POST', '/wps/payments/deposits', {
      channel: 'BANK', amount: 100_000, requestId: requestId(), reference: ref, payerAccount: '1234567890', payerName: 'Second Payer',
    });
    expect(bank.status).toBe(200);
  });

  test('two claims of one id approved at once: one approval stands, the money goes in once', async () => {
    const first = await newMember(world);
    const second = await newMember(world);
    const ref = reference();
    const orders = [(await rocket(first, 10_000, { reference: ref })).value.orderNo, (await rocket(second, 10_000, { reference: ref })).value.orderNo];
    const answers = await Promise.all(orders.map((orderNo) => decide(orderNo, 'approve')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const balances = [await wallet(world, first), await wallet(world, second)].map((w) => w.balance);
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(10_000n);
  });

  test('a member cannot stack up claims: at most 3 manual deposits wait at once', async () => {
    const member = await newMember(world);
    const waiting = [];
    for (let i = 0; i < 3; i += 1) waiting.push((await rocket(member, 10_000)).value.orderNo);
    expect(await rocket(member, 10_000)).toMatchObject({
      status: 409,
      errorCode: 'payment.manual.pending.limit',
      message: 'You already have 3 deposits waiting to be checked. Please wait until they are decided.',
    });
    await decide(waiting[0]!, 'reject', { reason: 'no such payment' });
    expect((await rocket(member, 10_000)).status).toBe(200);
  });

  test('operators: support reads but cannot decide, finance decides, another brand is out of reach', async () => {
    const member = await newMember(world);
    const { orderNo } = (await rocket(member, 10_000)).value;
    const support = await operatorSession(world.app, 'support', 'khela');
    const finance = await operatorSession(world.app, 'finance', 'khela');
    const otherBrand = await operatorSession(world.app, 'finance', 'khela2');

    expect((await ops(world, 'GET', '/ops/payments/deposits?merchant=khela', undefined, support.token)).status).toBe(200);
    expect(await decide(orderNo, 'approve', {}, support.token)).toMatchObject({ status: 403, errorCode: 'operator.forbidden' });
    expect(await decide(orderNo, 'approve', {}, otherBrand.token)).toMatchObject({ status: 403, errorCode: 'operator.forbidden' });
    expect(await ops(world, 'GET', '/ops/payments/deposits?merchant=khela', undefined, otherBrand.token)).toMatchObject({ status: 403 });
    expect(await decide(orderNo, 'approve', { merchant: 'khela2' }, otherBrand.token)).toMatchObject({ status: 404, errorCode: 'payment.order.unknown' });
    expect(await wallet(world, member)).toEqual({ balance: 0n, held: 0n });

    expect(await decide(orderNo, 'approve', {}, finance.token)).toMatchObject({ status: 200, value: { decidedBy: finance.username } });
    expect(await actionsOn(orderNo)).toEqual([{ action: 'deposit.approve', operator_name: finance.username }]);
    expect(await wallet(world, member)).toEqual({ balance: 10_000n, held: 0n });
  });

  test('an unknown order is 404 and a missing operator token is 403', async () => {
    expect(await decide('D26010100000000', 'approve')).toMatchObject({ status: 404, errorCode: 'payment.order.unknown' });
    expect((await ops(world, 'GET', '/ops/payments/deposits?merchant=khela', undefined, 'nope')).status).toBe(403);
    expect(await ops(world, 'GET', '/ops/payments/deposits?merchant=nobrand')).toMatchObject({ status: 404, errorCode: 'merchant.unknown' });
  });
});
