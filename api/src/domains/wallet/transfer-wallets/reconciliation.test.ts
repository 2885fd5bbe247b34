import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BetRecordPage, WinnersValue } from '@khela/contracts';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { createTestApp, envelope, type TestApp } from '../../../test/test-app';
import { createSession } from '../../identity/sessions/session-store';
import { issueLaunchToken } from '../../vendor-wallet';
import { fundMember, newMember } from '../../vendor-wallet/tests/seamless-kit';
import { Ledger } from '../ledger/ledger';
import { TransferReconciler } from './reconciliation';
import { TransferWallets } from './transfer-wallets';
import { VendorTransferClient } from './vendor-transfer-client';

/** The sandbox's vendor faults (sandbox/src/vendor/vendor-routes.ts), read on every call. */
interface VendorFaults {
  unavailable?: boolean;
  hold?: { release: Promise<void>; applyFirst: boolean; onHeld?: () => void };
}
interface SandboxModule {
  buildSandbox(options: {
    pay: { secret: string };
    vendor: { secret: string; dataDir: string; faults: VendorFaults };
    games: { apiUrl: string; roll: () => number; retryDelaysMs: number[] };
  }): Promise<FastifyInstance>;
}
/** The sandbox is its own package (no dependency between the two): loaded by path, typed here. */
const SANDBOX_APP = path.resolve(__dirname, '../../../../../sandbox/src/app');
const buildSandbox: SandboxModule['buildSandbox'] = async (options) => ((await import(SANDBOX_APP)) as SandboxModule).buildSandbox(options);

/** Rolls below 45 win twice the stake (sandbox/src/game-page/round-rule.ts). */
const WIN = 0;
const LOSE = 99;

