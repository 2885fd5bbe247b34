import { validateRegistration } from '@khela/contracts/rules';
import { OPERATOR_TOKEN, testAppForFile } from '../../../test/test-app';
import { plain, sealed, sliderPass } from '../../../test/identity';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { hashPassword } from '../passwords/password-hash';
import { freshIp, memberCount, withBrand } from './identity-kit';

/**
 * Free play (a trial account, type 4) and one-click registration against the real routes
 * (docs/identity.md, "Wire contract"): what a trial may not do, and one-click credentials that log in.
 */
const t = testAppForFile();

/** SPEC §7 freePlay: os and platform 'W' in the body, X-Gateway-Version 3 and Encryption in the headers. */
const gateway = { 'x-gateway-version': '3', encryption: 'plain' };
const freePlay = (ip: string, merchant?: string, body: Record<string, unknown> = { os: 'android', platform: 'W' }, headers: Record<string, string> = gateway) =>
  plain(t.app, 'POST', '/wps/member/freePlay', body, { ip, language: 'en', headers, ...(merchant ? { merchant } : {}) });

const outbox = async (destination: string) =>
  JSON.parse(
    (await t.app.inject({ method: 'GET', url: `/ops/outbox?destination=${encodeURIComponent(destination)}`, headers: { 'x-operator-token': OPERATOR_TOKEN } })).body,
  ).value as unknown[];

async function oneClick(ip: string, sliderToken?: string | null) {
  const token = sliderToken === undefined ? await sliderPass(t.db) : sliderToken;
  return plain(t.app, 'POST', '/wps/session/oneClick', token === null ? {} : { sliderToken: token }, { ip, language: 'en' });
}

describe('free play', () => {
  test("the gateway's headers and the body's os and platform 'W' are required, and checked", async () => {
    const before = await memberCount(t.db);
    const refused = async (headers: Record<string, string>, body?: Record<string, unknown>) => {
      const answer = await freePlay(freshIp(), undefined, body, headers);
      expect(answer.status).toBe(400);
      expect(answer.success).toBe(false);
      return answer;
    };
    await refused({ encryption: 'plain' });
    await refused({ 'x-gateway-version': '3' });
    expect((await refused({ ...gateway, 'x-gateway-version': '2' })).errorCode).toBe('gateway.version');
    expect((await refused({ ...gateway, encryption: 'sealed' })).errorCode).toBe('gateway.encryption');
    await refused(gateway, { os: 'android', platform: 'X' });
    await refused(gateway, { os: 'symbian', platform: 'W' });
    await refused(gateway, { platform: 'W' });
    expect(await memberCount(t.db)).toBe(before);
    expect((await freePlay(freshIp(), undefined, { os: 'ios', platform: 'W' })).status).toBe(200);
  });

  test('anywhere else the headers are optional, and checked when sent', async () => {
    const info = (headers: Record<string, string>) => plain(t.app, 'GET', '/wps/system/config', undefined, { language: 'en', headers });
    expect((await info({})).status).toBe(200);
    expect((await info(gateway)).status).toBe(200);
    const old = await info({ 'x-gateway-version': '2' });
    expect([old.status, old.errorCode, old.message]).toEqual([400, 'gateway.version', 'This page is out of date (gateway version 2). Please reload it.']);
    expect((await info({ encryption: 'sealed' })).errorCode).toBe('gateway.encryption');
  });

  test('gives a logged-in trial account (type 4)', async () => {
    const answer = await freePlay(freshIp());
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ type: 4, firstTimeLogin: true, mustChangePassword: false });
    expect(answer.value!.userName).toMatch(/^try[a-z2-9]{6}\d$/);
    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: answer.value!.token as string });
    expect(info.value).toMatchObject({ type: 4, isTrial: true, isAgent: false, account: answer.value!.userName });
  });

  test('a trial cannot open the member centre: sessions, history, passwords, authenticator, bindings', async () => {
    const ip = freshIp();
    const token = (await freePlay(ip)).value!.token as string;
    const caller = { ip, token, language: 'en' };
    const refusals = [
      await plain(t.app, 'GET', '/wps/member/sessions', undefined, caller),
      await plain(t.app, 'DELETE', '/wps/member/sessions/others', undefined, caller),
      await plain(t.app, 'GET', '/wps/member/loginHistory', undefined, caller),
      await sealed(t.app, 'PUT', '/wps/member/paymentPassword', { loginPassword: 'Tiger2026x', newPaymentPassword: '135790' }, caller),
      await sealed(t.app, 'POST', '/wps/member/changePassword', { oldPassword: 'Tiger2026x', newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' }, caller),
      await plain(t.app, 'POST', '/wps/member/totp', undefined, caller),
      await plain(t.app, 'POST', '/wps/member/bind/send', { channel: 'email', destination: 'trial@khela.example' }, caller),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 403, errorCode: 'account.trial', message: 'Trial accounts cannot do this. Please sign up for a real account.' });
    }
    expect(await outbox('trial@khela.example')).toEqual([]);
    // The trial may still look around, and log out.
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, caller)).status).toBe(200);
    expect((await plain(t.app, 'DELETE', '/wps/session/logout', undefined, caller)).status).toBe(200);
    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, caller)).status).toBe(401);
  });

  test('a trial account cannot be logged into with a password, even the right one', async () => {
    const ip = freshIp();
    const trial = await freePlay(ip);
    // The generated password is never shown; give the account one we know.
    await t.db.query('UPDATE members SET password_hash = $2 WHERE account = $1', [trial.value!.userName, await hashPassword('Tiger2026x')]);
    const login = await sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username: trial.value!.userName, password: 'Tiger2026x', sliderToken: await sliderPass(t.db) }, { ip, language: 'en' });
    expect(login).toMatchObject({ status: 400, errorCode: 'login.failed' });
  });

  test('one address gets at most 10 trial accounts an hour; the 11th is refused and nothing is made', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await freePlay(ip)).status).toBe(200);
    const before = await memberCount(t.db);
    const refused = await freePlay(ip);
    expect(refused).toMatchObject({ status: 429, errorCode: 'request.too.many', message: 'Too many requests, please try again after 5 minutes' });
    expect(await memberCount(t.db)).toBe(before);
    expect((await freePlay(freshIp())).status).toBe(200);
  });

  test('is off where the brand has not switched on FREEPLAY3', async () => {
    const answer = await freePlay(freshIp(), 'khela2');
    expect(answer).toMatchObject({ status: 403, errorCode: 'trial.disabled', message: 'Free play is not available.' });
  });
});

