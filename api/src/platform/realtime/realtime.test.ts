import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../seed/prepare-database';
import { memberWithSession, TRIAL_TYPE } from '../../test/members';
import { adjust, ops } from '../../test/operator-calls';
import { createTestApp, OPERATOR_TOKEN, type TestApp } from '../../test/test-app';
import { adminQuery, testEngine } from '../../test/test-db';
import type { Db } from '../db/db';
import { openPgDb } from '../db/pg-db';
import { MAX_SOCKETS_PER_MEMBER } from './member-sockets';
import { MEMBER_MONEY_CHANNEL } from './money-fanout';
import { SocketProbe } from './socket-probe';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the socket channel /ws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    SocketProbe.endServerSides(t.app);
    await t.close();
  });

  test('a member gets ready, the balance, and every change of it', async () => {
    const member = await memberWithSession(t.db);
    await adjust(t.app, member, 1_500);
    const socket = await SocketProbe.member(t.app, member.token);
    expect(socket.messages[0]).toEqual({ type: 'ready' });
    expect(await socket.balance(1_500)).toEqual({ type: 'balance', balance: 1_500, held: 0 });

    await adjust(t.app, member, 2_000);
    expect(await socket.balance(3_500)).toEqual({ type: 'balance', balance: 3_500, held: 0 });
    await adjust(t.app, member, -500);
    await socket.balance(3_000);

    socket.send({ type: 'ping' });
    await socket.next((message) => message.type === 'pong');
    socket.close();
  });

  test("pushes go to the member's own sockets only", async () => {
    const one = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const oneSocket = await SocketProbe.member(t.app, one.token);
    const otherSocket = await SocketProbe.member(t.app, other.token);
    await otherSocket.balance(0);
    await adjust(t.app, one, 4_200);
    await oneSocket.balance(4_200);
    await adjust(t.app, other, 100);
    await otherSocket.balance(100);
    // The other socket's pushes came in order: had one of 4_200 reached it, it would be among them.
    expect(otherSocket.messages.filter((message) => message.type === 'balance').map((message) => message.balance)).toEqual([0, 100]);
    oneSocket.close();
    otherSocket.close();
  });

  test("a member hears their rewards summary on connect and after a change of their rewards, and only they do", async () => {
    const member = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const socket = await SocketProbe.member(t.app, member.token);
    const otherSocket = await SocketProbe.member(t.app, other.token);
    expect(await socket.next((message) => message.type === 'rewards')).toMatchObject({ type: 'rewards', rewardCenter: 0, missions: 0, points: 0 });
    await otherSocket.next((message) => message.type === 'rewards');

    await gift(t.app, member, 'rt-gift-1');
    expect(await socket.next((message) => message.type === 'rewards' && message.rewardCenter === 1)).toMatchObject({ bonus: { open: 0, amount: 0 }, vip: { hasVip: true, level: 0, label: 'VIP0' } });
    await gift(t.app, other, 'rt-gift-2');
    await otherSocket.next((message) => message.type === 'rewards' && message.rewardCenter === 1);
    expect(socket.messages.filter((message) => message.type === 'rewards').map((message) => message.rewardCenter)).toEqual([0, 1]);
    socket.close();
    otherSocket.close();
  });

  test('refuses a bad token, a message other than auth first, and a trial account', async () => {
    const refusals: Array<[unknown, number]> = [
      [{ type: 'auth', token: 'not-a-session' }, 4401],
      [{ type: 'auth' }, 4401],
      [{ type: 'auth', token: 'x'.repeat(300) }, 4401],
      [{ type: 'ping' }, 4401],
      ['not json at all', 4401],
      ['[1,2,3]', 4401],
      ['null', 4401],
    ];
    for (const [first, code] of refusals) {
      const socket = await SocketProbe.open(t.app);
      socket.send(first);
      expect(await socket.closed).toBe(code);
    }
    const member = await memberWithSession(t.db);
    const wrongBrand = await SocketProbe.open(t.app);
    wrongBrand.send({ type: 'auth', token: member.token, merchant: 'khela2' });
    expect(await wrongBrand.closed).toBe(4401);

    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    const trialSocket = await SocketProbe.open(t.app);
    trialSocket.send({ type: 'auth', token: trial.token });
    expect(await trialSocket.closed).toBe(4403);
  });

  test('a plain HTTP request gets a translated answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ws', headers: { language: 'en' } });
    expect(response.statusCode).toBe(426);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: 'realtime.upgrade.required' });
  });

  test('a logged-out session is refused', async () => {
    const member = await memberWithSession(t.db);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [member.id]);
    const socket = await SocketProbe.open(t.app);
    socket.send({ type: 'auth', token: member.token });
    expect(await socket.closed).toBe(4401);
  });

  test('garbage after authentication is ignored, and an oversized message closes only its socket', async () => {
    const member = await memberWithSession(t.db);
    const socket = await SocketProbe.member(t.app, member.token);
    for (const junk of ['}{', '"text"', '{"type":"auth","token":"other"}', '{"type":42}', Buffer.from([0xff, 0x00, 0xfe])]) socket.ws.send(junk);
    socket.send({ type: 'ping' });
    await socket.next((message) => message.type === 'pong');
    await adjust(t.app, member, 777);
    await socket.balance(777);

    const big = await SocketProbe.member(t.app, member.token);
    big.send({ type: 'ping', padding: 'x'.repeat(10_000) });
    expect(await big.closed).toBe(1009);
    // The server and the member's other socket carry on.
    await adjust(t.app, member, 1);
    await socket.balance(778);
    socket.close();
  });

  test(`a member may hold ${MAX_SOCKETS_PER_MEMBER} sockets; the next is refused until one closes`, async () => {
    const member = await memberWithSession(t.db);
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) sockets.push(await SocketProbe.member(t.app, member.token));
    const extra = await SocketProbe.open(t.app);
    extra.send({ type: 'auth', token: member.token });
    expect(await extra.closed).toBe(4429);

    sockets[0]!.close();
    await sockets[0]!.closed;
    const replacement = await SocketProbe.member(t.app, member.token);
    await adjust(t.app, member, 50);
    await Promise.all([replacement, ...sockets.slice(1)].map((socket) => socket.balance(50)));
    for (const socket of [replacement, ...sockets]) socket.close();
  });
});

