import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memberWithSession } from '../domains/operator/operator-test-kit';
import { createTestApp, OPERATOR_TOKEN, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-db';
import { type DatabaseCommand, httpCallOf, runOnDatabase } from './operator-backends';
import { parseOperatorCommand, parseTaka } from './operator-command';
import { runOperator } from './run-operator';

describe('operator CLI parsing', () => {
  test('adjustments: credit or debit, taka with up to 2 decimals, a reason, a request id', () => {
    expect(parseOperatorCommand(['adjust', 'credit', 'demo01', '150.5', '--reason', 'missed deposit', '--request-id', 'r-1'])).toEqual({
      kind: 'adjust', merchant: 'khela', account: 'demo01', amount: 15_050n, reason: 'missed deposit', requestId: 'r-1',
    });
    const debit = parseOperatorCommand(['adjust', 'debit', 'demo01', '20', '--reason', 'duplicate credit', '--merchant', 'khela2']);
    expect(debit).toMatchObject({ kind: 'adjust', merchant: 'khela2', amount: -2_000n });
    // Without --request-id each run gets its own, printed so that a retry can reuse it.
    expect((debit as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);

    expect([parseTaka('0.01'), parseTaka('7'), parseTaka('1234567.89')]).toEqual([1n, 700n, 123_456_789n]);
    for (const bad of ['0', '0.00', '1.234', '-5', '1e3', 'ten', '']) expect(() => parseTaka(bad)).toThrow(/amount/);
    expect(() => parseOperatorCommand(['adjust', 'credit', 'demo01', '10'])).toThrow(/--reason/);
    expect(() => parseOperatorCommand(['adjust', 'give', 'demo01', '10', '--reason', 'why not'])).toThrow(/credit or debit/);
    expect(() => parseOperatorCommand(['adjust', 'credit', 'demo01', '10', '--reason', 'ok ok', '--request-id', 'a b'])).toThrow(/request-id/);
    expect(() => parseOperatorCommand(['adjust', 'credit', 'demo01', '--reason', 'ok ok'])).toThrow(/missing/);
  });

  test('decisions, lists, accounts and sessions', () => {
    expect(parseOperatorCommand(['withdrawal', 'reject', 'W123', '--reason', 'name does not match'])).toEqual({
      kind: 'decide', payment: 'withdrawal', outcome: 'reject', orderNo: 'W123', merchant: 'khela', reason: 'name does not match',
    });
    expect(() => parseOperatorCommand(['deposit', 'reject', 'D1'])).toThrow(/--reason/);
    expect(parseOperatorCommand(['deposit', 'approve', 'D1'])).toMatchObject({ outcome: 'approve', reason: null });
    expect(parseOperatorCommand(['deposits', '--status', 'in_process', '--page', '2'])).toEqual({
      kind: 'payments', list: 'deposits', merchant: 'khela', status: 'IN_PROCESS', pageNo: 2, pageSize: 20,
    });
    expect(() => parseOperatorCommand(['ledger', 'demo01', '--page-size', '500'])).toThrow(/page-size/);
    expect(parseOperatorCommand(['actions'])).toEqual({ kind: 'actions', merchant: null, pageNo: 1, pageSize: 20 });
    expect(parseOperatorCommand(['operators', 'add', 'cash.desk', '--role', 'finance'])).toEqual({
      kind: 'operator-add', username: 'cash.desk', role: 'finance', merchant: undefined,
    });
    expect(() => parseOperatorCommand(['operators', 'add', 'cash.desk', '--role', 'boss'])).toThrow(/--role/);
    expect(parseOperatorCommand(['operators', 'disable', 'cash.desk'])).toEqual({ kind: 'operator-switch', username: 'cash.desk', active: false });
    expect(parseOperatorCommand(['login', 'Chief'])).toEqual({ kind: 'login', username: 'chief' });
    expect(() => parseOperatorCommand(['login'])).toThrow(/username/);
    expect(() => parseOperatorCommand(['refund', 'all'])).toThrow(/usage/);
  });

  test("login limits: failures per address per hour, 5 to 1000, for the brand named", () => {
    expect(parseOperatorCommand(['login-limits', '--per-address-per-hour', '50'])).toEqual({
      kind: 'login-limits', merchant: 'khela', loginFailuresPerAddressPerHour: 50,
    });
    expect(parseOperatorCommand(['login-limits', '--per-address-per-hour', '1000', '--merchant', 'khela2'])).toMatchObject({ merchant: 'khela2', loginFailuresPerAddressPerHour: 1000 });
    for (const bad of ['4', '1001', '2.5', 'ten', '0x10', '']) {
      expect(() => parseOperatorCommand(['login-limits', '--per-address-per-hour', bad])).toThrow(/--per-address-per-hour must be a whole number from 5 to 1000/);
    }
    expect(() => parseOperatorCommand(['login-limits'])).toThrow(/needs --per-address-per-hour/);
    expect(() => parseOperatorCommand(['login-limits', '50'])).toThrow(/unexpected arguments/);
    expect(httpCallOf(parseOperatorCommand(['login-limits', '--per-address-per-hour', '20', '--merchant', 'khela2']))).toEqual({
      method: 'PUT', path: '/ops/merchants/khela2/login-limits', body: { loginFailuresPerAddressPerHour: 20 },
    });
  });

  test('domain routes: the /ops call they make', () => {
    expect(parseOperatorCommand(['domain-routes', 'khela.example:MAIN, mirror.example:backup'])).toEqual({
      kind: 'domain-routes', merchant: 'khela', routes: [{ domain: 'khela.example', purpose: 'MAIN' }, { domain: 'mirror.example', purpose: 'BACKUP' }],
    });
    expect(parseOperatorCommand(['domain-routes', ''])).toMatchObject({ routes: [] });
    expect(() => parseOperatorCommand(['domain-routes', 'khela.example'])).toThrow(/DOMAIN:PURPOSE/);
    expect(httpCallOf(parseOperatorCommand(['domain-routes', 'm.example:BACKUP']))).toEqual({
      method: 'PUT', path: '/ops/merchants/khela/domain-routes', body: { domainRoutes: [{ domain: 'm.example', purpose: 'BACKUP' }] },
    });
  });

  test('time travel: exactly one of --advance, --to, --reset; it needs the running server', () => {
    expect(httpCallOf(parseOperatorCommand(['time-travel', '--advance', '25h']))).toEqual({ method: 'POST', path: '/ops/time-travel', body: { advanceMinutes: 1500 } });
    expect(httpCallOf(parseOperatorCommand(['time-travel', '--to', '2026-12-01T00:15:00+06:00']))).toEqual({
      method: 'POST', path: '/ops/time-travel', body: { to: '2026-11-30T18:15:00.000Z' },
    });
    expect(httpCallOf(parseOperatorCommand(['time-travel', '--reset']))).toEqual({ method: 'POST', path: '/ops/time-travel', body: { reset: true } });
    for (const bad of [[], ['--reset', '--advance', '5m'], ['--advance', '5'], ['--advance', '0m'], ['--advance', '401d'], ['--to', 'tomorrow']]) {
      expect(() => parseOperatorCommand(['time-travel', ...bad])).toThrow(/time-travel needs exactly one|--advance:|--to:/);
    }
  });

  test('each command maps to its /ops call', () => {
    expect(httpCallOf(parseOperatorCommand(['withdrawal', 'reject', 'W 1', '--reason', 'wrong account']))).toEqual({
      method: 'POST', path: '/ops/payments/withdrawals/W%201/reject', body: { merchant: 'khela', reason: 'wrong account' },
    });
    expect(httpCallOf(parseOperatorCommand(['deposit', 'approve', 'D9', '--merchant', 'khela2']))).toEqual({
      method: 'POST', path: '/ops/payments/deposits/D9/approve', body: { merchant: 'khela2' },
    });
    expect(httpCallOf(parseOperatorCommand(['withdrawals', '--status', 'IN_PROCESS'])).path).toBe(
      '/ops/payments/withdrawals?merchant=khela&status=IN_PROCESS&pageNo=1&pageSize=20',
    );
    expect(httpCallOf(parseOperatorCommand(['adjust', 'debit', 'demo01', '1.5', '--reason', 'fix it', '--request-id', 'x']))).toEqual({
      method: 'POST', path: '/ops/wallet/adjustments', body: { merchant: 'khela', account: 'demo01', amount: -150, reason: 'fix it', requestId: 'x' },
    });
    expect(httpCallOf(parseOperatorCommand(['ledger', 'demo01', '--page', '3'])).path).toBe('/ops/wallet/ledger?merchant=khela&account=demo01&pageNo=3&pageSize=20');
    expect(httpCallOf(parseOperatorCommand(['operators', 'add', 'desk', '--role', 'support']), { password: 'long-enough-1' }).body).toEqual({
      username: 'desk', password: 'long-enough-1', role: 'support',
    });
  });
});

describe('operator CLI end to end', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = await mkdtemp(path.join(tmpdir(), 'khela-cli-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  test('through the running server: open an admin, log in, adjust, read the ledger and the record, log out', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const sessionFile = path.join(folder, 'session.json');
    const bootstrap = { API_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN, OPERATOR_SESSION_FILE: sessionFile };
    const asOperator = { API_URL: bootstrap.API_URL, OPERATOR_SESSION_FILE: sessionFile };
    const password = async () => 'Cli-Admin-2026';
    const member = await memberWithSession(t.db);

    const opened = await runOperator(['operators', 'add', 'cli.boss', '--role', 'admin'], bootstrap, { password });
    expect(opened).toMatchObject({ via: 'http', value: { username: 'cli.boss', role: 'admin', merchant: null } });

    const login = await runOperator(['login', 'cli.boss'], asOperator, { password });
    expect(login.value).toEqual({ username: 'cli.boss', role: 'admin', merchant: null });
    expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);

    const adjusted = await runOperator(['adjust', 'credit', member.account, '150.50', '--reason', 'cli credit', '--request-id', 'cli-e2e-1'], asOperator);
    expect(adjusted.value).toMatchObject({ requestId: 'cli-e2e-1', balance: 15_050 });
    // Run again with the same request id: nothing moves a second time.
    const again = await runOperator(['adjust', 'credit', member.account, '150.50', '--reason', 'cli credit', '--request-id', 'cli-e2e-1'], asOperator);
    expect(again.value).toEqual(adjusted.value);
    await expect(runOperator(['adjust', 'debit', member.account, '200', '--reason', 'too much'], asOperator)).rejects.toThrow(/server refused \(409\).*150\.50/);

    const ledger = await runOperator(['ledger', member.account], asOperator);
    expect(ledger.value).toMatchObject({ accounts: [{ kind: 'member_main', balance: 15_050, held: 0 }], total: 1 });
    const actions = (await runOperator(['actions', '--page-size', '5'], asOperator)).value as { records: Array<{ operator: string; action: string; target: string }> };
    expect(actions.records[0]).toMatchObject({ operator: 'cli.boss', action: 'balance.adjust', target: member.account });

    await expect(runOperator(['deposit', 'approve', 'D2601010000000000'], asOperator)).rejects.toThrow(/server refused \(404\)/);

    expect((await runOperator(['logout'], asOperator)).value).toEqual({ loggedOut: true, username: 'cli.boss' });
    await expect(stat(sessionFile)).rejects.toThrow();
    await expect(runOperator(['actions'], asOperator)).rejects.toThrow(/log in/);
  });
});

