import { sealed, sliderPass } from '../../test/identity';
import { OPERATOR_TOKEN, envelope, testAppForFile } from '../../test/test-app';
import { insertMember } from '../identity/members/member-repo';
import { hashPassword } from '../identity/passwords/password-hash';
import { freshIp, freshUsername, GOOD_PASSWORD } from '../identity/tests/identity-kit';
import { operatorSession } from './operator-test-kit';

/** PUT /ops/merchants/:code/login-limits (docs/identity.md, "Login limits"). */
const t = testAppForFile();

const setLimit = async (code: string, body: object, token: string, language = 'en') => {
  const response = await t.app.inject({ method: 'PUT', url: `/ops/merchants/${code}/login-limits`, payload: body, headers: { 'x-operator-token': token, language } });
  return { status: response.statusCode, ...envelope<{ merchant: string; loginFailuresPerAddressPerHour: number; previous: number }>(response) };
};

async function storedLimit(code: string): Promise<unknown> {
  const [row] = await t.db.query<{ value: unknown }>("SELECT identity_settings->'loginFailuresPerAddressPerHour' AS value FROM merchants WHERE code = $1", [code]);
  return row?.value ?? null;
}

const recorded = async (code: string) =>
  t.db.query<{ operator_name: string; target: string; details: Record<string, unknown> }>(
    "SELECT operator_name, target, details FROM operator_actions WHERE action = 'merchant.login-limits' AND merchant_code = $1 ORDER BY id",
    [code],
  );

test("another brand's admin and a finance operator of the brand are refused; nothing changes", async () => {
  const otherAdmin = await operatorSession(t.app, 'admin', 'khela');
  const finance = await operatorSession(t.app, 'finance', 'khela2');
  const before = await storedLimit('khela2');
  for (const token of [otherAdmin.token, finance.token]) {
    const refused = await setLimit('khela2', { loginFailuresPerAddressPerHour: 50 }, token);
    expect([refused.status, refused.errorCode]).toEqual([403, 'operator.forbidden']);
  }
  expect(await storedLimit('khela2')).toEqual(before);
  expect(await recorded('khela2')).toEqual([]);
});

test('values outside 5 to 1000, or not whole numbers, are refused with a translated message; nothing changes', async () => {
  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const before = await storedLimit('khela2');
  for (const value of [4, 0, -3, 1001, 2.5, 'ten', null]) {
    const refused = await setLimit('khela2', { loginFailuresPerAddressPerHour: value }, admin.token);
    expect([refused.status, refused.errorCode]).toEqual([400, 'request.invalid']);
  }
  expect((await setLimit('khela2', {}, admin.token)).errorCode).toBe('request.invalid');
  expect((await setLimit('khela2', { loginFailuresPerAddressPerHour: 4 }, admin.token)).message).toBe(
    "Invalid request: the field 'loginFailuresPerAddressPerHour' must be at least 5",
  );
  expect((await setLimit('khela2', { loginFailuresPerAddressPerHour: 1001 }, admin.token, 'bn')).message).toMatch(/^অনুরোধটি সঠিক নয়/);
  expect(await storedLimit('khela2')).toEqual(before);
  expect(await recorded('khela2')).toEqual([]);
  const unknown = await setLimit('ghost', { loginFailuresPerAddressPerHour: 50 }, OPERATOR_TOKEN);
  expect([unknown.status, unknown.errorCode]).toEqual([404, 'merchant.unknown']);
});

test("an admin of the brand sets it, recorded with the value it replaced, and the brand's next logins obey it", async () => {
  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const set = await setLimit('khela2', { loginFailuresPerAddressPerHour: 5 }, admin.token);
  expect(set.status).toBe(200);
  expect(set.value).toEqual({ merchant: 'khela2', loginFailuresPerAddressPerHour: 5, previous: 30 });
  expect(await recorded('khela2')).toEqual([
    { operator_name: admin.username, target: 'khela2', details: { loginFailuresPerAddressPerHour: 5, previous: 30 } },
  ]);

  // At once (the merchant cache is told): 5 failures from one address, then even the right password waits.
  const passwordHash = await hashPassword(GOOD_PASSWORD);
  const accounts: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const account = freshUsername('lls');
    await insertMember(t.db, { merchantCode: 'khela2', account, nickname: account, type: 0, passwordHash });
    accounts.push(account);
  }
  const ip = freshIp();
  const login = async (account: string, password: string) =>
    sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username: account, password, sliderToken: await sliderPass(t.db) }, { ip, merchant: 'khela2', language: 'en' });
  for (const account of accounts.slice(0, 5)) expect((await login(account, 'wrong-password-1')).errorCode).toBe('login.failed');
  const blocked = await login(accounts[5]!, GOOD_PASSWORD);
  expect([blocked.status, blocked.errorCode]).toEqual([429, 'login.address.blocked']);

  // An admin of every brand may change it too.
  expect((await setLimit('khela2', { loginFailuresPerAddressPerHour: 30 }, OPERATOR_TOKEN)).value).toMatchObject({ previous: 5 });
});