test('with Redis unreachable, pushes still reach the sockets of the instance that moved the money', async () => {
  const t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  try {
    const member = await memberWithSession(t.db);
    const socket = await SocketProbe.member(t.app, member.token);
    await adjust(t.app, member, 321);
    await socket.balance(321);
    socket.close();
  } finally {
    SocketProbe.endServerSides(t.app);
    await t.close();
  }
});

/** An operator's reward gift: a new claimable line in the member's reward center. */
function gift(app: FastifyInstance, member: { account: string }, requestId: string) {
  return ops(app, 'POST', '/ops/rewards/center/items', { merchant: 'khela', account: member.account, amountKind: 'cash', amount: 1_000, titleEn: 'Gift', titleBn: 'উপহার', requestId });
}

const onPostgres = testEngine() === 'pg' ? describe : describe.skip;

onPostgres('two api instances on one PostgreSQL and Redis', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_rt_${randomBytes(5).toString('hex')}`;
  const admin = (sql: string) => adminQuery(url, sql);
  let dbA: Db;
  let dbB: Db;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let redis: Redis;
  const subscribers = async () => Number(((await redis.pubsub('NUMSUB', MEMBER_MONEY_CHANNEL)) as [string, number])[1]);

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    dbA = openPgDb(url, { searchPath: schema, max: 4 });
    dbB = openPgDb(url, { searchPath: schema, max: 4 });
    await prepareDatabase(dbA);
    redis = new Redis(REDIS_URL);
    const before = await subscribers();
    appA = await buildApp({ db: dbA, operatorToken: OPERATOR_TOKEN, redisUrl: REDIS_URL });
    appB = await buildApp({ db: dbB, operatorToken: OPERATOR_TOKEN, redisUrl: REDIS_URL });
    await Promise.all([appA.ready(), appB.ready()]);
    // Both instances listen before money moves (a subscription is made once Redis answers).
    while ((await subscribers()) < before + 2) await new Promise((resolve) => setTimeout(resolve, 20));
  });

  afterAll(async () => {
    for (const app of [appA, appB]) if (app) SocketProbe.endServerSides(app);
    await appA?.close();
    await appB?.close();
    redis.disconnect();
    await dbA.close();
    await dbB.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  });

  test("a member's socket on instance B hears of money moved on instance A", async () => {
    const member = await memberWithSession(dbA);
    const onB = await SocketProbe.member(appB, member.token);
    const onA = await SocketProbe.member(appA, member.token);
    await onB.balance(0);
    const moved = await adjust(appA, member, 9_900);
    expect(moved.status).toBe(200);
    expect(await onB.balance(9_900)).toEqual({ type: 'balance', balance: 9_900, held: 0 });
    await onA.balance(9_900);

    // And back the other way.
    await adjust(appB, member, -900);
    await Promise.all([onA.balance(9_000), onB.balance(9_000)]);
    onA.close();
    onB.close();
  });

  test("a reward given on instance A updates the member's badges on instance B (khela:member-events)", async () => {
    const member = await memberWithSession(dbA);
    const onB = await SocketProbe.member(appB, member.token);
    await onB.next((message) => message.type === 'rewards');
    expect((await gift(appA, member, `rt-${member.id}`)).status).toBe(200);
    expect(await onB.next((message) => message.type === 'rewards' && message.rewardCenter === 1)).toMatchObject({ type: 'rewards', rewardCenter: 1 });
    onB.close();
  });

  test('a lottery draw changing state on instance A reaches the sockets of its brand on instance B (issue 15)', async () => {
    const member = await memberWithSession(dbA);
    const onB = await SocketProbe.member(appB, member.token);
    const t0 = new Date(Math.ceil((Date.now() + 7 * 86_400_000) / 60_000) * 60_000);
    await appA.lottery.advance(new Date(t0.getTime() + 1_000), 'khela');
    const heard = await onB.next((message) => message.type === 'lottery.draw' && message.status === 'open');
    expect(heard).toMatchObject({ type: 'lottery.draw', status: 'open' });
    expect(typeof heard.gameCode).toBe('string');
    onB.close();
  });
});