describe('operator CLI on the database (no server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("opens operators and adjusts as 'system', with the API's checks", async () => {
    const member = await memberWithSession(t.db);
    const run = (argv: string[], password?: string) => runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand, { password });
    expect(await run(['operators', 'add', 'first.admin', '--role', 'admin'], 'First-Admin-2026')).toMatchObject({ username: 'first.admin', merchant: null });
    await expect(run(['operators', 'add', 'weak', '--role', 'admin'], 'short')).rejects.toMatchObject({ errorCode: 'request.invalid' });
    expect(await run(['adjust', 'credit', member.account, '10', '--reason', 'offline fix', '--request-id', 'db-1'])).toMatchObject({ balance: 1_000 });
    const [action] = await t.db.query<{ operator_name: string }>("SELECT operator_name FROM operator_actions WHERE action = 'balance.adjust' AND target = $1", [member.account]);
    expect(action?.operator_name).toBe('system');
  });

  test("sets a brand's domain routes as 'system', recorded", async () => {
    const run = (argv: string[]) => runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand);
    expect(await run(['domain-routes', 'khela2.example:MAIN,k2.example:BACKUP', '--merchant', 'khela2'])).toMatchObject({
      domainRoutes: [{ domain: 'khela2.example', purpose: 'MAIN' }, { domain: 'k2.example', purpose: 'BACKUP' }],
    });
    const actions = await t.db.query<{ action: string; operator_name: string }>(
      "SELECT action, operator_name FROM operator_actions WHERE action = 'merchant.domain-routes' AND merchant_code = 'khela2' ORDER BY id",
    );
    expect(actions).toEqual([{ action: 'merchant.domain-routes', operator_name: 'system' }]);
  });

  test("sets a brand's login limit as 'system', recorded, with the API's bounds", async () => {
    const run = (argv: string[]) => runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand);
    expect(await run(['login-limits', '--per-address-per-hour', '40', '--merchant', 'khela2'])).toEqual({
      merchant: 'khela2', loginFailuresPerAddressPerHour: 40, previous: 30,
    });
    const [action] = await t.db.query<{ operator_name: string; details: unknown }>(
      "SELECT operator_name, details FROM operator_actions WHERE action = 'merchant.login-limits' AND merchant_code = 'khela2'",
    );
    expect(action).toEqual({ operator_name: 'system', details: { loginFailuresPerAddressPerHour: 40, previous: 30 } });
    // The service checks the bounds itself too (a caller that skips the parser).
    const outOfRange = { kind: 'login-limits', merchant: 'khela2', loginFailuresPerAddressPerHour: 4 } as const;
    await expect(runOnDatabase(t.db, outOfRange)).rejects.toMatchObject({ errorCode: 'operator.login.limits.range' });
    await expect(run(['login-limits', '--per-address-per-hour', '40', '--merchant', 'ghost'])).rejects.toMatchObject({ errorCode: 'merchant.unknown' });
  });

  const onPglite = testEngine() === 'pglite' ? test : test.skip;
  onPglite('runOperator writes the data folder when no server answers, and refuses what needs one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'khela-cli-db-'));
    // A production data folder, where the first admin is opened this way: migrations only. The demo
    // seeds (the demo team's bets and settlements, written to disk twice) made this test near its
    // 60 s budget on a loaded machine, and are seed/ and prepare-database's tests' to check.
    const env = { API_URL: 'http://127.0.0.1:9', DATA_DIR: folder, NODE_ENV: 'production' };
    try {
      const opened = await runOperator(['operators', 'add', 'night.admin', '--role', 'admin'], env, { password: async () => 'Night-Admin-2026' });
      expect(opened).toMatchObject({ via: 'database', value: { username: 'night.admin', role: 'admin' } });
      await expect(runOperator(['operators', 'add', 'night.admin', '--role', 'admin'], env, { password: async () => 'Night-Admin-2026' })).rejects.toThrow(
        'That operator username is already taken.',
      );
      await expect(runOperator(['login', 'night.admin'], env)).rejects.toThrow(/needs the running server/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
