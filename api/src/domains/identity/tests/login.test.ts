import * as OTPAuth from 'otpauth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codeSentTo, plain, sealed, sliderPass } from '../../../test/identity';
import { sealFor } from '../../../test/sealed';
import { DEMO_ACCOUNTS } from '../../../seed/demo-members';

const { player, agent, defaultPassword } = DEMO_ACCOUNTS;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function passwordLogin(account: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username: account, password, sliderToken: await sliderPass(t.db), ...extra }, { ip });
}

describe('login by username and password', () => {
  test('logs in, member info names the member, logout ends the session', async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    expect(login.status).toBe(200);
    const token = login.value!.token as string;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(login.value).toMatchObject({ userName: player.account, mustChangePassword: false, firstTimeLogin: true });

    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token });
    expect(info.value).toMatchObject({ account: player.account, nickname: 'Demo Player', type: 0, isAgent: false, isTrial: false });

    expect((await plain(t.app, 'DELETE', '/wps/session/logout', undefined, { token })).status).toBe(200);
    const after = await plain(t.app, 'GET', '/wps/member/info', undefined, { token });
    expect(after.status).toBe(401);
    expect(after.errorCode).toBe('login.not.session');
  });

  test('the token is stored hashed, never as sent', async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((row) => row.token_hash)).not.toContain(login.value!.token);
  });

  test('a wrong password and an unknown account give the same answer', async () => {
    const wrong = await passwordLogin(player.account, 'not-the-password', '10.0.0.1');
    const unknown = await passwordLogin('nobody123', 'not-the-password', '10.0.0.1');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.errorCode).toBe('login.failed');
    expect(unknown.errorCode).toBe('login.failed');
    expect(wrong.message).toBe(unknown.message);
  });

  test('without the slider pass nothing is checked', async () => {
    const body = { type: 'username', username: player.account, password: player.password };
    const result = await sealed(t.app, 'POST', '/wps/session/login', body, { ip: '10.0.0.1' });
    expect(result.errorCode).toBe('login.slider.required');
  });

  test('a plain (unsealed) body is refused and a replayed sealed body is refused', async () => {
    const body = { type: 'username', username: player.account, password: player.password, sliderToken: await sliderPass(t.db) };
    const plainBody = await plain(t.app, 'POST', '/wps/session/login', body);
    expect(plainBody.errorCode).toBe('payload.sealed.required');
    const envelope = await sealFor(t.app, body);
    const first = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: envelope });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: envelope });
    expect(replay.statusCode).toBe(400);
    expect(JSON.parse(replay.body).errorCode).toBe('payload.replayed');
    expect(await t.db.query('SELECT 1 FROM sessions')).toHaveLength(1);
  });

  // The limits on wrong passwords (per address, per account, no locks) are in login-limits.test.ts.
  test('the captcha flag comes with the failure that makes it needed', async () => {
    for (let i = 0; i < 2; i += 1) {
      const result = await passwordLogin(player.account, `wrong-${i}`, '10.0.0.2');
      expect(result.value).toMatchObject({ captcha: false });
    }
    const third = await passwordLogin(player.account, 'wrong-3', '10.0.0.2');
    expect(third.value).toMatchObject({ captcha: true });
  });
});