describe('one-click registration', () => {
  test('gives credentials, shown once, that pass the brand\'s rules and log in', async () => {
    const ip = freshIp();
    const answer = await oneClick(ip);
    expect(answer.status).toBe(200);
    const { username, password } = (answer.value as unknown as { credentials: { username: string; password: string } }).credentials;
    expect(answer.value).toMatchObject({ userName: username, type: 0, firstTimeLogin: true, mustChangePassword: false });
    // The generated pair is what a person could have typed in the form.
    const khela = (await findMerchant(t.db, 'khela'))!;
    expect(validateRegistration(khela.registerRules, { username, password, confirmPassword: password, countryDialingCode: '880' }, { mode: 'register', smsEnabled: true, mobileRegPass: true })).toEqual([]);

    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: answer.value!.token as string });
    expect(info.value).toMatchObject({ account: username, type: 0, isTrial: false });

    const login = await sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username, password, sliderToken: await sliderPass(t.db) }, { ip, language: 'en' });
    expect(login.status).toBe(200);
    expect(login.value).toMatchObject({ userName: username, firstTimeLogin: false, mustChangePassword: false });
    // A real member: the member centre is open.
    expect((await plain(t.app, 'GET', '/wps/member/sessions', undefined, { token: login.value!.token as string })).status).toBe(200);
  });

  test('each call makes a different account', async () => {
    const first = await oneClick(freshIp());
    const second = await oneClick(freshIp());
    expect(first.value!.userName).not.toBe(second.value!.userName);
  });

  test('needs a slider pass, and a pass makes one account only', async () => {
    const without = await oneClick(freshIp(), null);
    expect(without).toMatchObject({ status: 400, errorCode: 'login.slider.required' });
    const sliderToken = await sliderPass(t.db);
    expect((await oneClick(freshIp(), sliderToken)).status).toBe(200);
    expect((await oneClick(freshIp(), sliderToken)).errorCode).toBe('login.slider.required');
  });

  test('is off where username registration is off', async () => {
    await withBrand(t.db, { switches: { USERNAMEREG3: false } }, async () => {
      const answer = await oneClick(freshIp());
      expect(answer).toMatchObject({ status: 403, errorCode: 'register.type.disabled' });
    });
  });
});
