import { buildApp } from '../../app';
import { testAppForFile } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { hashToken } from '../identity/sessions/tokens';
import { adjust, memberWithSession, ops, OPERATOR_PASSWORD, operatorSession } from './operator-test-kit';

const t = testAppForFile();

async function actionsOf(username: string) {
  return t.db.query<{ action: string; operator_id: string | null; target: string; merchant_code: string | null }>(
    'SELECT action, operator_id::text, target, merchant_code FROM operator_actions WHERE operator_name = $1 ORDER BY id',
    [username],
  );
}

describe('operator accounts and sessions', () => {
  test('the bootstrap token opens an admin, who logs in and acts under their own name', async () => {
    const opened = await ops<{ id: string; username: string; role: string; merchant: string | null }>(t.app, 'POST', '/ops/operators', {
      username: 'Chief.Admin',
      password: OPERATOR_PASSWORD,
      role: 'admin',
    });
    expect(opened.status).toBe(200);
    expect(opened.value).toMatchObject({ username: 'chief.admin', role: 'admin', merchant: null });

    const login = await ops<{ token: string; username: string; role: string; merchant: string | null }>(
      t.app, 'POST', '/ops/session/login', { username: 'CHIEF.admin', password: OPERATOR_PASSWORD }, null,
    );
    expect(login.status).toBe(200);
    expect(login.value).toMatchObject({ username: 'chief.admin', role: 'admin', merchant: null });
    // Only the hash is stored.
    const [stored] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM operator_sessions WHERE token_hash = $1', [hashToken(login.value.token)]);
    expect(stored).toBeDefined();
    expect(await t.db.query('SELECT 1 FROM operator_sessions WHERE token_hash = $1', [login.value.token])).toHaveLength(0);

    const finance = await ops(t.app, 'POST', '/ops/operators', { username: 'cash.desk', password: OPERATOR_PASSWORD, role: 'finance', merchant: 'khela' }, login.value.token);
    expect(finance.status).toBe(200);

    expect((await actionsOf('system')).map((row) => [row.action, row.target])).toContainEqual(['operator.create', 'chief.admin']);
    expect((await actionsOf('chief.admin')).map((row) => [row.action, row.target, row.merchant_code])).toEqual([
      ['operator.login', 'chief.admin', null],
      ['operator.create', 'cash.desk', 'khela'],
    ]);
    expect((await actionsOf('chief.admin'))[0]!.operator_id).toBe(opened.value.id);
  });

  test('refuses a taken username, a weak password and an unknown brand', async () => {
    const taken = await ops(t.app, 'POST', '/ops/operators', { username: 'chief.admin', password: OPERATOR_PASSWORD, role: 'support' });
    expect([taken.status, taken.errorCode]).toEqual([409, 'operator.username.taken']);
    const short = await ops(t.app, 'POST', '/ops/operators', { username: 'shorty', password: 'short', role: 'support' });
    expect([short.status, short.errorCode]).toEqual([400, 'request.invalid']);
    const role = await ops(t.app, 'POST', '/ops/operators', { username: 'roleless', password: OPERATOR_PASSWORD, role: 'owner' });
    expect(role.status).toBe(400);
    const brand = await ops(t.app, 'POST', '/ops/operators', { username: 'ghostly', password: OPERATOR_PASSWORD, role: 'support', merchant: 'ghost' });
    expect([brand.status, brand.errorCode]).toEqual([404, 'merchant.unknown']);
    expect(await t.db.query("SELECT 1 FROM operators WHERE username IN ('shorty', 'roleless', 'ghostly')")).toHaveLength(0);
  });

  test('roles: support reads only, finance moves money but opens no accounts', async () => {
    const member = await memberWithSession(t.db);
    const support = await operatorSession(t.app, 'support');
    const finance = await operatorSession(t.app, 'finance');

    const read = await ops(t.app, 'GET', `/ops/wallet/ledger?merchant=khela&account=${member.account}`, undefined, support.token);
    expect(read.status).toBe(200);
    expect((await ops(t.app, 'GET', '/ops/actions', undefined, support.token)).status).toBe(200);
    const supportAdjust = await ops(t.app, 'POST', '/ops/wallet/adjustments',
      { merchant: 'khela', account: member.account, amount: 100, reason: 'try', requestId: 'support-1' }, support.token);
    expect([supportAdjust.status, supportAdjust.errorCode]).toEqual([403, 'operator.forbidden']);
    expect((await ops(t.app, 'POST', '/ops/merchant/maintenance', { enabled: true }, support.token)).status).toBe(403);

    const financeAdjust = await ops(t.app, 'POST', '/ops/wallet/adjustments',
      { merchant: 'khela', account: member.account, amount: 100, reason: 'goodwill', requestId: 'finance-1' }, finance.token);
    expect(financeAdjust.status).toBe(200);
    const financeOpens = await ops(t.app, 'POST', '/ops/operators', { username: 'sneaky', password: OPERATOR_PASSWORD, role: 'admin' }, finance.token);
    expect([financeOpens.status, financeOpens.errorCode]).toEqual([403, 'operator.forbidden']);
    expect((await ops(t.app, 'GET', '/ops/operators', undefined, finance.token)).status).toBe(403);
    expect((await ops(t.app, 'POST', '/ops/merchant/maintenance', { enabled: false }, finance.token)).status).toBe(403);

    const admin = await operatorSession(t.app, 'admin');
    expect((await ops(t.app, 'POST', '/ops/merchant/maintenance', { enabled: false }, admin.token)).status).toBe(200);
  });

  test("a brand's operators act on that brand only", async () => {
    const khelaMember = await memberWithSession(t.db);
    const khela2Member = await memberWithSession(t.db, { merchant: 'khela2' });
    const brandAdmin = await operatorSession(t.app, 'admin', 'khela2');
    const brandFinance = await operatorSession(t.app, 'finance', 'khela2');

    const other = await adjust(t.app, khelaMember, 100);
    expect(other.status).toBe(200); // the bootstrap token acts on every brand
    const outside = await ops(t.app, 'POST', '/ops/wallet/adjustments',
      { merchant: 'khela', account: khelaMember.account, amount: 100, reason: 'wrong brand', requestId: 'scope-1' }, brandFinance.token);
    expect([outside.status, outside.errorCode]).toEqual([403, 'operator.forbidden']);
    const inside = await ops(t.app, 'POST', '/ops/wallet/adjustments',
      { merchant: 'khela2', account: khela2Member.account, amount: 100, reason: 'right brand', requestId: 'scope-2' }, brandFinance.token);
    expect(inside.status).toBe(200);
    expect((await ops(t.app, 'GET', `/ops/wallet/ledger?merchant=khela&account=${khelaMember.account}`, undefined, brandFinance.token)).status).toBe(403);

    // Their admin opens accounts of their brand only, by default in it.
    const own = await ops<{ merchant: string }>(t.app, 'POST', '/ops/operators', { username: 'k2.support', password: OPERATOR_PASSWORD, role: 'support' }, brandAdmin.token);
    expect(own.value.merchant).toBe('khela2');
    const global = await ops(t.app, 'POST', '/ops/operators', { username: 'k2.global', password: OPERATOR_PASSWORD, role: 'support', merchant: null }, brandAdmin.token);
    expect(global.status).toBe(403);
    const listed = await ops<{ operators: Array<{ merchant: string | null }> }>(t.app, 'GET', '/ops/operators', undefined, brandAdmin.token);
    expect(listed.value.operators.length).toBeGreaterThan(0);
    expect(new Set(listed.value.operators.map((o) => o.merchant))).toEqual(new Set(['khela2']));

    // Their action record is their brand's.
    const actions = await ops<{ records: Array<{ merchant: string | null }> }>(t.app, 'GET', '/ops/actions?pageSize=100', undefined, brandAdmin.token);
    expect(new Set(actions.value.records.map((r) => r.merchant))).toEqual(new Set(['khela2']));
  });

  test('logout, a switched-off account and an expired session all end access', async () => {
    const first = await operatorSession(t.app, 'support');
    expect((await ops(t.app, 'DELETE', '/ops/session', undefined, first.token)).status).toBe(200);
    const afterLogout = await ops(t.app, 'GET', '/ops/actions', undefined, first.token);
    expect([afterLogout.status, afterLogout.errorCode]).toEqual([403, 'operator.forbidden']);
    expect((await actionsOf(first.username)).map((row) => row.action)).toEqual(['operator.login', 'operator.logout']);

    const second = await operatorSession(t.app, 'finance');
    const off = await ops<{ active: boolean }>(t.app, 'POST', `/ops/operators/${second.username}/disable`);
    expect(off.value.active).toBe(false);
    expect((await ops(t.app, 'GET', '/ops/actions', undefined, second.token)).status).toBe(403);
    const relogin = await ops(t.app, 'POST', '/ops/session/login', { username: second.username, password: OPERATOR_PASSWORD }, null);
    expect([relogin.status, relogin.errorCode]).toEqual([401, 'operator.login.failed']);
    expect((await ops(t.app, 'POST', `/ops/operators/${second.username}/enable`)).status).toBe(200);
    expect((await ops(t.app, 'POST', '/ops/session/login', { username: second.username, password: OPERATOR_PASSWORD }, null)).status).toBe(200);

    const third = await operatorSession(t.app, 'support');
    await t.db.query("UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(third.token)]);
    expect((await ops(t.app, 'GET', '/ops/actions', undefined, third.token)).status).toBe(403);

    const admin = await operatorSession(t.app, 'admin');
    const self = await ops(t.app, 'POST', `/ops/operators/${admin.username}/disable`, undefined, admin.token);
    expect([self.status, self.errorCode]).toEqual([409, 'operator.self']);
    expect((await ops(t.app, 'POST', '/ops/operators/nobody.here/disable')).status).toBe(404);
  });

  test('wrong passwords are limited per username, and a wrong name answers like a wrong password', async () => {
    await ops(t.app, 'POST', '/ops/operators', { username: 'guarded', password: OPERATOR_PASSWORD, role: 'support' });
    const login = (password: string, username = 'guarded') =>
      ops(t.app, 'POST', '/ops/session/login', { username, password }, null);
    const unknown = await login(OPERATOR_PASSWORD, 'no.such.operator');
    expect([unknown.status, unknown.errorCode]).toEqual([401, 'operator.login.failed']);
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push((await login(`wrong-${i}-password`)).errorCode);
    expect(outcomes).toEqual([...Array(5).fill('operator.login.failed'), 'operator.login.locked']);
    // Locked: even the right password waits for the window to pass.
    const right = await login(OPERATOR_PASSWORD);
    expect([right.status, right.errorCode]).toEqual([429, 'operator.login.locked']);
    expect(right.message).toMatch(/15/);
    await t.db.query("UPDATE limit_events SET at = at - interval '16 minutes' WHERE key = 'ops-login:user:guarded'");
    expect((await login(OPERATOR_PASSWORD)).status).toBe(200);
  });

  test('a login body is validated and the messages come in Bengali too', async () => {
    const empty = await ops(t.app, 'POST', '/ops/session/login', {}, null);
    expect([empty.status, empty.errorCode]).toEqual([400, 'request.invalid']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      payload: { username: 'no.such.one', password: 'whatever-it-is' },
      headers: { language: 'bn' },
    });
    expect(JSON.parse(response.body).message).toBe('ইউজারনেম বা পাসওয়ার্ড ভুল।');
  });
});

test('without OPERATOR_TOKEN there are no operator logins either', async () => {
  const { db, cleanup } = await createTestDb();
  const app = await buildApp({ db, operatorToken: null });
  try {
    const response = await app.inject({ method: 'POST', url: '/ops/session/login', payload: { username: 'a', password: 'b' } });
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body).errorCode).toBe('operator.disabled');
  } finally {
    await app.close();
    await cleanup();
  }
});