describe('portals and account types', () => {
  test('from the agent page a non-agent is refused without a session; an agent logs in', async () => {
    const member = await passwordLogin(player.account, player.password, '10.0.0.1', { portal: 'agent' });
    expect(member.status).toBe(403);
    expect(member.errorCode).toBe('login.not.agent');
    expect(await t.db.query('SELECT 1 FROM sessions')).toHaveLength(0);
    const agentLogin = await passwordLogin(agent.account, agent.password, '10.0.0.1', { portal: 'agent' });
    expect(agentLogin.status).toBe(200);
    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: agentLogin.value!.token as string });
    expect(info.value).toMatchObject({ isAgent: true, type: 1 });
  });

  test('an operator-issued default password must be changed; the change signs every session out and opens a new one', async () => {
    const login = await passwordLogin(defaultPassword.account, defaultPassword.password, '10.0.0.1');
    expect(login.value).toMatchObject({ mustChangePassword: true });
    const oldToken = login.value!.token as string;
    const mismatch = await sealed(t.app, 'POST', '/wps/member/changePassword', { oldPassword: defaultPassword.password, newPassword: 'Better2027x', confirmNewPassword: 'Better2027y' }, { token: oldToken });
    expect(mismatch.errorCode).toBe('password.mismatch');
    const common = await sealed(t.app, 'POST', '/wps/member/changePassword', { oldPassword: defaultPassword.password, newPassword: 'password1', confirmNewPassword: 'password1' }, { token: oldToken });
    expect(common.errorCode).toBe('password.common');
    const changed = await sealed(t.app, 'POST', '/wps/member/changePassword', { oldPassword: defaultPassword.password, newPassword: 'Better2027x', confirmNewPassword: 'Better2027x' }, { token: oldToken });
    expect(changed.status).toBe(200);
    expect(changed.value).toMatchObject({ mustChangePassword: false });
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token: oldToken })).status).toBe(401);
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token: changed.value!.token as string })).status).toBe(200);
    const again = await passwordLogin(defaultPassword.account, 'Better2027x', '10.0.0.1');
    expect(again.value).toMatchObject({ mustChangePassword: false });
  });

  test('an expired password is forced to change when PWDEXPFORCECHANGE3 is on, but not after an SMS login', async () => {
    await t.db.query("UPDATE members SET password_changed_at = now() - interval '200 days' WHERE account = $1", [player.account]);
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    expect(login.value).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    await plain(t.app, 'POST', '/wps/session/login/sms', { countryDialingCode: '880', mobileNum: '01712345678', sliderToken: await sliderPass(t.db) }, { ip: '10.0.0.1' });
    const code = await codeSentTo(t.app, '+8801712345678');
    const sms = await sealed(t.app, 'POST', '/wps/session/login', { type: 'sms', username: '01712345678', password: code, countryDialingCode: '880' }, { ip: '10.0.0.1' });
    expect(sms.status).toBe(200);
    expect(sms.value).toMatchObject({ passwordExpired: true, mustChangePassword: false });
  });
});

describe('remember me', () => {
  const deviceId = 'device-0123456789abcdef';

  test('a device-bound token logs in once, is rotated, and fails on another device', async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1', { remember: true, deviceId });
    const rememberToken = login.value!.rememberToken as string;
    expect(rememberToken).toBeTruthy();
    const otherDevice = await sealed(t.app, 'POST', '/wps/session/login', { type: 'remember', username: player.account, password: rememberToken, deviceId: 'another-device-0123456' });
    expect(otherDevice.errorCode).toBe('login.remember.expired');
    // A try from another device does not use the token up for this one? It does not match, so no.
    const again = await sealed(t.app, 'POST', '/wps/session/login', { type: 'remember', username: player.account, password: rememberToken, deviceId }, { ip: '10.0.0.1' });
    expect(again.status).toBe(200);
    expect(again.value!.rememberToken).toBeTruthy();
    expect(again.value!.rememberToken).not.toBe(rememberToken);
    const reused = await sealed(t.app, 'POST', '/wps/session/login', { type: 'remember', username: player.account, password: rememberToken, deviceId });
    expect(reused.errorCode).toBe('login.remember.expired');
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM remember_tokens');
    expect(stored.map((row) => row.token_hash)).not.toContain(rememberToken);
  });
});

