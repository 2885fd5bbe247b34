import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { SocketProbe } from '../../platform/realtime/socket-probe';
import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../test/members';
import { ops } from '../../test/operator-calls';
import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../../test/test-app';
import { operatorSession } from '../operator/operator-test-kit';
import { CHAT_CHANNEL } from './chat-hub';
import { httpCallOf } from '../../cli/operator-backends';
import { parseOperatorCommand } from '../../cli/operator-command';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]);

type Msg = { id: string; sender: string; text: string; imageId: string | null; agentName: string | null };
type State = { conversationId: string | null; status: string | null; messages: Msg[]; agentReadId: string; agentTyping: boolean; unread: number; hasOlder: boolean };
type Summary = { id: string; account: string; unread: number; memberTyping: boolean; lastMessage: string };

async function member(app: FastifyInstance, who: TestMember, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') {
  const response = await app.inject({ method, url, headers: { authorization: who.token, merchant: who.merchant, language }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, ...envelope<unknown>(response) };
}
const say = (app: FastifyInstance, who: TestMember, text: string, clientId = randomUUID()) => member(app, who, 'POST', '/wps/chat/messages', { text, clientId });
const stateOf = async (app: FastifyInstance, who: TestMember) => (await member(app, who, 'GET', '/wps/chat')).value as State;
async function upload(app: FastifyInstance, who: TestMember, bytes: Buffer, contentType = 'image/png', language = 'en') {
  const response = await app.inject({
    method: 'POST',
    url: `/wps/chat/images?clientId=${randomUUID()}`,
    headers: { authorization: who.token, merchant: who.merchant, language, 'content-type': contentType },
    payload: bytes,
  });
  return { status: response.statusCode, ...envelope<Msg>(response) };
}
const reply = (app: FastifyInstance, id: string, text: string, token = OPERATOR_TOKEN, requestId = randomUUID()) =>
  ops<Msg>(app, 'POST', `/ops/chat/conversations/${id}/messages`, { text, requestId }, token);
const openList = async (app: FastifyInstance, token = OPERATOR_TOKEN) => (await ops<{ conversations: Summary[] }>(app, 'GET', '/ops/chat/conversations', undefined, token)).value.conversations;

describe('live chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    SocketProbe.endServerSides(t.app);
    await t.close();
  });

  test('history: the member’s messages and the answers, oldest first, with receipts and the unread count', async () => {
    const who = await memberWithSession(t.db);
    expect(await stateOf(t.app, who)).toMatchObject({ conversationId: null, messages: [], unread: 0 });
    const first = await say(t.app, who, 'আমার ডিপোজিট আসেনি');
    expect(first.status).toBe(200);
    await say(t.app, who, 'Order DP-1');
    const state = await stateOf(t.app, who);
    expect(state.messages.map((m) => [m.sender, m.text])).toEqual([
      ['member', 'আমার ডিপোজিট আসেনি'],
      ['member', 'Order DP-1'],
    ]);
    expect(state.status).toBe('open');

    const support = await operatorSession(t.app, 'support', 'khela');
    const listed = (await openList(t.app, support.token)).find((c) => c.account === who.account);
    expect(listed).toMatchObject({ unread: 2, lastMessage: 'Order DP-1' });
    const answered = await reply(t.app, state.conversationId!, 'We are checking it now.', support.token);
    expect(answered.status).toBe(200);
    expect(answered.value).toMatchObject({ sender: 'agent', agentName: support.username });

    const after = await stateOf(t.app, who);
    expect(after.messages.map((m) => m.sender)).toEqual(['member', 'member', 'agent']);
    expect(after.unread).toBe(1);
    // Answering reads what came before: the member sees the receipt.
    expect(after.agentReadId).toBe(after.messages[2]!.id);
    await member(t.app, who, 'POST', '/wps/chat/read', { upTo: after.messages[2]!.id });
    expect((await stateOf(t.app, who)).unread).toBe(0);
    const seen = await ops<{ memberReadId: string }>(t.app, 'GET', `/ops/chat/conversations/${state.conversationId}`, undefined, support.token);
    expect(seen.value.memberReadId).toBe(after.messages[2]!.id);

    // The reply is in the action record, with its operator.
    const [action] = await t.db.query<{ operator_name: string; target: string }>(`SELECT operator_name, target FROM operator_actions WHERE action = 'chat.reply' AND target = $1`, [state.conversationId]);
    expect(action).toEqual({ operator_name: support.username, target: state.conversationId });
  });

  test('history pages hold their order past ten messages, and older pages are read with `before`', async () => {
    const who = await memberWithSession(t.db);
    for (let i = 1; i <= 12; i += 1) await say(t.app, who, `m${i}`);
    const state = await stateOf(t.app, who);
    expect(state.messages.map((m) => m.text)).toEqual(Array.from({ length: 12 }, (_, i) => `m${i + 1}`));
    const older = (await member(t.app, who, 'GET', `/wps/chat?before=${state.messages[10]!.id}`)).value as State;
    expect(older.messages.map((m) => m.text).slice(-2)).toEqual(['m9', 'm10']);
  });

  test('the CLI answers through the same /ops calls: pnpm operator chat reply', async () => {
    const who = await memberWithSession(t.db);
    await say(t.app, who, 'cli?');
    const { conversationId } = await stateOf(t.app, who);
    const call = httpCallOf(parseOperatorCommand(['chat', 'reply', conversationId!, 'Answered', 'from', 'the', 'CLI']));
    const support = await operatorSession(t.app, 'support', 'khela');
    expect((await ops(t.app, call.method, call.path, call.body, support.token)).status).toBe(200);
    expect((await stateOf(t.app, who)).messages.map((m) => m.text)).toEqual(['cli?', 'Answered from the CLI']);
  });

  test('the same clientId or requestId makes nothing twice', async () => {
    const who = await memberWithSession(t.db);
    const clientId = randomUUID();
    const a = await say(t.app, who, 'hello', clientId);
    const b = await say(t.app, who, 'hello', clientId);
    expect((b.value as Msg).id).toBe((a.value as Msg).id);
    const { conversationId } = await stateOf(t.app, who);
    const requestId = randomUUID();
    await reply(t.app, conversationId!, 'hi', OPERATOR_TOKEN, requestId);
    await reply(t.app, conversationId!, 'hi', OPERATOR_TOKEN, requestId);
    expect((await stateOf(t.app, who)).messages).toHaveLength(2);
  });

  test('a message sent while nobody answers is kept, and the answer reaches the member when they come back', async () => {
    const who = await memberWithSession(t.db);
    await say(t.app, who, 'Is anyone there?');
    const { conversationId } = await stateOf(t.app, who);
    // Nobody is connected: the member has gone; the agent answers later.
    await reply(t.app, conversationId!, 'Sorry for the wait — your deposit is credited.');
    const socket = await SocketProbe.member(t.app, who.token);
    const pushed = await socket.next((message) => message.type === 'chat');
    expect((pushed.messages as Msg[]).map((m) => m.text)).toEqual(['Is anyone there?', 'Sorry for the wait — your deposit is credited.']);
    expect(pushed.unread).toBe(1);

    // …and live while connected: a new answer, the typing sign before it.
    await ops(t.app, 'POST', `/ops/chat/conversations/${conversationId}/typing`);
    await socket.next((message) => message.type === 'chat' && message.agentTyping === true);
    await reply(t.app, conversationId!, 'Anything else?');
    const live = await socket.next((message) => message.type === 'chat' && (message.messages as Msg[]).some((m) => m.text === 'Anything else?'));
    expect(live.agentTyping).toBe(false);
    socket.close();
  });

  test('images: png and jpg by their first bytes, at most 5 MB; the member and the support team can open them', async () => {
    const who = await memberWithSession(t.db);
    const png = await upload(t.app, who, PNG);
    expect(png.status).toBe(200);
    // Declared png, really a jpg: stored as what it is.
    const jpg = await upload(t.app, who, JPEG, 'image/png');
    expect(jpg.status).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: `/wps/chat/images/${jpg.value.imageId}`, headers: { authorization: who.token, merchant: 'khela' } });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(image.rawPayload, JPEG)).toBe(0);
    const opsImage = await t.app.inject({ method: 'GET', url: `/ops/chat/images/${png.value.imageId}`, headers: { 'x-operator-token': OPERATOR_TOKEN } });
    expect(opsImage.headers['content-type']).toBe('image/png');

    // Another member cannot.
    const other = await memberWithSession(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/wps/chat/images/${png.value.imageId}`, headers: { authorization: other.token, merchant: 'khela' } })).statusCode).toBe(404);

    const gif = await upload(t.app, who, GIF, 'image/png', 'bn');
    expect(gif).toMatchObject({ status: 400, errorCode: 'chat.image.type', message: 'শুধু png বা jpg ছবি পাঠানো যায়।' });
    const big = await upload(t.app, who, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big).toMatchObject({ status: 413, errorCode: 'chat.image.tooLarge' });
    expect(big.message).toContain('5 MB');
    const gifType = await upload(t.app, who, GIF, 'image/gif');
    expect(gifType.status).toBe(415);
    // Refusals kept nothing.
    expect((await stateOf(t.app, who)).messages).toHaveLength(2);
  });

  test('the support role (or admin) is needed, and only for the operator’s own brand', async () => {
    const who = await memberWithSession(t.db);
    await say(t.app, who, 'help');
    const { conversationId } = await stateOf(t.app, who);
    const finance = await operatorSession(t.app, 'finance', 'khela');
    expect((await ops(t.app, 'GET', '/ops/chat/conversations', undefined, finance.token)).status).toBe(403);
    expect((await reply(t.app, conversationId!, 'no', finance.token)).status).toBe(403);
    const otherBrand = await operatorSession(t.app, 'support', 'khela2');
    expect((await reply(t.app, conversationId!, 'no', otherBrand.token)).status).toBe(404);
    expect((await openList(t.app, otherBrand.token)).find((c) => c.account === who.account)).toBeUndefined();
    const support = await operatorSession(t.app, 'support', 'khela');
    expect((await reply(t.app, conversationId!, 'yes', support.token)).status).toBe(200);
    expect((await stateOf(t.app, who)).messages.map((m) => m.text)).toEqual(['help', 'yes']);
  });

  test('closing: recorded, replies refused, the member’s next message opens a new conversation', async () => {
    const who = await memberWithSession(t.db);
    await say(t.app, who, 'first');
    const { conversationId } = await stateOf(t.app, who);
    expect((await ops<{ done: boolean }>(t.app, 'POST', `/ops/chat/conversations/${conversationId}/close`)).value.done).toBe(true);
    expect((await stateOf(t.app, who)).status).toBe('closed');
    expect(await reply(t.app, conversationId!, 'late')).toMatchObject({ status: 409, errorCode: 'chat.conversation.closed' });
    expect((await say(t.app, who, 'second')).status).toBe(200);
    const next = await stateOf(t.app, who);
    expect(next.conversationId).not.toBe(conversationId);
    expect(next.messages.map((m) => m.text)).toEqual(['second']);
    const [closed] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM operator_actions WHERE action = 'chat.close' AND target = $1`, [conversationId]);
    expect(closed!.n).toBe(1);
  });

  test('an admin sets the brand’s customer-service entries (recorded); bad addresses and other roles are refused', async () => {
    const put = (entries: object[], token = OPERATOR_TOKEN, language = 'en') =>
      t.app.inject({ method: 'PUT', url: '/ops/merchants/khela2/customer-service', headers: { 'x-operator-token': token, language }, payload: { entries } }).then((response) => ({ status: response.statusCode, ...envelope<unknown>(response) }));
    const support = await operatorSession(t.app, 'support', 'khela2');
    expect((await put([{ csType: 'LIVECHAT' }], support.token)).status).toBe(403);
    expect(await put([{ csType: 'TELEGRAM', url: 'https://telegram.example/x' }], OPERATOR_TOKEN, 'bn')).toMatchObject({ status: 400, errorCode: 'chat.cs.telegram' });
    expect(await put([{ csType: 'LIVECHAT' }, { csType: 'LIVECHAT' }])).toMatchObject({ status: 400, errorCode: 'chat.cs.duplicate' });
    const set = await put([{ csType: 'FACEBOOK', url: 'https://m.me/khela2.bd' }, { csType: 'LIVECHAT' }]);
    expect(set.status).toBe(200);
    const config = await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { merchant: 'khela2' } });
    expect(envelope<{ info: { customerService: Array<{ csType: string; csPosition: number }> } }>(config).value.info.customerService.map((cs) => [cs.csType, cs.csPosition])).toEqual([
      ['FACEBOOK', 1],
      ['LIVECHAT', 2],
    ]);
    const [action] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM operator_actions WHERE action = 'merchant.customer-service' AND merchant_code = 'khela2'`);
    expect(action!.n).toBe(1);
  });

  test('the support page is served at /support/, its script from the same origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/support/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/support/support.js">');
    expect((await t.app.inject({ method: 'GET', url: '/support/support.js' })).statusCode).toBe(200);
  });

  test('visitors and trial accounts cannot chat; bad input is refused with a translated message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/chat', headers: { merchant: 'khela' } })).statusCode).toBe(401);
    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    expect((await say(t.app, trial, 'hi')).status).toBe(403);
    const who = await memberWithSession(t.db);
    expect((await say(t.app, who, '   ', randomUUID())).errorCode).toBe('chat.text.empty');
    expect((await say(t.app, who, 'x'.repeat(1001))).status).toBe(400);
    expect((await member(t.app, who, 'POST', '/wps/chat/messages', { text: 'hi', clientId: 'bad id!' })).status).toBe(400);
    expect((await stateOf(t.app, who)).messages).toHaveLength(0);
  });
});

describe('two api instances through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let redis: Redis;
  const subscribers = async () => Number(((await redis.pubsub('NUMSUB', CHAT_CHANNEL)) as [string, number])[1]);

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const before = await subscribers();
    t = await createTestApp({ redisUrl: REDIS_URL });
    // A second instance on the same database (the shared PostgreSQL of production).
    other = await buildApp({ db: t.db, trustProxy: true, operatorToken: OPERATOR_TOKEN, siteDir: null, redisUrl: REDIS_URL });
    await other.ready();
    while ((await subscribers()) < before + 2) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    SocketProbe.endServerSides(t.app);
    SocketProbe.endServerSides(other);
    await other.close();
    await t.close();
    redis.disconnect();
  });

  test('an answer given on instance A reaches the member’s page on instance B', async () => {
    const who = await memberWithSession(t.db);
    await say(other, who, 'hello from B');
    const { conversationId } = await stateOf(other, who);
    const onB = await SocketProbe.member(other, who.token);
    await onB.next((message) => message.type === 'chat');
    expect((await reply(t.app, conversationId!, 'answered on A')).status).toBe(200);
    const heard = await onB.next((message) => message.type === 'chat' && (message.messages as Msg[]).some((m) => m.text === 'answered on A'));
    expect(heard.unread).toBe(1);
    onB.close();
  });

  test('a member’s message sent on instance B reaches the support page’s event stream on instance A', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const support = await operatorSession(t.app, 'support', 'khela');
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/ops/chat/events`, { headers: { 'x-operator-token': support.token }, signal: abort.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    const who = await memberWithSession(t.db);
    const read = (async () => {
      while (!text.includes('"kind":"message"')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString();
      }
    })();
    await say(other, who, 'sent on B');
    await read;
    const { conversationId } = await stateOf(other, who);
    expect(text).toContain(`"conversationId":"${conversationId}"`);
    abort.abort();
  });
});