describe('transfer-mode vendors: what the player wins or loses there is booked once', () => {
  let t: TestApp;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let dataDir: string;
  let nextRoll = WIN;
  const faults: VendorFaults = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transfer-reconcile-'));
    t = await createTestApp();
    // The game page trades launch tokens with the api over HTTP, as the real vendor would.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    sandbox = await buildSandbox({
      pay: { secret: 'pay' },
      vendor: { secret: 'sandbox-vendor-secret', dataDir, faults },
      games: { apiUrl, roll: () => nextRoll, retryDelaysMs: [50] },
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
    await t.db.query("UPDATE vendor_wallets SET api_url = $1, timeout_ms = 2000 WHERE mode = 'transfer'", [sandboxUrl]);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    faults.unavailable = false;
    delete faults.hold;
  });

  interface Player {
    memberId: string;
    token: string;
  }
  let requests = 0;
  const requestId = () => `rc-${process.pid}-${++requests}`;

  const player = async (main = 20_000n): Promise<Player> => {
    const memberId = await newMember(t.db);
    await fundMember(t.db, 'khela', memberId, main);
    const merchant = await findMerchant(t.db, 'khela');
    const token = await createSession(t.db, { memberId, merchantCode: 'khela', loginMethod: 'username', settings: merchant!.identity, ip: null, userAgent: null });
    return { memberId, token };
  };
  const move = async (p: Player, from: string, to: string, amount: number) => {
    const response = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: { authorization: p.token }, payload: { requestId: requestId(), from, to, amount } });
    return { status: response.statusCode, ...envelope<{ status: string; wallets: Array<{ code: string; balance: number }> }>(response) };
  };
  const balances = async (p: Player) => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/wallets', headers: { authorization: p.token } });
    return Object.fromEntries(envelope<{ wallets: Array<{ code: string; balance: number }> }>(response).value.wallets.map((w) => [w.code, w.balance]));
  };
  /** Opens the vendor's game page the way the site's launch does, and plays rounds on it. */
  const openGame = async (p: Player, vendor = 'KSPORT') => {
    const token = await issueLaunchToken(t.db, { merchantCode: 'khela', memberId: p.memberId, vendorCode: vendor, language: 'en', currency: 'BDT', funPlay: false });
    const launched = await fetch(`${sandboxUrl}/vendor/play/${vendor}?gameCode=cricket-t20&language=en&token=${token}`, { redirect: 'manual' });
    expect(launched.status).toBe(303);
    const pagePath = new URL(launched.headers.get('location')!, sandboxUrl).pathname;
    return async (stake: number, roll: number) => {
      nextRoll = roll;
      const response = await fetch(`${sandboxUrl}${pagePath}/round`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: `stake=${stake}&language=en`,
      });
      return (await response.json()) as { status: string; balance: number };
    };
  };
  /** Every account of the test database adds up to zero: no money was made or lost. */
  const booksAddUp = async () => {
    const [sum] = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts');
    expect(sum!.total).toBe('0');
  };
  const reconcileBookings = (p: Player) =>
    t.db.query<{ kind: string; amount: string }>(
      `SELECT t.kind, t.amount::text FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id)
        WHERE a.kind = 'member_game' AND a.owner_id = $1 AND t.idempotency_key LIKE 'reconcile:%' ORDER BY t.id`,
      [p.memberId],
    );
  const houseKsport = async (p: Player) => {
    const [row] = await t.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE merchant_code = 'khela' AND kind = 'house' AND ref = $1",
      [`KSPORT/${BigInt(p.memberId) % 64n}`],
    );
    return BigInt(row?.balance ?? '0');
  };

  it('books a win at the vendor once when the money comes back, with the round in the betting record and on the winners board', async () => {
    const p = await player();
    const houseBefore = await houseKsport(p);
    expect((await move(p, 'MAIN', 'KSPORT', 10_000)).value.status).toBe('done');
    const play = await openGame(p);
    expect(await play(1_000, WIN)).toMatchObject({ status: 'won', balance: 11_000 });

    // Khela's mirror still says ৳100 until the money comes back; the whole ৳110 comes back.
    expect((await balances(p)).KSPORT).toBe(10_000);
    const back = await move(p, 'KSPORT', 'MAIN', 11_000);
    expect(back).toMatchObject({ status: 200, value: { status: 'done' } });
    expect(await balances(p)).toMatchObject({ MAIN: 21_000, KSPORT: 0 });
    expect(await reconcileBookings(p)).toEqual([{ kind: 'win', amount: '1000' }]);
    expect(await houseKsport(p)).toBe(houseBefore - 1_000n);

    // Checking again changes nothing.
    const again = await new TransferWallets(t.db, new Ledger(t.db), sandboxUrl).reconciler.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT');
    expect(again).toMatchObject({ result: 'even', booked: 0n, betsAdded: 0 });
    expect(await reconcileBookings(p)).toHaveLength(1);

    const record = await t.app.inject({ url: '/wps/game/bet_records?vendor=KSPORT', headers: { authorization: p.token } });
    const bets = envelope<BetRecordPage>(record).value;
    expect(bets.records).toEqual([expect.objectContaining({ vendor: 'KSPORT', gameCode: 'cricket-t20', gameType: 'SPORTS', stake: 1_000, payout: 2_000, net: 1_000, status: 'settled' })]);
    expect(bets.totals).toMatchObject({ count: 1, stake: 1_000, payout: 2_000, net: 1_000 });
    const board = await t.app.inject({ url: '/lgw/games/winners?gameCategory=SPORTS&limitNum=20', headers: { merchant: 'khela' } });
    expect(envelope<WinnersValue>(board).value.list).toEqual(expect.arrayContaining([expect.objectContaining({ vendor: 'KSPORT', gameName: expect.any(String), amount: 2_000 })]));
    await booksAddUp();
  });

  it('books a loss at the vendor against the game wallet, and only what the vendor still holds comes back', async () => {
    const p = await player();
    await move(p, 'MAIN', 'KSPORT', 10_000);
    const play = await openGame(p);
    expect(await play(5_000, LOSE)).toMatchObject({ status: 'lost', balance: 5_000 });
    expect(await play(1_000, WIN)).toMatchObject({ status: 'won', balance: 6_000 });
    // More than the vendor holds: refused after the loss was booked (the mirror now says ৳60).
    expect(await move(p, 'KSPORT', 'MAIN', 10_000)).toMatchObject({ status: 400, errorCode: 'gameWallet.transfer.insufficient' });
    expect(await reconcileBookings(p)).toEqual([{ kind: 'bet', amount: '4000' }]);
    expect((await balances(p)).KSPORT).toBe(6_000);
    expect((await move(p, 'KSPORT', 'MAIN', 6_000)).value.status).toBe('done');
    expect(await balances(p)).toMatchObject({ MAIN: 16_000, KSPORT: 0 });
    expect(await reconcileBookings(p)).toHaveLength(1);
    await booksAddUp();
  });

  it('the periodic job reconciles wallets nobody moves money out of, once per slot across instances', async () => {
    const p = await player();
    await move(p, 'MAIN', 'KSPORT', 10_000);
    const play = await openGame(p);
    await play(1_000, WIN);
    await play(1_000, WIN);
    const slot = t.app.jobs.slotAt('wallet.transfer-reconcile');
    const [first, second] = await Promise.all([t.app.jobs.runSlot('wallet.transfer-reconcile', slot), t.app.jobs.runSlot('wallet.transfer-reconcile', slot)]);
    expect([first, second].filter((o) => o.ran)).toEqual([{ ran: true, status: 'succeeded', attempt: 1 }]);
    expect((await balances(p)).KSPORT).toBe(12_000);
    expect(await reconcileBookings(p)).toEqual([{ kind: 'win', amount: '2000' }]);
    const [run] = await t.app.jobs.history({ name: 'wallet.transfer-reconcile' });
    expect(run).toMatchObject({ status: 'succeeded', result: expect.objectContaining({ 'booked-win': expect.any(Number) }) });
    const record = await t.app.inject({ url: '/wps/game/bet_records', headers: { authorization: p.token } });
    expect(envelope<BetRecordPage>(record).value.total).toBe(2);
    await booksAddUp();
  });

  it('books nothing while the vendor is down, and books it on a later check', async () => {
    const p = await player();
    await move(p, 'MAIN', 'KSPORT', 10_000);
    const play = await openGame(p);
    await play(1_000, WIN);
    const reconciler = new TransferWallets(t.db, new Ledger(t.db), sandboxUrl).reconciler;
    faults.unavailable = true;
    expect(await reconciler.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'vendor-down', booked: 0n });
    expect(await reconcileBookings(p)).toEqual([]);
    faults.unavailable = false;
    expect(await reconciler.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'booked-win', booked: 1_000n, betsAdded: 1 });
    expect(await reconcileBookings(p)).toEqual([{ kind: 'win', amount: '1000' }]);
    await booksAddUp();
  });

  it('repeated and concurrent checks of the same state book once', async () => {
    const p = await player();
    await move(p, 'MAIN', 'KSPORT', 10_000);
    const play = await openGame(p);
    await play(1_000, WIN);
    const checkers = [0, 1, 2, 3].map(() => new TransferWallets(t.db, new Ledger(t.db), sandboxUrl).reconciler);
    const outcomes = await Promise.all(checkers.map((c) => c.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')));
    expect(outcomes.filter((o) => o.result === 'booked-win')).toHaveLength(1);
    expect(outcomes.every((o) => ['booked-win', 'raced', 'even'].includes(o.result))).toBe(true);
    expect(await checkers[0]!.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'even' });
    expect(await reconcileBookings(p)).toEqual([{ kind: 'win', amount: '1000' }]);
    const record = await t.app.inject({ url: '/wps/game/bet_records', headers: { authorization: p.token } });
    expect(envelope<BetRecordPage>(record).value.total).toBe(1);
    await booksAddUp();
  });

  it('a check racing a transfer out books nothing that the transfer out does not account for', async () => {
    const p = await player();
    await move(p, 'MAIN', 'KSPORT', 10_000);
    const play = await openGame(p);
    await play(1_000, WIN); // vendor ৳110, mirror ৳100
    const reconciler = new TransferWallets(t.db, new Ledger(t.db), sandboxUrl).reconciler;
    // The transfer out books the win, then waits at the vendor, which has already applied it.
    let release!: () => void;
    let held!: () => void;
    const reached = new Promise<void>((resolve) => (held = resolve));
    faults.hold = { release: new Promise<void>((resolve) => (release = resolve)), applyFirst: true, onHeld: () => held() };
    const out = move(p, 'KSPORT', 'MAIN', 11_000);
    await reached;
    // The vendor says ৳0 now; Khela's mirror still holds the ৳110 on its way out: nothing to book.
    expect(await reconciler.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'busy', booked: 0n });
    release();
    expect((await out).value.status).toBe('done');
    expect(await reconciler.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'even' });
    expect(await balances(p)).toMatchObject({ MAIN: 21_000, KSPORT: 0 });
    expect(await reconcileBookings(p)).toEqual([{ kind: 'win', amount: '1000' }]);
    await booksAddUp();
  });

  it('a transfer landing while the vendor is asked makes the check book nothing (the next check books the right amount)', async () => {
    const p = await player();
    await move(p, 'MAIN', 'KSPORT', 10_000);
    const play = await openGame(p);
    await play(1_000, WIN); // vendor ৳110, mirror ৳100
    // A vendor answer that already counts ৳10 more moved in after the check read the mirror.
    class RacedClient extends VendorTransferClient {
      override async bets(...args: Parameters<VendorTransferClient['bets']>) {
        expect((await move(p, 'MAIN', 'KSPORT', 1_000)).value.status).toBe('done');
        return super.bets(...args);
      }
    }
    const ledger = new Ledger(t.db);
    const raced = new TransferReconciler(t.db, ledger, new RacedClient(sandboxUrl));
    expect(await raced.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'raced', booked: 0n, vendorBalance: 12_000n });
    expect(await reconcileBookings(p)).toEqual([]);
    const calm = new TransferReconciler(t.db, ledger, new VendorTransferClient(sandboxUrl));
    expect(await calm.check({ merchantCode: 'khela', memberId: p.memberId }, 'KSPORT')).toMatchObject({ result: 'booked-win', booked: 1_000n });
    expect(await balances(p)).toMatchObject({ KSPORT: 12_000 });
    await booksAddUp();
  });
});
