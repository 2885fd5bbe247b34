import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { createTestApp, envelope, type TestApp } from '../../../test/test-app';
import { createSession } from '../../identity/sessions/session-store';
import { fundMember, newMember } from '../../vendor-wallet/tests/seamless-kit';
import { signedVendorHeaders } from '../vendors/vendor-signature';
import { Ledger } from '../ledger/ledger';
import { TransferWallets } from './transfer-wallets';

/** The sandbox's vendor faults (sandbox/src/vendor/vendor-routes.ts), read on every call. */
interface VendorFaults {
  refuse?: boolean;
  unavailable?: boolean;
  hold?: { release: Promise<void>; applyFirst: boolean; onHeld?: () => void };
}
interface SandboxModule {
  buildSandbox(options: { pay: { secret: string }; vendor: { secret: string; dataDir: string; faults: VendorFaults } }): Promise<FastifyInstance>;
}
/** The sandbox is its own package (no dependency between the two): loaded by path, typed here. */
const SANDBOX_APP = path.resolve(__dirname, '../../../../../sandbox/src/app');
const buildSandbox: SandboxModule['buildSandbox'] = async (options) => ((await import(SANDBOX_APP)) as SandboxModule).buildSandbox(options);

interface Wallet {
  code: string;
  name: string;
  balance: number;
  locked: boolean;
  mode: string;
}
interface TransferResult {
  requestId: string;
  status: 'done' | 'locked' | 'failed';
  wallets: Wallet[];
}

