import type { InboxMessage, InboxOpenAnswer, InboxPage } from '@khela/contracts/inbox';
import { SocketProbe } from '../../../platform/realtime/socket-probe';
import { memberWithSession, TRIAL_TYPE } from '../../../test/members';
import { agentChain, offer, P, topContract } from '../../agents/contracts/contracts-kit';
import { rememberDevice } from '../../identity/login/login-limits';
import { createSession } from '../../identity/sessions/session-store';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { call as payCall, fund, newMember, ops, PAYMENT_PASSWORD, paymentsWorldForFile, requestId, type TestMember } from '../../payments/payments-test-kit';
import { issueGrant } from '../../rewards';
import { writeMemberMessage } from '../index';

const world = paymentsWorldForFile();

type Method = 'GET' | 'POST' | 'DELETE';
async function call<T>(member: TestMember, method: Method, url: string, language: 'en' | 'bn' = 'en') {
  const response = await world.app.inject({ method, url, headers: { authorization: member.token, language, merchant: member.merchant } });
  const body = JSON.parse(response.body) as { value: T; errorCode: string | null; message: string | null };
  return { status: response.statusCode, ...body };
}
const inbox = (member: TestMember, language: 'en' | 'bn' = 'en', query = '') => call<InboxPage>(member, 'GET', `/wps/messages${query}`, language);
const unread = async (member: TestMember) => (await call<{ unread: number }>(member, 'GET', '/wps/messages/unread-count')).value.unread;
const messagesOf = (memberId: string) => world.t.db.query<{ template: string; event_key: string }>('SELECT template, event_key FROM member_messages WHERE member_id = $1 ORDER BY id', [memberId]);

let references = 0;
const rocket = (member: TestMember, amount: number) =>
  payCall<{ orderNo: string }>(world, member, 'POST', '/wps/payments/deposits', {
    channel: 'ROCKET', amount, requestId: requestId(), reference: `9Q${Date.now().toString(36).toUpperCase()}${(references += 1)}`, payerAccount: '01811223344',
  });
const decideDeposit = (orderNo: string, outcome: 'approve' | 'reject', reason?: string) =>
  ops(world, 'POST', `/ops/payments/deposits/${orderNo}/${outcome}`, { merchant: 'khela', ...(reason ? { reason } : {}) });

