import { testAppForFile } from '../../test/test-app';
import { memberWithSession, ops, operatorSession } from './operator-test-kit';

const t = testAppForFile();

/**
 * An operator bound to khela2 never sees or touches khela's records, on every kind of /ops route:
 * the outbox (today's finding: a khela2 admin read a khela member's password-reset mail), members,
 * brand settings, operators, the wallet, the action record and payments.
 */
describe('an operator bound to another brand', () => {
  let khela2Admin: { username: string; token: string };

  beforeAll(async () => {
    khela2Admin = await operatorSession(t.app, 'admin', 'khela2');
  });

  const forbidden = { status: 403, errorCode: 'operator.forbidden' };

  test("outbox: reads nothing of another brand's mail, and their own brand's", async () => {
    const destination = `victim${Date.now()}@mail.example`;
    await t.db.query(
      `INSERT INTO outbox (merchant_code, channel, destination, subject, body) VALUES ('khela', 'mail', $1, 'Password reset', 'Your temporary password: Tmp-123456'),
              ('khela2', 'mail', $1, 'Welcome', 'Welcome to khela2')`,
      [destination],
    );
    const url = `/ops/outbox?destination=${encodeURIComponent(destination)}`;
    const theirs = await ops<Array<{ merchantCode: string; body: string }>>(t.app, 'GET', url, undefined, khela2Admin.token);
    expect(theirs.status).toBe(200);
    expect(theirs.value.map((message) => message.merchantCode)).toEqual(['khela2']);
    expect(JSON.stringify(theirs.value)).not.toContain('Tmp-123456');
    // An operator of every brand (here the bootstrap token) reads both.
    const everyBrand = await ops<unknown[]>(t.app, 'GET', url);
    expect(everyBrand.value).toHaveLength(2);
  });

  test('members: cannot open an account in another brand', async () => {
    const opened = await ops(t.app, 'POST', '/ops/members', { merchant: 'khela', account: 'intruder1', password: 'Secret-123' }, khela2Admin.token);
    expect(opened).toMatchObject(forbidden);
  });

  test("brand settings: cannot read or change another brand's", async () => {
    expect(await ops(t.app, 'GET', '/ops/merchant?merchant=khela', undefined, khela2Admin.token)).toMatchObject(forbidden);
    expect(await ops(t.app, 'POST', '/ops/merchant/maintenance', { merchant: 'khela', enabled: true }, khela2Admin.token)).toMatchObject(forbidden);
    expect(await ops(t.app, 'POST', '/ops/merchant/restriction', { merchant: 'khela', countries: ['BD'] }, khela2Admin.token)).toMatchObject(forbidden);
    expect(await ops(t.app, 'POST', '/ops/merchant/oidc', { merchant: 'khela', providers: [] }, khela2Admin.token)).toMatchObject(forbidden);
    expect((await ops(t.app, 'GET', '/ops/merchant?merchant=khela2', undefined, khela2Admin.token)).status).toBe(200);
  });

  test("operators: lists only their brand's and cannot switch another brand's off", async () => {
    const khelaSupport = await operatorSession(t.app, 'support', 'khela');
    expect(await ops(t.app, 'GET', '/ops/operators?merchant=khela', undefined, khela2Admin.token)).toMatchObject(forbidden);
    expect(await ops(t.app, 'POST', `/ops/operators/${khelaSupport.username}/disable`, undefined, khela2Admin.token)).toMatchObject(forbidden);
    const listed = await ops<{ operators: Array<{ merchant: string | null }> }>(t.app, 'GET', '/ops/operators', undefined, khela2Admin.token);
    expect(new Set(listed.value.operators.map((operator) => operator.merchant))).toEqual(new Set(['khela2']));
  });

  test("wallet and action record: no ledger, adjustment or action of another brand", async () => {
    const khelaMember = await memberWithSession(t.db);
    expect(await ops(t.app, 'GET', `/ops/wallet/ledger?merchant=khela&account=${khelaMember.account}`, undefined, khela2Admin.token)).toMatchObject(forbidden);
    const adjustment = { merchant: 'khela', account: khelaMember.account, amount: 100, reason: 'other brand', requestId: `scope-${Date.now()}` };
    expect(await ops(t.app, 'POST', '/ops/wallet/adjustments', adjustment, khela2Admin.token)).toMatchObject(forbidden);
    expect(await ops(t.app, 'GET', '/ops/actions?merchant=khela', undefined, khela2Admin.token)).toMatchObject(forbidden);
    const actions = await ops<{ records: Array<{ merchant: string | null }> }>(t.app, 'GET', '/ops/actions?pageSize=100', undefined, khela2Admin.token);
    expect(actions.value.records.every((record) => record.merchant === 'khela2')).toBe(true);
  });

  test("payments: no deposit, withdrawal, upline transfer or proof of another brand", async () => {
    for (const list of ['deposits', 'withdrawals', 'upline-transfers']) {
      expect(await ops(t.app, 'GET', `/ops/payments/${list}?merchant=khela`, undefined, khela2Admin.token)).toMatchObject(forbidden);
    }
    expect(await ops(t.app, 'GET', '/ops/payments/upline-transfers/proofs/1?merchant=khela', undefined, khela2Admin.token)).toMatchObject(forbidden);
    for (const orders of ['deposits', 'withdrawals']) {
      expect(await ops(t.app, 'POST', `/ops/payments/${orders}/D26010100000001/approve`, { merchant: 'khela' }, khela2Admin.token)).toMatchObject(forbidden);
    }
  });
});
