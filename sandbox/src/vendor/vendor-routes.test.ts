import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signBody } from '@khela/server-kit/vendor';
import { buildSandbox } from '../app';
import type { VendorFaults } from './vendor-routes';
import { VendorStore } from './vendor-store';

const SECRET = 'test-vendor-secret';

describe('sandbox transfer-mode vendor', () => {
  let dataDir: string;
  let faults: VendorFaults;
  let app: FastifyInstance;

  // Over real HTTP (inject() needs an ESM-only cookie package this jest setup does not compile).
  const start = async () => {
    const sandbox = await buildSandbox({ pay: { secret: 'pay' }, vendor: { secret: SECRET, dataDir, faults } });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    return sandbox;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-vendor-'));
    faults = {};
    app = await start();
  });
  afterEach(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (target: FastifyInstance, action: string, body: unknown, options: { secret?: string; vendor?: string } = {}) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const { port } = target.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/vendor/v1/${action}`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': options.vendor ?? 'KSPORT',
        'x-timestamp': timestamp,
        'x-signature': signBody(options.secret ?? SECRET, timestamp, raw),
      },
    });
    return { httpStatus: response.status, ...((await response.json()) as Record<string, unknown>) };
  };
  const transfer = (id: string, amount: number, playerId = 'khela_1') => ({ transferId: id, playerId, amount, currency: 'BDT' });

  it('refuses calls it cannot verify', async () => {
    expect(await call(app, 'transfers/in', transfer('t1', 100), { secret: 'wrong' })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
    expect(await call(app, 'balance', { playerId: 'khela_1' })).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('applies a transfer once per id and keeps balances per vendor code', async () => {
    expect(await call(app, 'transfers/in', transfer('t1', 500))).toMatchObject({ status: 'OK', balance: 500 });
    expect(await call(app, 'transfers/in', transfer('t1', 500))).toMatchObject({ status: 'OK', balance: 500 });
    expect(await call(app, 'transfers/in', transfer('t1', 501))).toMatchObject({ status: 'REFUSED' });
    expect(await call(app, 'balance', { playerId: 'khela_1' }, { vendor: 'IMES' })).toMatchObject({ balance: 0 });
    expect(await call(app, 'transfers/out', transfer('t2', 501))).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 500 });
    expect(await call(app, 'transfers/out', transfer('t3', 200))).toMatchObject({ status: 'OK', balance: 300 });
    expect(await call(app, 'transfers/status', { transferId: 't3' })).toMatchObject({ status: 'DONE', direction: 'out', amount: 200, balance: 300 });
    expect(await call(app, 'transfers/status', { transferId: 't2' })).toMatchObject({ status: 'FAILED' });
  });

  it('closes an id it never saw when asked its status, so it cannot be applied later', async () => {
    expect(await call(app, 'transfers/status', { transferId: 'late' })).toMatchObject({ status: 'NOT_FOUND' });
    expect(await call(app, 'transfers/in', transfer('late', 100))).toMatchObject({ status: 'REFUSED' });
    expect(await call(app, 'transfers/status', { transferId: 'late' })).toMatchObject({ status: 'FAILED' });
    expect(await call(app, 'balance', { playerId: 'khela_1' })).toMatchObject({ balance: 0 });
  });

  it('keeps its books across a restart', async () => {
    await call(app, 'transfers/in', transfer('t1', 700, 'khela_9'));
    await app.close();
    app = await start();
    expect(await call(app, 'balance', { playerId: 'khela_9' })).toMatchObject({ balance: 700 });
    expect(await call(app, 'transfers/in', transfer('t1', 700, 'khela_9'))).toMatchObject({ status: 'OK', balance: 700 });
  });

  it('can be told to refuse or to be unavailable', async () => {
    faults.refuse = true;
    expect(await call(app, 'transfers/in', transfer('r1', 100))).toMatchObject({ status: 'REFUSED' });
    faults.refuse = false;
    faults.unavailable = true;
    expect(await call(app, 'transfers/in', transfer('r2', 100))).toMatchObject({ httpStatus: 503 });
    faults.unavailable = false;
    expect(await call(app, 'transfers/status', { transferId: 'r2' })).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('lists a player\'s bet records since a cursor, with the balance they add up to', async () => {
    await call(app, 'transfers/in', transfer('t1', 10_000, 'khela_5'));
    await app.close();
    // The game page's rounds, played on the same books (a lost ৳10 round, a won ৳20 one).
    const store = await VendorStore.open(dataDir);
    await store.playRound('KSPORT', 'khela_5', 1_000, 0, 'cricket');
    await store.playRound('KSPORT', 'khela_5', 2_000, 4_000, 'football');
    app = await start();
    const first = await call(app, 'bets', { playerId: 'khela_5', limit: 1 });
    expect(first).toMatchObject({ status: 'OK', balance: 11_000, nextCursor: '1', records: [{ gameCode: 'cricket', stake: 1_000, payout: 0 }] });
    const rest = await call(app, 'bets', { playerId: 'khela_5', cursor: '1' });
    expect(rest).toMatchObject({ nextCursor: '2', records: [{ gameCode: 'football', stake: 2_000, payout: 4_000, betId: expect.stringMatching(/-bet$/) }] });
    expect(await call(app, 'bets', { playerId: 'khela_5', cursor: '2' })).toMatchObject({ nextCursor: '2', records: [] });
    expect(await call(app, 'bets', { playerId: 'khela_5' }, { vendor: 'IMES' })).toMatchObject({ records: [], balance: 0 });
    expect(await call(app, 'bets', { playerId: 'khela_5', cursor: '9' })).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST' });
    expect(await call(app, 'bets', { playerId: 'khela_5', limit: 0 })).toMatchObject({ httpStatus: 400 });
  });
});