describe('transfer wallets (GCS_walletTransfer) against the sandbox vendor', () => {
  let t: TestApp;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let dataDir: string;
  const faults: VendorFaults = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transfer-wallets-'));
    sandbox = await buildSandbox({ pay: { secret: 'pay' }, vendor: { secret: 'sandbox-vendor-secret', dataDir, faults } });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
    t = await createTestApp();
    await t.db.query("UPDATE vendor_wallets SET api_url = $1, timeout_ms = 2000 WHERE mode = 'transfer'", [sandboxUrl]);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    faults.refuse = false;
    faults.unavailable = false;
    delete faults.hold;
    await t.db.query("UPDATE vendor_wallets SET timeout_ms = 2000 WHERE mode = 'transfer'");
  });

  interface Player {
    memberId: string;
    token: string;
  }
  let requests = 0;
  const requestId = () => `req-${process.pid}-${++requests}`;

  const player = async (main = 10_000n): Promise<Player> => {
    const memberId = await newMember(t.db);
    if (main > 0n) await fundMember(t.db, 'khela', memberId, main);
    const merchant = await findMerchant(t.db, 'khela');
    const token = await createSession(t.db, { memberId, merchantCode: 'khela', loginMethod: 'username', settings: merchant!.identity, ip: null, userAgent: null });
    return { memberId, token };
  };
  const headers = (p: Player, language = 'en') => ({ authorization: p.token, language });
  const move = async (p: Player, body: { from: string; to: string; amount: number; requestId?: string }, language = 'en') => {
    const response = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: headers(p, language), payload: { requestId: requestId(), ...body } });
    return { status: response.statusCode, ...envelope<TransferResult>(response) };
  };
  const check = async (p: Player, id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/wps/relay/GCS_walletTransfer/status?requestId=${id}`, headers: headers(p) });
    return { status: response.statusCode, ...envelope<TransferResult>(response) };
  };
  const wallets = async (p: Player) => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/wallets', headers: headers(p) });
    const byCode: Record<string, Wallet> = {};
    for (const wallet of envelope<{ wallets: Wallet[] }>(response).value!.wallets) byCode[wallet.code] = wallet;
    return byCode;
  };
  const balances = async (p: Player) => {
    const all = await wallets(p);
    return { MAIN: all.MAIN!.balance, KSPORT: all.KSPORT!.balance, IMES: all.IMES!.balance };
  };
  /** What the vendor itself holds for the player. */
  const atVendor = async (p: Player, vendor = 'KSPORT') => {
    const body = JSON.stringify({ playerId: `khela_${p.memberId}` });
    const response = await fetch(`${sandboxUrl}/vendor/v1/balance`, { method: 'POST', body, headers: signedVendorHeaders(vendor, 'sandbox-vendor-secret', body) });
    return ((await response.json()) as { balance: number }).balance;
  };
  /** Makes the vendor keep its answers until the returned release is called. */
  const holdAnswers = (applyFirst: boolean) => {
    let release!: () => void;
    let held!: () => void;
    const reached = new Promise<void>((resolve) => (held = resolve));
    faults.hold = { release: new Promise<void>((resolve) => (release = resolve)), applyFirst, onHeld: () => held() };
    return { release, reached };
  };

  it('lists the main wallet and the transfer-mode game wallets, for members only', async () => {
    const p = await player(2_500n);
    const all = await wallets(p);
    expect(all.MAIN).toEqual({ code: 'MAIN', name: 'Main wallet', balance: 2_500, locked: false, mode: 'main' });
    expect(all.KSPORT).toEqual({ code: 'KSPORT', name: 'Khela Sports', balance: 0, locked: false, mode: 'transfer' });
    expect(all.IMES).toMatchObject({ balance: 0, mode: 'transfer' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/wallets' });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).errorCode).toBe('login.not.session');
  });

  it('moves money into a game wallet and back', async () => {
    const p = await player();
    const into = await move(p, { from: 'MAIN', to: 'KSPORT', amount: 3_000 });
    expect(into).toMatchObject({ status: 200, success: true, value: { status: 'done' } });
    // The answer's own wallet list is the settled one (the page shows it as it is).
    expect(Object.fromEntries(into.value!.wallets.map((wallet) => [wallet.code, wallet.balance]))).toEqual({ MAIN: 7_000, KSPORT: 3_000, IMES: 0 });
    expect(await balances(p)).toEqual({ MAIN: 7_000, KSPORT: 3_000, IMES: 0 });
    expect(await atVendor(p)).toBe(3_000);
    const back = await move(p, { from: 'KSPORT', to: 'MAIN', amount: 1_000 });
    expect(back.value!.status).toBe('done');
    expect(await balances(p)).toEqual({ MAIN: 8_000, KSPORT: 2_000, IMES: 0 });
    expect(await atVendor(p)).toBe(2_000);
  });

  it('answers a repeated requestId with the same answer and moves nothing twice', async () => {
    const p = await player();
    const body = { from: 'MAIN', to: 'KSPORT', amount: 1_500, requestId: requestId() };
    const first = await move(p, body);
    const again = await move(p, body);
    expect(again.value).toEqual(first.value);
    expect(await balances(p)).toEqual({ MAIN: 8_500, KSPORT: 1_500, IMES: 0 });
    expect(await atVendor(p)).toBe(1_500);
    const other = await move(p, { ...body, amount: 1_600 });
    expect(other).toMatchObject({ status: 409, errorCode: 'gameWallet.transfer.requestReused' });
    const someoneElse = await move(await player(), body);
    expect(someoneElse).toMatchObject({ status: 409, errorCode: 'gameWallet.transfer.requestReused' });
  });

  it('gives the money back when the vendor refuses', async () => {
    const p = await player();
    faults.refuse = true;
    const refused = await move(p, { from: 'MAIN', to: 'KSPORT', amount: 2_000 });
    expect(refused.value).toMatchObject({ status: 'failed' });
    expect(await balances(p)).toEqual({ MAIN: 10_000, KSPORT: 0, IMES: 0 });
    expect(await atVendor(p)).toBe(0);
  });

  it('keeps a timed-out transfer locked until a status check finds the vendor applied it', async () => {
    const p = await player();
    await t.db.query("UPDATE vendor_wallets SET timeout_ms = 200 WHERE vendor_code = 'KSPORT'");
    const { release, reached } = holdAnswers(true);
    try {
      const id = requestId();
      const timedOut = await move(p, { from: 'MAIN', to: 'KSPORT', amount: 4_000, requestId: id });
      expect(timedOut.value).toMatchObject({ status: 'locked' });
      const locked = await wallets(p);
      expect(locked.KSPORT).toMatchObject({ locked: true, balance: 0 });
      expect(locked.MAIN).toMatchObject({ balance: 6_000 }); // held, not gone
      expect(await move(p, { from: 'MAIN', to: 'KSPORT', amount: 1 })).toMatchObject({ status: 409, errorCode: 'gameWallet.transfer.locked' });
      expect(await move(p, { from: 'MAIN', to: 'IMES', amount: 1 })).toMatchObject({ status: 409, errorCode: 'gameWallet.transfer.previousGame' });
      await reached;
      const checked = await check(p, id);
      expect(checked.value).toMatchObject({ requestId: id, status: 'done' });
      expect(await balances(p)).toEqual({ MAIN: 6_000, KSPORT: 4_000, IMES: 0 });
      expect((await wallets(p)).KSPORT!.locked).toBe(false);
      expect((await move(p, { from: 'MAIN', to: 'KSPORT', amount: 4_000, requestId: id })).value!.status).toBe('done');
    } finally {
      release();
    }
  });

  it('voids a timed-out transfer the vendor never applied, and the late call can no longer apply it', async () => {
    const p = await player();
    await t.db.query("UPDATE vendor_wallets SET timeout_ms = 200 WHERE vendor_code = 'KSPORT'");
    const { release, reached } = holdAnswers(false);
    try {
      const id = requestId();
      expect((await move(p, { from: 'MAIN', to: 'KSPORT', amount: 4_000, requestId: id })).value!.status).toBe('locked');
      await reached;
      expect((await check(p, id)).value).toMatchObject({ status: 'failed' });
      expect(await balances(p)).toEqual({ MAIN: 10_000, KSPORT: 0, IMES: 0 });
    } finally {
      release();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(await atVendor(p)).toBe(0);
  });

  it('stays locked while the vendor is unreachable, then resolves on a later check', async () => {
    const p = await player();
    faults.unavailable = true;
    const id = requestId();
    expect((await move(p, { from: 'MAIN', to: 'KSPORT', amount: 500, requestId: id })).value!.status).toBe('locked');
    expect((await check(p, id)).value!.status).toBe('locked');
    faults.unavailable = false;
    expect((await check(p, id)).value!.status).toBe('failed');
    expect(await balances(p)).toEqual({ MAIN: 10_000, KSPORT: 0, IMES: 0 });
  });

  it('settles a transfer left locked in the background once it is old enough, without anyone asking', async () => {
    const p = await player();
    faults.unavailable = true;
    const id = requestId();
    expect((await move(p, { from: 'MAIN', to: 'KSPORT', amount: 700, requestId: id })).value!.status).toBe('locked');
    faults.unavailable = false;
    const sweeper = new TransferWallets(t.db, new Ledger(t.db), sandboxUrl);
    expect(await sweeper.settleStaleLocks(60_000)).toBe(0); // too fresh: left for the player's own check
    await t.db.query("UPDATE wallet_transfers SET created_at = now() - interval '2 minutes' WHERE request_id = $1", [id]);
    expect(await sweeper.settleStaleLocks(60_000)).toBe(1);
    expect((await check(p, id)).value!.status).toBe('failed');
    expect(await balances(p)).toEqual({ MAIN: 10_000, KSPORT: 0, IMES: 0 });
  });

  it("refuses money into a vendor while another vendor's game wallet holds money: the previous game has not finished", async () => {
    const p = await player();
    await move(p, { from: 'MAIN', to: 'KSPORT', amount: 1_000 });
    const refused = await move(p, { from: 'MAIN', to: 'IMES', amount: 500 });
    expect(refused).toMatchObject({ status: 409, success: false, errorCode: 'gameWallet.transfer.previousGame', message: expect.stringContaining('Khela Sports') });
    const inBengali = await move(p, { from: 'MAIN', to: 'IMES', amount: 500 }, 'bn');
    expect(inBengali.message).toContain('আগের গেমটি এখনো শেষ হয়নি');
    expect((await move(p, { from: 'MAIN', to: 'KSPORT', amount: 500 })).value!.status).toBe('done');
    await move(p, { from: 'KSPORT', to: 'MAIN', amount: 1_500 });
    expect((await move(p, { from: 'MAIN', to: 'IMES', amount: 500 })).value!.status).toBe('done');
    expect(await balances(p)).toEqual({ MAIN: 9_500, KSPORT: 0, IMES: 500 });
  });

  it('refuses bad transfers with a translated error and moves nothing', async () => {
    const p = await player(1_000n);
    expect(await move(p, { from: 'MAIN', to: 'KSPORT', amount: 1_001 })).toMatchObject({ status: 400, errorCode: 'gameWallet.transfer.insufficient' });
    expect(await move(p, { from: 'KSPORT', to: 'MAIN', amount: 1 })).toMatchObject({ status: 400, errorCode: 'gameWallet.transfer.insufficient' });
    expect(await move(p, { from: 'MAIN', to: 'MAIN', amount: 1 })).toMatchObject({ status: 400, errorCode: 'gameWallet.transfer.sameWallet' });
    expect(await move(p, { from: 'IMES', to: 'KSPORT', amount: 1 })).toMatchObject({ status: 400, errorCode: 'gameWallet.transfer.mainRequired' });
    expect(await move(p, { from: 'MAIN', to: 'KSLOT', amount: 1 })).toMatchObject({ status: 404, errorCode: 'gameWallet.transfer.unknownWallet' });
    expect(await move(p, { from: 'MAIN', to: 'HOUSE', amount: 1 })).toMatchObject({ status: 404, errorCode: 'gameWallet.transfer.unknownWallet' });
    expect(await move(p, { from: 'MAIN', to: 'KSPORT', amount: 0 })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await move(p, { from: 'MAIN', to: 'KSPORT', amount: 1, requestId: 'no spaces' })).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await check(p, 'never-made')).toMatchObject({ status: 404, errorCode: 'gameWallet.transfer.notFound' });
    expect(await balances(p)).toEqual({ MAIN: 1_000, KSPORT: 0, IMES: 0 });
    const rows = await t.db.query('SELECT 1 FROM wallet_transfers WHERE member_id = $1', [p.memberId]);
    expect(rows).toHaveLength(0);
  });

  it('keeps the books whole: every account adds up to zero and no hold is left behind', async () => {
    const [sum] = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts');
    expect(sum!.total).toBe('0');
    const [pending] = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_transfers p WHERE p.flag = 'pending' AND p.kind = 'wallet_transfer'
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM wallet_transfers w WHERE 'wallet-transfer:' || w.request_id = p.idempotency_key AND w.status = 'locked')`,
    );
    expect(pending!.n).toBe('0');
  });
});
