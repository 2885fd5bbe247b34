import { AGENT_TYPES } from '../identity/members/member';
import { call, fund, newMember, ops, PAYMENT_PASSWORD, paymentsWorldForFile, requestId, type TestMember, wallet } from './payments-test-kit';

const world = paymentsWorldForFile();

interface UplineRecord {
  orderNo: string;
  direction: 'sent' | 'received';
  amount: number;
  remark: string;
  status: 'SENT' | 'RECEIVED' | 'DISPUTED';
  confirmBy: string;
  createdAt: string;
  counterparty: string;
  disputeRemark: string | null;
  proofs: number[];
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png image data')]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg image data')]);
const GIF = Buffer.from('GIF89a not allowed');

/** An agent and a member of their downline with money to send. */
async function pair(money = 500_000n): Promise<{ agent: TestMember; member: TestMember }> {
  const agent = await newMember(world, { type: AGENT_TYPES[0] });
  const member = await newMember(world, { uplineId: agent.id });
  await fund(world, member, money);
  return { agent, member };
}

function send(member: TestMember, amount: number, fields: Record<string, string> = {}) {
  return call<{ orderNo: string; status: string }>(world, member, 'POST', '/wps/payments/upline-transfers', {
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId: requestId(),
    ...fields,
  });
}

async function records(member: TestMember, role?: 'sent' | 'received'): Promise<UplineRecord[]> {
  return (await call<{ records: UplineRecord[] }>(world, member, 'GET', `/wps/payments/upline-transfers${role ? `?role=${role}` : ''}`)).value.records;
}