describe('personal messages written by events', () => {
  test('a deposit approved writes one message, in each reader’s language; deciding again writes nothing', async () => {
    const member = await newMember(world);
    const { orderNo } = (await rocket(member, 50_000)).value;
    expect(await unread(member)).toBe(0);
    expect((await decideDeposit(orderNo, 'approve')).status).toBe(200);
    expect((await decideDeposit(orderNo, 'approve')).status).toBe(409);
    expect(await messagesOf(member.id)).toEqual([{ template: 'deposit.approved', event_key: `deposit:${orderNo}` }]);
    const en = (await inbox(member)).value;
    expect(en).toMatchObject({ total: 1, unread: 1, pageNo: 1 });
    expect(en.records[0]).toMatchObject({ kind: 'PERSONAL', template: 'deposit.approved', title: 'Deposit approved', read: false });
    expect(en.records[0]!.content).toContain('৳500.00');
    expect(en.records[0]!.content).toContain(orderNo);
    const bn = (await inbox(member, 'bn')).value.records[0]!;
    expect(bn.title).toBe('জমা অনুমোদিত');
    expect(bn.content).toContain('৳৫০০.০০');
  });

  test('a deposit rejected tells the reason', async () => {
    const member = await newMember(world);
    const { orderNo } = (await rocket(member, 10_000)).value;
    await decideDeposit(orderNo, 'reject', 'No payment with this transaction ID');
    const [message] = (await inbox(member)).value.records;
    expect(message).toMatchObject({ template: 'deposit.rejected', title: 'Deposit rejected' });
    expect(message!.content).toContain('Reason: No payment with this transaction ID');
  });

  test('a withdrawal paid and a withdrawal rejected: one message each', async () => {
    const member = await newMember(world);
    await fund(world, member, 300_000n);
    const bound = await payCall<{ id: number }>(world, member, 'POST', '/wps/payments/payout-accounts', { channel: 'BKASH', payeeName: 'Rahim Uddin', accountNumber: '01719988776', paymentPassword: PAYMENT_PASSWORD });
    const withdraw = async () => (await payCall<{ orderNo: string }>(world, member, 'POST', '/wps/payments/withdrawals', { payoutAccountId: bound.value.id, amount: 60_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() })).value.orderNo;
    const paid = await withdraw();
    expect((await ops(world, 'POST', `/ops/payments/withdrawals/${paid}/approve`, { merchant: 'khela' })).status).toBe(200);
    const refused = await withdraw();
    expect((await ops(world, 'POST', `/ops/payments/withdrawals/${refused}/reject`, { merchant: 'khela', reason: 'Account name does not match' })).status).toBe(200);
    expect(await messagesOf(member.id)).toEqual([
      { template: 'withdrawal.paid', event_key: `withdrawal:${paid}` },
      { template: 'withdrawal.rejected', event_key: `withdrawal:${refused}` },
    ]);
    const records = (await inbox(member)).value.records;
    expect(records.map((r) => r.title)).toEqual(['Withdrawal rejected', 'Withdrawal paid']);
    expect(records[0]!.content).toContain('Account name does not match');
  });

  test('a bonus issued writes one message, however often the grant is issued again', async () => {
    const member = await newMember(world);
    const grant = () => ({
      merchantCode: 'khela', memberId: member.id, source: 'operator' as const, sourceRef: `inbox-${member.id}`, titleEn: 'Weekend bonus', titleBn: 'সাপ্তাহিক বোনাস',
      amount: 10_000n, wagering: { multipleX100: 500, categories: [], expiryDays: 7 },
    });
    await world.t.db.transaction((tx) => issueGrant(tx, world.ledger, grant(), new Date()));
    await world.t.db.transaction((tx) => issueGrant(tx, world.ledger, grant(), new Date()));
    expect((await messagesOf(member.id)).map((m) => m.template)).toEqual(['bonus.issued']);
    const [message] = (await inbox(member, 'bn')).value.records;
    expect(message!.content).toContain('সাপ্তাহিক বোনাস');
  });

  test('a sign-in from a new device writes one message; the first device and a known one write none', async () => {
    const member = await newMember(world);
    const ref = { merchantCode: 'khela', id: member.id };
    await rememberDevice(world.t.db, ref, 'device-one-0001', '10.1.1.1');
    await rememberDevice(world.t.db, ref, 'device-one-0001', '10.1.1.1');
    expect(await messagesOf(member.id)).toEqual([]);
    await rememberDevice(world.t.db, ref, 'device-two-0002', '10.2.2.2');
    await rememberDevice(world.t.db, ref, 'device-two-0002', '10.2.2.2');
    expect((await messagesOf(member.id)).map((m) => m.template)).toEqual(['login.new.device']);
    expect((await inbox(member)).value.records[0]!.content).toContain('10.2.2.2');
  });

  test('a contract offered writes one message to the downline, naming the upline', async () => {
    const { top, mid } = await agentChain(world.t.db);
    await topContract(world.app, top, 'daily', [P(0, 0, '0.002')]);
    const offered = await offer(world.app, top, mid, 'daily', [P(0, 0, '0.0015')]);
    expect(offered.status).toBe(200);
    expect(await messagesOf(mid.id)).toEqual([{ template: 'contract.offered', event_key: `contract:${offered.value.id}` }]);
    expect((await inbox(mid)).value.records[0]!.content).toContain(top.account);
    expect(await messagesOf(top.id)).toEqual([]);
  });

  test('a message written in a transaction that rolls back is not there', async () => {
    const member = await newMember(world);
    await expect(
      world.t.db.transaction(async (tx) => {
        await writeMemberMessage(tx, { merchantCode: 'khela', memberId: member.id, template: 'deposit.approved', params: { orderNo: 'X1', amount: '100' }, eventKey: `test:${member.id}` });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await messagesOf(member.id)).toEqual([]);
  });
});

describe('the member’s own inbox', () => {
  async function withTwoMessages(): Promise<{ member: TestMember; ids: string[] }> {
    const member = await newMember(world);
    for (const amount of [10_000, 20_000]) await decideDeposit((await rocket(member, amount)).value.orderNo, 'approve');
    return { member, ids: (await inbox(member)).value.records.map((r) => r.id) };
  }

  test('open marks read, delete removes, mark all read clears the count; paging', async () => {
    const { member, ids } = await withTwoMessages();
    expect(await unread(member)).toBe(2);
    const opened = await call<InboxOpenAnswer>(member, 'POST', `/wps/messages/${ids[0]}/read`);
    expect(opened).toMatchObject({ status: 200, value: { unread: 1, message: { id: ids[0], read: true } } });
    const page1 = (await inbox(member, 'en', '?pageNo=1&pageSize=1')).value;
    expect(page1).toMatchObject({ total: 2, totalPages: 2, unread: 1 });
    expect(page1.records.map((r: InboxMessage) => r.id)).toEqual([ids[0]]);
    expect((await inbox(member, 'en', '?pageNo=2&pageSize=1')).value.records.map((r) => r.id)).toEqual([ids[1]]);
    expect((await call<{ unread: number }>(member, 'DELETE', `/wps/messages/${ids[0]}`)).value.unread).toBe(1);
    expect((await inbox(member)).value.records.map((r) => r.id)).toEqual([ids[1]]);
    expect((await call<{ unread: number }>(member, 'POST', '/wps/messages/read-all')).value.unread).toBe(0);
    expect((await call(member, 'POST', `/wps/messages/${ids[0]}/read`)).status).toBe(404);
  });

  test('another member’s message cannot be read or deleted, and stays unread', async () => {
    const { member, ids } = await withTwoMessages();
    const stranger = await newMember(world);
    const read = await call(stranger, 'POST', `/wps/messages/${ids[0]}/read`);
    expect(read).toMatchObject({ status: 404, errorCode: 'inbox.message.unknown', message: 'There is no such message in your inbox.' });
    expect((await call(stranger, 'DELETE', `/wps/messages/${ids[1]}`)).status).toBe(404);
    expect(await unread(member)).toBe(2);
    expect((await call(stranger, 'POST', '/wps/messages/x1/read')).status).toBe(400);
  });

  test('trial accounts have no inbox (SPEC §6) and visitors must sign in', async () => {
    const trial = await memberWithSession(world.t.db, { type: TRIAL_TYPE, prefix: 'trial' });
    expect(await call(trial, 'GET', '/wps/messages/unread-count')).toMatchObject({ status: 403, errorCode: 'account.trial' });
    expect((await call(trial, 'GET', '/wps/messages')).status).toBe(403);
    const visitor = await world.app.inject({ method: 'GET', url: '/wps/messages/unread-count' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('broadcasts', () => {
  const body = (extra: object) => ({ merchant: 'khela', title: { en: 'Maintenance tonight', bn: 'আজ রাতে রক্ষণাবেক্ষণ' }, content: { en: 'From 2 to 3 am.', bn: 'রাত ২টা থেকে ৩টা।' }, requestId: requestId(), ...extra });
  const send = (extra: object) => ops<{ broadcast: { id: string; target: string; members: number }; created: boolean }>(world, 'POST', '/ops/messages/broadcasts', body(extra));
  const setLevel = (member: TestMember, level: number) =>
    world.t.db.query(`INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ('khela', $1, $2) ON CONFLICT (member_id) DO UPDATE SET vip_level = $2`, [member.id, level]);
  const platformTitles = async (member: TestMember) => (await inbox(member)).value.records.filter((r) => r.kind === 'PLATFORM').map((r) => r.id);

  test('to a list of members: only they see it; the same requestId sends once; recorded', async () => {
    const [named, other] = [await newMember(world), await newMember(world)];
    const first = body({ target: 'MEMBERS', accounts: [named.account.toUpperCase()] });
    const sent = await ops<{ broadcast: { id: string; members: number }; created: boolean }>(world, 'POST', '/ops/messages/broadcasts', first);
    expect(sent).toMatchObject({ status: 200, value: { created: true, broadcast: { target: 'MEMBERS', members: 1 } } });
    const again = await ops<{ broadcast: { id: string }; created: boolean }>(world, 'POST', '/ops/messages/broadcasts', first);
    expect(again.value).toMatchObject({ created: false, broadcast: { id: sent.value.broadcast.id } });
    expect(await platformTitles(named)).toEqual([`b${sent.value.broadcast.id}`]);
    expect(await platformTitles(other)).toEqual([]);
    const [message] = (await inbox(named, 'bn')).value.records;
    expect(message).toMatchObject({ kind: 'PLATFORM', title: 'আজ রাতে রক্ষণাবেক্ষণ', read: false });
    const actions = await world.t.db.query('SELECT action, operator_name FROM operator_actions WHERE target = $1', [sent.value.broadcast.id]);
    expect(actions).toEqual([{ action: 'message.broadcast', operator_name: 'system' }]);
  });

  test('to a VIP range: members inside it see it, read at their current level', async () => {
    const [low, mid, high] = [await newMember(world), await newMember(world), await newMember(world)];
    await setLevel(mid, 3);
    await setLevel(high, 6);
    const sent = await send({ target: 'VIP', vipMin: 2, vipMax: 4 });
    const id = `b${sent.value.broadcast.id}`;
    expect(await platformTitles(low)).not.toContain(id);
    expect(await platformTitles(mid)).toContain(id);
    expect(await platformTitles(high)).not.toContain(id);
    await setLevel(low, 2);
    expect(await platformTitles(low)).toContain(id);
  });

  test('to the brand: every member of the brand who registered before it, no other brand; withdrawn, it is gone', async () => {
    const member = await newMember(world);
    const elsewhere = await memberWithSession(world.t.db, { merchant: 'khela2', prefix: 'k2' });
    const sent = await send({ target: 'BRAND' });
    const id = `b${sent.value.broadcast.id}`;
    const later = await newMember(world);
    expect(await platformTitles(member)).toContain(id);
    expect(await platformTitles(later)).not.toContain(id);
    expect(await platformTitles(elsewhere)).not.toContain(id);
    // Read and deleted for one member only.
    await call(member, 'POST', `/wps/messages/${id}/read`);
    expect((await inbox(member)).value.records.find((r) => r.id === id)?.read).toBe(true);
    const listed = await ops<{ records: Array<{ id: string; reads: number }> }>(world, 'GET', '/ops/messages/broadcasts?merchant=khela&pageSize=100');
    expect(listed.value.records.find((b) => b.id === sent.value.broadcast.id)?.reads).toBe(1);
    const withdrawn = await ops(world, 'POST', `/ops/messages/broadcasts/${sent.value.broadcast.id}/withdraw`);
    expect(withdrawn).toMatchObject({ status: 200, value: { withdrawnAt: expect.any(String) } });
    expect(await platformTitles(member)).not.toContain(id);
    expect(await ops(world, 'POST', `/ops/messages/broadcasts/${sent.value.broadcast.id}/withdraw`)).toMatchObject({ status: 409, errorCode: 'inbox.broadcast.withdrawn' });
  });

  test('no marketing during a time-out or self-exclusion: brand and VIP broadcasts sent then never reach the member; named ones do', async () => {
    const [kept, free] = [await newMember(world), await newMember(world)];
    await setLevel(kept, 3);
    await setLevel(free, 3);
    const toBrand = await send({ target: 'BRAND' });
    const toVip = await send({ target: 'VIP', vipMin: 2, vipMax: 4 });
    const toNamed = await send({ target: 'MEMBERS', accounts: [kept.account] });
    // The three were sent during a time-out (from the member's registration until now), which ends before the fourth.
    await world.t.db.query(
      `INSERT INTO safer_exclusions (member_id, merchant_code, kind, starts_at, ends_at, set_by)
       SELECT id, 'khela', 'timeout', created_at, now(), 'member' FROM members WHERE id = $1`,
      [kept.id],
    );
    const after = await send({ target: 'BRAND' });
    const ids = [toBrand, toVip, toNamed, after].map((sent) => sent.value.broadcast.id);
    expect((await platformTitles(kept)).filter((id) => ids.includes(id.slice(1)))).toEqual([`b${ids[3]}`, `b${ids[2]}`]);
    expect((await platformTitles(free)).filter((id) => ids.includes(id.slice(1)))).toEqual([`b${ids[3]}`, `b${ids[1]}`, `b${ids[0]}`]);
    // The badge counts only what the member may see.
    expect((await unread(free)) - (await unread(kept))).toBe(1);
  });

  test('bad targets are translated 400s and write nothing', async () => {
    const before = await world.t.db.query('SELECT count(*)::int AS n FROM message_broadcasts');
    expect(await send({ target: 'VIP' })).toMatchObject({ status: 400, errorCode: 'inbox.broadcast.vip.range' });
    expect(await send({ target: 'VIP', vipMin: 4, vipMax: 2 })).toMatchObject({ status: 400, errorCode: 'inbox.broadcast.vip.range' });
    expect(await send({ target: 'BRAND', vipMin: 1, vipMax: 2 })).toMatchObject({ status: 400, errorCode: 'inbox.broadcast.vip.range' });
    expect(await send({ target: 'MEMBERS' })).toMatchObject({ status: 400, errorCode: 'inbox.broadcast.accounts' });
    expect(await send({ target: 'MEMBERS', accounts: ['nobody-here-1'] })).toMatchObject({ status: 400, errorCode: 'inbox.broadcast.accounts.unknown', message: 'These accounts are not members of the brand: nobody-here-1' });
    expect(await send({ target: 'EVERYONE' })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await world.t.db.query('SELECT count(*)::int AS n FROM message_broadcasts')).toEqual(before);
  });
});

describe('the live badge over /ws', () => {
  afterAll(() => SocketProbe.endServerSides(world.app));

  test('the count on connect, after a deposit is approved (once committed), after opening; a brand broadcast asks pages to read again', async () => {
    const member = await newMember(world);
    const socket = await SocketProbe.member(world.app, member.token);
    await socket.next((m) => m.type === 'messages' && m.unread === 0);
    const { orderNo } = (await rocket(member, 30_000)).value;
    let from = socket.messages.length;
    await decideDeposit(orderNo, 'approve');
    await socket.next((m) => m.type === 'messages' && m.unread === 1, from);
    const [message] = (await inbox(member)).value.records;
    from = socket.messages.length;
    await call(member, 'POST', `/wps/messages/${message!.id}/read`);
    await socket.next((m) => m.type === 'messages' && m.unread === 0, from);
    from = socket.messages.length;
    await ops(world, 'POST', '/ops/messages/broadcasts', { merchant: 'khela', target: 'BRAND', title: { en: 'T', bn: 'ট' }, content: { en: 'C', bn: 'স' }, requestId: requestId() });
    await socket.next((m) => m.type === 'messages' && m.unread === undefined, from);
    socket.close();
  });
});

test('demo01 has a read deposit-approved message and an unread broadcast on a fresh start', async () => {
  const [demo] = await world.t.db.query<{ id: string }>("SELECT id::text AS id FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
  const merchant = (await findMerchant(world.t.db, 'khela'))!;
  const token = await createSession(world.t.db, { memberId: demo!.id, merchantCode: 'khela', loginMethod: 'username', settings: merchant.identity, ip: '10.9.0.1', userAgent: 'jest', passwordConfirmed: true });
  const demo01 = { id: demo!.id, account: 'demo01', token, merchant: 'khela' };
  const records = (await inbox(demo01)).value.records;
  expect(records.find((r) => r.template === 'deposit.approved')).toMatchObject({ read: true, title: 'Deposit approved' });
  expect(records.find((r) => r.kind === 'PLATFORM' && r.title === 'Welcome to Khela')).toMatchObject({ read: false });
});