describe('second factor from a new IP', () => {
  test('asks for one of the bound factors; a wrong answer counts, the bank account name opens the session', async () => {
    expect((await passwordLogin(player.account, player.password, '10.0.0.1')).status).toBe(200);
    const fromNewIp = await passwordLogin(player.account, player.password, '10.9.9.9');
    expect(fromNewIp.status).toBe(403);
    expect(fromNewIp.errorCode).toBe('login.second.factor');
    const { challengeId, methods } = fromNewIp.value as { challengeId: string; methods: string[] };
    expect(methods).toEqual(['sms', 'email', 'bank']);

    const wrong = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'bank', answer: 'Someone Else' }, { ip: '10.9.9.9' });
    expect(wrong.errorCode).toBe('login.second.factor.wrong');
    const totpMissing = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'totp', answer: '123456' }, { ip: '10.9.9.9' });
    expect(totpMissing.errorCode).toBe('login.second.factor.method');
    const right = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'bank', answer: '  demo   player ' }, { ip: '10.9.9.9' });
    expect(right.status).toBe(200);
    const used = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'bank', answer: 'Demo Player' }, { ip: '10.9.9.9' });
    expect(used.errorCode).toBe('login.second.factor.expired');
    // The IP is now known: no second factor next time.
    expect((await passwordLogin(player.account, player.password, '10.9.9.9')).status).toBe(200);
  });

  test('by a code mailed to the bound e-mail', async () => {
    await passwordLogin(player.account, player.password, '10.0.0.1');
    const challenge = await passwordLogin(player.account, player.password, '10.8.8.8');
    const { challengeId } = challenge.value as { challengeId: string };
    const sent = await plain(t.app, 'POST', '/wps/session/login/verify/send', { challengeId, method: 'email' }, { ip: '10.8.8.8' });
    expect(sent.value).toMatchObject({ destination: 'de••••@khela.example' });
    const code = await codeSentTo(t.app, 'demo01@khela.example');
    const right = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'email', answer: code }, { ip: '10.8.8.8' });
    expect(right.status).toBe(200);
  });

  test('by an authenticator app enrolled in the account page', async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    const token = login.value!.token as string;
    const enrol = await plain(t.app, 'POST', '/wps/member/totp', undefined, { token });
    const secret = (enrol.value as { secret: string }).secret;
    expect((enrol.value as { otpauthUrl: string }).otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    expect((await plain(t.app, 'PUT', '/wps/member/totp', { code: '000000' === totp.generate() ? '111111' : '000000' }, { token })).errorCode).toBe('totp.code.wrong');
    // Enrolled with the previous step's code: a code is accepted once, so the login below needs a new one.
    expect((await plain(t.app, 'PUT', '/wps/member/totp', { code: totp.generate({ timestamp: Date.now() - 30_000 }) }, { token })).status).toBe(200);
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token })).value).toMatchObject({ totpEnabled: true });

    const challenge = await passwordLogin(player.account, player.password, '10.7.7.7');
    const { challengeId, methods } = challenge.value as { challengeId: string; methods: string[] };
    expect(methods).toContain('totp');
    const right = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'totp', answer: totp.generate() }, { ip: '10.7.7.7' });
    expect(right.status).toBe(200);
  });
});

describe('sessions', () => {
  test('lists my sessions and signs out the other devices', async () => {
    const first = await passwordLogin(player.account, player.password, '10.0.0.1');
    const second = await passwordLogin(player.account, player.password, '10.0.0.1');
    const token = second.value!.token as string;
    const list = await plain(t.app, 'GET', '/wps/member/sessions', undefined, { token });
    const sessions = list.value as unknown as Array<{ current: boolean }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const out = await plain(t.app, 'DELETE', '/wps/member/sessions/others', undefined, { token });
    expect(out.value).toEqual({ signedOut: 1 });
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token: first.value!.token as string })).status).toBe(401);
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token })).status).toBe(200);
    const history = await plain(t.app, 'GET', '/wps/member/loginHistory', undefined, { token });
    expect((history.value as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(2);
  });

  test('a session past its idle timeout is over', async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 hours'");
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token: login.value!.token as string })).status).toBe(401);
  });

  test('a session past its absolute timeout is over', async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, { token: login.value!.token as string })).status).toBe(401);
  });

  test("a brand never sees another brand's session", async () => {
    const login = await passwordLogin(player.account, player.password, '10.0.0.1');
    const elsewhere = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: login.value!.token as string, merchant: 'khela2' });
    expect(elsewhere.status).toBe(401);
  });
});