/** The non-receipt form as a browser posts it (multipart, over HTTP). */
async function reportNonReceipt(member: TestMember, orderNo: string, remark: string | null, files: Array<{ bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  if (remark !== null) form.append('remark', remark);
  for (const file of files) form.append('proof', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${world.apiUrl}/wps/payments/upline-transfers/${orderNo}/non-receipt`, {
    method: 'POST',
    headers: { authorization: member.token, language: 'en' },
    body: form,
  });
  return { status: response.status, ...((await response.json()) as { success: boolean; value: UplineRecord; errorCode: string | null; message: string }) };
}

const png = (bytes = PNG) => ({ bytes, name: 'receipt.png', type: 'image/png' });
const jpg = { bytes: JPG, name: 'receipt.jpg', type: 'image/jpeg' };

describe('transfers to the upline', () => {
  test('a member without an upline is told so', async () => {
    const loner = await newMember(world);
    await fund(world, loner, 100_000n);
    expect(await send(loner, 10_000)).toMatchObject({ status: 400, errorCode: 'payment.upline.none', message: 'You have no upline agent to transfer to.' });
    expect(await wallet(world, loner)).toEqual({ balance: 100_000n, held: 0n });
  });

  test('sent with the payment password: the money moves at once, SENT until the brand\'s minutes; both sides see it', async () => {
    const { agent, member } = await pair();
    expect(await send(member, 10_000, { paymentPassword: '999999' })).toMatchObject({ status: 400, errorCode: 'payment.password.wrong' });
    const sent = await send(member, 120_000, { remark: 'for my cash-out' });
    expect(sent).toMatchObject({ status: 200, value: { status: 'SENT' } });
    expect(await wallet(world, member)).toEqual({ balance: 380_000n, held: 0n });
    expect(await wallet(world, agent)).toEqual({ balance: 120_000n, held: 0n });

    const [mine] = await records(member, 'sent');
    expect(mine).toMatchObject({ orderNo: sent.value.orderNo, direction: 'sent', amount: 120_000, remark: 'for my cash-out', status: 'SENT', counterparty: agent.account, proofs: [] });
    expect(new Date(mine!.confirmBy).getTime() - new Date(mine!.createdAt).getTime()).toBe(30 * 60 * 1000);
    const theirs = await records(agent, 'received');
    expect(theirs).toEqual([expect.objectContaining({ orderNo: sent.value.orderNo, direction: 'received', counterparty: member.account, status: 'SENT' })]);
    expect(await records(agent, 'sent')).toEqual([]);
    expect(await records(member, 'received')).toEqual([]);
  });

  test('limits, funds and retries', async () => {
    const { agent, member } = await pair(50_000n);
    expect(await send(member, 9_999)).toMatchObject({ status: 400, errorCode: 'payment.amount.below.min' });
    expect(await send(member, 60_000)).toMatchObject({ status: 400, errorCode: 'payment.funds.insufficient', value: { available: 50_000 } });
    const id = requestId();
    const first = await send(member, 20_000, { requestId: id });
    expect((await send(member, 20_000, { requestId: id })).value).toEqual(first.value);
    expect(await send(member, 30_000, { requestId: id })).toMatchObject({ status: 409, errorCode: 'payment.request.conflict' });
    expect(await wallet(world, member)).toEqual({ balance: 30_000n, held: 0n });
    expect(await wallet(world, agent)).toEqual({ balance: 20_000n, held: 0n });
    expect(await send(member, 10_000, { remark: 'x'.repeat(141) })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await send(member, 10_000, { remark: 'nul \u0000 here' })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  test('the upline confirms: RECEIVED, and nobody else can confirm', async () => {
    const { agent, member } = await pair();
    const { orderNo } = (await send(member, 50_000)).value;
    const stranger = await newMember(world);
    expect(await call(world, member, 'POST', `/wps/payments/upline-transfers/${orderNo}/confirm`)).toMatchObject({ status: 404, errorCode: 'payment.upline.unknown' });
    expect(await call(world, stranger, 'POST', `/wps/payments/upline-transfers/${orderNo}/confirm`)).toMatchObject({ status: 404 });
    const confirmed = await call<UplineRecord>(world, agent, 'POST', `/wps/payments/upline-transfers/${orderNo}/confirm`);
    expect(confirmed).toMatchObject({ status: 200, value: { orderNo, status: 'RECEIVED', direction: 'received' } });
    expect((await call<UplineRecord>(world, agent, 'POST', `/wps/payments/upline-transfers/${orderNo}/confirm`)).value.status).toBe('RECEIVED');
    expect((await records(member))[0]!.status).toBe('RECEIVED');
    // Received: no longer reportable.
    expect(await reportNonReceipt(member, orderNo, 'never came', [png()])).toMatchObject({ status: 409, errorCode: 'payment.upline.not.disputable' });
    expect(await wallet(world, agent)).toEqual({ balance: 50_000n, held: 0n });
  });

  test('not confirmed within the minutes: counts as received, on read, and can no longer be reported', async () => {
    const { member } = await pair();
    const { orderNo } = (await send(member, 30_000)).value;
    expect((await records(member))[0]!.status).toBe('SENT');
    await world.t.db.query(`UPDATE upline_transfers SET created_at = created_at - interval '31 minutes', confirm_by = confirm_by - interval '31 minutes' WHERE order_no = $1`, [orderNo]);
    expect((await records(member))[0]!.status).toBe('RECEIVED');
    expect(await reportNonReceipt(member, orderNo, 'too late', [png()])).toMatchObject({ status: 409, errorCode: 'payment.upline.not.disputable' });
  });

  test("the brand's own minutes set the deadline", async () => {
    const { member } = await pair();
    await world.t.db.query(`UPDATE payment_settings SET upline_confirm_minutes = 5 WHERE merchant_code = 'khela'`);
    try {
      await send(member, 10_000);
    } finally {
      await world.t.db.query(`UPDATE payment_settings SET upline_confirm_minutes = 30 WHERE merchant_code = 'khela'`);
    }
    const [sent] = await records(member);
    expect(new Date(sent!.confirmBy).getTime() - new Date(sent!.createdAt).getTime()).toBe(5 * 60 * 1000);
  });

  test('non-receipt with proofs: DISPUTED, the upline can no longer confirm, operators see it and read the proofs', async () => {
    const { agent, member } = await pair();
    const { orderNo } = (await send(member, 40_000)).value;
    const stranger = await newMember(world);
    expect(await reportNonReceipt(agent, orderNo, 'not me', [png()])).toMatchObject({ status: 404 });
    expect(await reportNonReceipt(stranger, orderNo, 'not me', [png()])).toMatchObject({ status: 404 });

    const reported = await reportNonReceipt(member, orderNo, 'এজেন্ট টাকা পায়নি বলছে', [png(), jpg]);
    expect(reported).toMatchObject({ status: 200, value: { orderNo, status: 'DISPUTED', disputeRemark: 'এজেন্ট টাকা পায়নি বলছে' } });
    expect(reported.value.proofs).toHaveLength(2);
    expect(await call(world, agent, 'POST', `/wps/payments/upline-transfers/${orderNo}/confirm`)).toMatchObject({ status: 409, errorCode: 'payment.upline.disputed' });
    expect(await reportNonReceipt(member, orderNo, 'again', [png()])).toMatchObject({ status: 409, errorCode: 'payment.upline.not.disputable' });
    // Disputed stays disputed after the minutes.
    await world.t.db.query(`UPDATE upline_transfers SET confirm_by = now() - interval '1 minute' WHERE order_no = $1`, [orderNo]);
    expect((await records(member))[0]!.status).toBe('DISPUTED');

    const listed = await ops<{ records: Array<{ orderNo: string; status: string; sender: string; upline: string; proofs: Array<{ id: number; contentType: string; size: number }> }> }>(
      world, 'GET', `/ops/payments/upline-transfers?merchant=khela&orderNo=${orderNo}`,
    );
    expect(listed.value.records).toEqual([
      expect.objectContaining({ orderNo, status: 'DISPUTED', sender: member.account, upline: agent.account, proofs: [
        { id: reported.value.proofs[0], contentType: 'image/png', size: PNG.length },
        { id: reported.value.proofs[1], contentType: 'image/jpeg', size: JPG.length },
      ] }),
    ]);
    const disputed = await ops<{ records: Array<{ orderNo: string }> }>(world, 'GET', '/ops/payments/upline-transfers?merchant=khela');
    expect(disputed.value.records.map((r) => r.orderNo)).toContain(orderNo);

    const proof = await world.app.inject({ method: 'GET', url: `/ops/payments/upline-transfers/proofs/${reported.value.proofs[1]}?merchant=khela`, headers: { 'x-operator-token': 'test-operator-secret' } });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect(proof.rawPayload.equals(JPG)).toBe(true);
    const elsewhere = await world.app.inject({ method: 'GET', url: `/ops/payments/upline-transfers/proofs/${reported.value.proofs[1]}?merchant=khela2`, headers: { 'x-operator-token': 'test-operator-secret' } });
    expect(elsewhere.statusCode).toBe(404);

    // The two parties may look at the proofs; nobody else.
    const asMember = (who: TestMember) => world.app.inject({ method: 'GET', url: `/wps/payments/upline-transfers/proofs/${reported.value.proofs[0]}`, headers: { authorization: who.token } });
    expect((await asMember(member)).rawPayload.equals(PNG)).toBe(true);
    expect((await asMember(agent)).statusCode).toBe(200);
    expect((await asMember(stranger)).statusCode).toBe(404);
  });

  test('refused reports (wrong type, too big, too many, none, long remark) leave the transfer as it was', async () => {
    const { member } = await pair();
    const { orderNo } = (await send(member, 20_000)).value;
    expect(await reportNonReceipt(member, orderNo, 'gif', [{ bytes: GIF, name: 'receipt.png', type: 'image/png' }])).toMatchObject({ status: 400, errorCode: 'payment.proof.type' });
    expect(await reportNonReceipt(member, orderNo, 'text', [{ bytes: Buffer.from('hello'), name: 'a.jpg', type: 'image/jpeg' }])).toMatchObject({ status: 400, errorCode: 'payment.proof.type' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    expect(await reportNonReceipt(member, orderNo, 'big', [png(big)])).toMatchObject({ status: 413, errorCode: 'payment.proof.too.large', message: 'Each proof image may be at most 5 MB.' });
    expect(await reportNonReceipt(member, orderNo, 'many', [png(), png(), jpg, png()])).toMatchObject({ status: 400, errorCode: 'payment.proof.too.many' });
    expect(await reportNonReceipt(member, orderNo, 'none', [])).toMatchObject({ status: 400, errorCode: 'payment.proof.required' });
    expect(await reportNonReceipt(member, orderNo, 'ক'.repeat(141), [png()])).toMatchObject({ status: 400, errorCode: 'payment.remark.too.long' });
    const json = await call(world, member, 'POST', `/wps/payments/upline-transfers/${orderNo}/non-receipt`, { remark: 'json' });
    expect(json).toMatchObject({ status: 400, errorCode: 'payment.proof.form.invalid' });

    expect((await records(member))[0]).toMatchObject({ status: 'SENT', proofs: [], disputeRemark: null });
    const [stored] = await world.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upline_transfer_proofs p JOIN upline_transfers u ON u.id = p.transfer_id WHERE u.order_no = $1', [orderNo]);
    expect(stored!.n).toBe(0);

    // Exactly at the limits is fine: 3 files of 5 MB and 140 characters.
    const five = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const ok = await reportNonReceipt(member, orderNo, 'ক'.repeat(140), [png(five), jpg, png()]);
    expect(ok).toMatchObject({ status: 200, value: { status: 'DISPUTED' } });
    expect(ok.value.proofs).toHaveLength(3);
  });
});
