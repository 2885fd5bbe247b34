import type { RuleViolation } from '@khela/contracts/rules';
import { testAppForFile } from '../../../test/test-app';
import { codeSentTo, lastMailTo, plain, sealed, sliderPass } from '../../../test/identity';
import { OPERATOR_TOKEN } from '../../../test/test-app';
import type { RegisterRule } from '../../../platform/merchant/merchant';
import {
  ageCodes,
  e164,
  freshIp,
  freshMobile,
  freshUsername,
  GOOD_PASSWORD,
  readerMessage,
  register,
  registerBody,
  requestRegisterCode,
  withBrand,
} from './identity-kit';

/**
 * Passwords against the real routes (docs/identity.md): change, forgot by e-mail, reset by phone,
 * and the payment password. One app per file; each test registers members of its own.
 */
const t = testAppForFile();

interface Member {
  username: string;
  password: string;
  token: string;
  ip: string;
  mobile?: string;
  email?: string;
}

/** A member registered by username (optionally with an e-mail address), logged in from its own IP. */
async function newMember(options: { email?: string; password?: string } = {}): Promise<Member> {
  const ip = freshIp();
  const username = freshUsername('Pwd');
  const password = options.password ?? GOOD_PASSWORD;
  const fields = { username, password, confirmPassword: password, ...(options.email ? { email: options.email } : {}) };
  const answer = await register(t.app, 'register', await registerBody(t.db, fields), { ip, language: 'en' });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.errorCode}`);
  return { username: username.toLowerCase(), password, token: answer.value!.token as string, ip, ...(options.email ? { email: options.email } : {}) };
}

/** A member registered by mobile number (the SMS code from the outbox). */
async function newMobileMember(): Promise<Member & { mobile: string }> {
  const ip = freshIp();
  const mobile = freshMobile();
  await requestRegisterCode(t.app, t.db, mobile, ip);
  const code = await codeSentTo(t.app, e164(mobile));
  const body = await registerBody(t.db, { mobileNum: mobile, verificationCode: code, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
  const answer = await register(t.app, 'registerMobile', body, { ip, language: 'en' });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.errorCode}`);
  // The next code to this number may go out at once (one send per number per minute).
  await ageCodes(t.db);
  return { username: mobile.replace(/^0+/, ''), password: GOOD_PASSWORD, token: answer.value!.token as string, ip, mobile };
}

async function login(username: string, password: string, ip: string) {
  return sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username, password, sliderToken: await sliderPass(t.db) }, { ip, language: 'en' });
}

const changePassword = (member: Member, body: Record<string, unknown>, token = member.token) =>
  sealed(t.app, 'POST', '/wps/member/changePassword', body, { ip: member.ip, token, language: 'en' });

const isSignedIn = async (token: string) => (await plain(t.app, 'GET', '/wps/member/info', undefined, { token })).status === 200;

const deviceId = 'device-remembered-0123456789';

/** Logs in with "remember me" on this device; the answer's rememberToken. */
async function remember(member: Member): Promise<string> {
  const login = await sealed(
    t.app, 'POST', '/wps/session/login',
    { type: 'username', username: member.username, password: member.password, sliderToken: await sliderPass(t.db), remember: true, deviceId },
    { ip: member.ip, language: 'en' },
  );
  return login.value!.rememberToken as string;
}

const rememberLogin = (member: Member, rememberToken: string) =>
  sealed(t.app, 'POST', '/wps/session/login', { type: 'remember', username: member.username, password: rememberToken, deviceId }, { ip: member.ip, language: 'en' });

async function rememberedMember(): Promise<{ member: Member; rememberToken: string }> {
  const member = await newMember();
  return { member, rememberToken: await remember(member) };
}

describe('change password', () => {
  test('needs a session and a sealed body', async () => {
    const member = await newMember();
    const body = { oldPassword: member.password, newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' };
    const anonymous = await sealed(t.app, 'POST', '/wps/member/changePassword', body, { language: 'en' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.errorCode).toBe('login.not.session');
    const unsealed = await plain(t.app, 'POST', '/wps/member/changePassword', body, { token: member.token });
    expect(unsealed.errorCode).toBe('payload.sealed.required');
  });

  test('each refusal says why and changes nothing', async () => {
    const member = await newMember();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' }, 'request.invalid'],
      [{ oldPassword: 'Wrong2026x', newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' }, 'password.old.wrong'],
      [{ oldPassword: member.password, newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027y' }, 'password.mismatch'],
      [{ oldPassword: member.password, newPassword: 'password1', confirmNewPassword: 'password1' }, 'password.common'],
      [{ oldPassword: member.password, newPassword: member.password, confirmNewPassword: member.password }, 'password.same'],
      [{ oldPassword: member.password, newPassword: 'lionking', confirmNewPassword: 'lionking' }, 'password.rule'],
      [{ oldPassword: member.password, newPassword: 'li0n', confirmNewPassword: 'li0n' }, 'password.rule'],
    ];
    for (const [body, errorCode] of refusals) {
      const answer = await changePassword(member, body);
      expect({ errorCode: answer.errorCode, status: answer.status }).toEqual({ errorCode, status: 400 });
    }
    expect(await isSignedIn(member.token)).toBe(true);
    expect((await login(member.username, member.password, member.ip)).status).toBe(200);
    expect((await login(member.username, 'Lion2027x', member.ip)).errorCode).toBe('login.failed');
  });

  test('a new password that breaks the rule gets the rule\'s message', async () => {
    const member = await newMember();
    const answer = await changePassword(member, { oldPassword: member.password, newPassword: 'lionking', confirmNewPassword: 'lionking' });
    expect(answer).toMatchObject({ errorCode: 'password.rule', message: 'The new password does not follow the password rule.' });
    const violations = (answer.value as { violations: RuleViolation[] }).violations;
    expect(violations).toEqual([{ field: 'password', kind: 'pattern', messageKey: 'reg_pattern_6', params: { min: 6, max: 20 } }]);
    expect(readerMessage(violations[0]!)).toBe('Use both letters and digits: 6 to 20 characters.');
    const old = await changePassword(member, { oldPassword: 'Wrong2026x', newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' });
    expect(old.message).toBe('The current password is not correct.');
  });

  test('a change opens a fresh session, signs every other one out, and only the new password works', async () => {
    const member = await newMember();
    const second = await login(member.username, member.password, member.ip);
    const changed = await changePassword(member, { oldPassword: member.password, newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' });
    expect(changed.status).toBe(200);
    expect(changed.value).toMatchObject({ userName: member.username, mustChangePassword: false, passwordExpired: false });
    expect(await isSignedIn(member.token)).toBe(false);
    expect(await isSignedIn(second.value!.token as string)).toBe(false);
    expect(await isSignedIn(changed.value!.token as string)).toBe(true);
    expect((await login(member.username, member.password, member.ip)).errorCode).toBe('login.failed');
    expect((await login(member.username, 'Lion2027x', member.ip)).status).toBe(200);
  });
});

describe('remembered devices', () => {
  test('a password change signs the remembered devices out too', async () => {
    const { member, rememberToken } = await rememberedMember();
    const changed = await changePassword(member, { oldPassword: member.password, newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' });
    expect(changed.status).toBe(200);
    // The device remembered before the change must type the new password, like every other device.
    expect((await rememberLogin(member, rememberToken)).errorCode).toBe('login.remember.expired');
  });

  test('a refused change leaves the remembered device alone', async () => {
    const { member, rememberToken } = await rememberedMember();
    expect((await changePassword(member, { oldPassword: 'Wrong2026x', newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' })).errorCode).toBe('password.old.wrong');
    expect((await rememberLogin(member, rememberToken)).status).toBe(200);
  });
});

describe('forgot password by e-mail', () => {
  const forget = (username: string, email: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/forgetPassword',
      payload: new URLSearchParams({ username, email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
      remoteAddress: ip,
    });
  const outbox = async (destination: string) =>
    JSON.parse(
      (await t.app.inject({ method: 'GET', url: `/ops/outbox?destination=${encodeURIComponent(destination)}`, headers: { 'x-operator-token': OPERATOR_TOKEN } })).body,
    ).value as unknown[];
  const temporaryPasswordIn = (body: string) => /temporary password is ([A-Za-z0-9]+)\./.exec(body)![1]!;

  test('answers the same whether or not the account exists; only the account\'s own address gets mail', async () => {
    const email = `${freshUsername('mail')}@khela.example`;
    const member = await newMember({ email });
    const unknown = await forget('nobody99', email);
    const otherAddress = await forget(member.username, 'someone.else@khela.example');
    const known = await forget(member.username.toUpperCase(), email.toUpperCase());
    for (const response of [unknown, otherAddress, known]) {
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ success: true, value: null, message: null, errorCode: null });
    }
    expect(await outbox('someone.else@khela.example')).toEqual([]);
    const mail = await lastMailTo(t.app, email);
    expect(mail.subject).toBeTruthy();
    expect(mail.body).toContain(member.username);
    expect(mail.body).toContain('30 minutes');
    expect(temporaryPasswordIn(mail.body)).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(await outbox(email)).toHaveLength(1);
  });

  test('at most 3 requests an hour for one username, whether it exists or not, and 10 from one address', async () => {
    const email = `${freshUsername('mail')}@khela.example`;
    const member = await newMember({ email });
    for (const username of [member.username, 'nobody77']) {
      for (let i = 0; i < 3; i += 1) expect((await forget(username, email)).statusCode).toBe(200);
      const refused = await forget(username, email);
      expect(refused.statusCode).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ errorCode: 'request.too.many' });
    }
    expect(await outbox(email)).toHaveLength(3);

    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await forget(freshUsername('who'), email, ip)).statusCode).toBe(200);
    expect((await forget(freshUsername('who'), email, ip)).statusCode).toBe(429);
  });

  test('an address that cannot be one is refused', async () => {
    const response = await forget('demo01', 'not-an-address');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ errorCode: 'forget.email.invalid', message: 'Please enter a valid e-mail address.' });
  });

  test('the mailed password logs in once and forces a change; until then the current password works', async () => {
    const email = `${freshUsername('mail')}@khela.example`;
    const member = await newMember({ email });
    await forget(member.username, email);
    const temporary = temporaryPasswordIn((await lastMailTo(t.app, email)).body);

    // A stranger who knows the username and address cannot lock the member out.
    const current = await login(member.username, member.password, member.ip);
    expect(current.status).toBe(200);
    expect(current.value).toMatchObject({ mustChangePassword: false });

    const withTemporary = await login(member.username, temporary, member.ip);
    expect(withTemporary.status).toBe(200);
    expect(withTemporary.value).toMatchObject({ userName: member.username, mustChangePassword: true });
    // It is now the password (flagged for change); the one before is gone.
    expect((await login(member.username, member.password, member.ip)).errorCode).toBe('login.failed');

    const token = withTemporary.value!.token as string;
    const changed = await changePassword(member, { oldPassword: temporary, newPassword: 'Lion2027x', confirmNewPassword: 'Lion2027x' }, token);
    expect(changed.status).toBe(200);
    expect(changed.value).toMatchObject({ mustChangePassword: false });
    expect((await login(member.username, temporary, member.ip)).errorCode).toBe('login.failed');
    const after = await login(member.username, 'Lion2027x', member.ip);
    expect(after.value).toMatchObject({ mustChangePassword: false });
  });

  test('the mailed password is void after 30 minutes', async () => {
    const email = `${freshUsername('mail')}@khela.example`;
    const member = await newMember({ email });
    await forget(member.username, email);
    const temporary = temporaryPasswordIn((await lastMailTo(t.app, email)).body);
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    expect((await login(member.username, temporary, member.ip)).errorCode).toBe('login.failed');
    expect((await login(member.username, member.password, member.ip)).status).toBe(200);
  });
});

describe('reset by phone', () => {
  const sendResetCode = async (mobileNum: string, ip: string) =>
    plain(t.app, 'POST', '/wps/member/setPasswordByPhone/sms', { countryDialingCode: '880', mobileNum, sliderToken: await sliderPass(t.db) }, { ip, language: 'en' });
  const reset = (member: { ip: string }, body: Record<string, unknown>) =>
    sealed(t.app, 'POST', '/wps/member/setPasswordByPhone', { countryDialingCode: '880', ...body }, { ip: member.ip, language: 'en' });
  const outboxCount = async (destination: string) =>
    (JSON.parse((await t.app.inject({ method: 'GET', url: `/ops/outbox?destination=${encodeURIComponent(destination)}`, headers: { 'x-operator-token': OPERATOR_TOKEN } })).body).value as unknown[]).length;

  test('the code goes only to a registered number; the answer is the same for any number', async () => {
    const member = await newMobileMember();
    const stranger = freshMobile();
    const toMember = await sendResetCode(member.mobile, member.ip);
    const toStranger = await sendResetCode(stranger, freshIp());
    expect(toMember).toEqual(toStranger);
    expect(toMember).toMatchObject({ status: 200, value: { expiredMinutes: 5 } });
    expect(await outboxCount(e164(stranger))).toBe(0);
    expect(await codeSentTo(t.app, e164(member.mobile))).toMatch(/^\d{6}$/);
  });

  test('the code and a new password: a login answer, every other session and device out, the old password void, the code used up', async () => {
    const member = await newMobileMember();
    const rememberToken = await remember(member);
    const sent = await sendResetCode(member.mobile, member.ip);
    expect(sent).toMatchObject({ status: 200 });
    const code = await codeSentTo(t.app, e164(member.mobile));
    const answer = await reset(member, { mobileNum: member.mobile, verificationCode: code, newPassword: 'Lion2027x' });
    expect([answer.status, answer.errorCode, answer.message]).toEqual([200, null, null]);
    expect(answer.value).toMatchObject({ userName: member.username, mustChangePassword: false });
    expect(await isSignedIn(answer.value!.token as string)).toBe(true);
    expect(await isSignedIn(member.token)).toBe(false);
    expect((await login(member.username, member.password, member.ip)).errorCode).toBe('login.failed');
    expect((await login(member.username, 'Lion2027x', member.ip)).status).toBe(200);

    const again = await reset(member, { mobileNum: member.mobile, verificationCode: code, newPassword: 'Tiger2028x' });
    expect(again).toMatchObject({ status: 400, errorCode: 'sms.code.invalid' });
    expect((await login(member.username, 'Lion2027x', member.ip)).status).toBe(200);
    expect((await rememberLogin(member, rememberToken)).errorCode).toBe('login.remember.expired');
  });

  test('refusals change nothing: a weak or common password (the code is kept), a wrong code, a login code, an unknown number', async () => {
    const member = await newMobileMember();
    await sendResetCode(member.mobile, member.ip);
    const code = await codeSentTo(t.app, e164(member.mobile));

    const weak = await reset(member, { mobileNum: member.mobile, verificationCode: code, newPassword: 'lionking' });
    expect(weak.errorCode).toBe('password.rule');
    expect((weak.value as { violations: RuleViolation[] }).violations[0]).toMatchObject({ messageKey: 'reg_pattern_6' });
    expect((await reset(member, { mobileNum: member.mobile, verificationCode: code, newPassword: 'password1' })).errorCode).toBe('password.common');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset(member, { mobileNum: member.mobile, verificationCode: wrong, newPassword: 'Lion2027x' })).errorCode).toBe('sms.code.invalid');
    expect((await reset(member, { mobileNum: 'abc', verificationCode: code, newPassword: 'Lion2027x' })).errorCode).toBe('sms.phone.invalid');
    expect((await reset(member, { mobileNum: freshMobile(), verificationCode: code, newPassword: 'Lion2027x' })).errorCode).toBe('sms.code.invalid');
    const unsealed = await plain(t.app, 'POST', '/wps/member/setPasswordByPhone', { mobileNum: member.mobile, verificationCode: code, newPassword: 'Lion2027x' });
    expect(unsealed.errorCode).toBe('payload.sealed.required');
    expect((await login(member.username, member.password, member.ip)).status).toBe(200);

    // A code sent to log in does not reset the password.
    await ageCodes(t.db);
    const loginSend = await plain(t.app, 'POST', '/wps/session/login/sms', { countryDialingCode: '880', mobileNum: member.mobile, sliderToken: await sliderPass(t.db) }, { ip: member.ip });
    expect(loginSend.status).toBe(200);
    const loginCode = await codeSentTo(t.app, e164(member.mobile));
    if (loginCode !== code) {
      expect((await reset(member, { mobileNum: member.mobile, verificationCode: loginCode, newPassword: 'Lion2027x' })).errorCode).toBe('sms.code.invalid');
    }
    // The reset code, kept through the refusals above, still works.
    expect((await reset(member, { mobileNum: member.mobile, verificationCode: code, newPassword: 'Lion2027x' })).status).toBe(200);
  });
});

describe('payment password', () => {
  const setPayment = (member: Member, body: Record<string, unknown>, token = member.token) =>
    sealed(t.app, 'PUT', '/wps/member/paymentPassword', body, { ip: member.ip, token, language: 'en' });
  const hasPaymentPassword = async (member: Member) =>
    ((await plain(t.app, 'GET', '/wps/member/info', undefined, { token: member.token })).value as { hasPaymentPassword: boolean }).hasPaymentPassword;

  test('set with the login password, changed with the old payment password', async () => {
    const member = await newMember();
    expect(await hasPaymentPassword(member)).toBe(false);

    expect((await setPayment(member, { newPaymentPassword: '135790' })).errorCode).toBe('password.old.wrong');
    expect((await setPayment(member, { loginPassword: 'Wrong2026x', newPaymentPassword: '135790' })).errorCode).toBe('password.old.wrong');
    const rule = await setPayment(member, { loginPassword: member.password, newPaymentPassword: '13579' });
    expect(rule).toMatchObject({ status: 400, errorCode: 'payment.password.rule', message: 'The payment password must be 6 digits.' });
    expect((await setPayment(member, { loginPassword: member.password, newPaymentPassword: '13579a' })).errorCode).toBe('payment.password.rule');
    expect(await hasPaymentPassword(member)).toBe(false);

    const set = await setPayment(member, { loginPassword: member.password, newPaymentPassword: '135790' });
    expect(set).toMatchObject({ status: 200, success: true, value: null });
    expect(await hasPaymentPassword(member)).toBe(true);

    // Once set, the login password no longer changes it: the old payment password does.
    expect((await setPayment(member, { loginPassword: member.password, newPaymentPassword: '246801' })).errorCode).toBe('payment.password.old.wrong');
    const wrongOld = await setPayment(member, { oldPaymentPassword: '000000', newPaymentPassword: '246801' });
    expect(wrongOld).toMatchObject({ status: 400, errorCode: 'payment.password.old.wrong', message: 'The current payment password is not correct.' });
    expect((await setPayment(member, { oldPaymentPassword: '135790', newPaymentPassword: '246801' })).status).toBe(200);
    expect((await setPayment(member, { oldPaymentPassword: '135790', newPaymentPassword: '975310' })).errorCode).toBe('payment.password.old.wrong');
    expect((await setPayment(member, { oldPaymentPassword: '246801', newPaymentPassword: '975310' })).status).toBe(200);
  });

  test('needs a session and a sealed body', async () => {
    const member = await newMember();
    const anonymous = await sealed(t.app, 'PUT', '/wps/member/paymentPassword', { loginPassword: member.password, newPaymentPassword: '135790' });
    expect(anonymous.status).toBe(401);
    const unsealed = await plain(t.app, 'PUT', '/wps/member/paymentPassword', { loginPassword: member.password, newPaymentPassword: '135790' }, { token: member.token });
    expect(unsealed.errorCode).toBe('payload.sealed.required');
    expect(await hasPaymentPassword(member)).toBe(false);
  });

  test('may not be the login password', async () => {
    // A brand whose password rule is digits only, so a login password can look like a payment one.
    const digitsOnly = (rules: RegisterRule[]) =>
      rules.map((rule) => (rule.field === 'password' || rule.field === 'confirmPassword' ? { ...rule, patternId: 7, acceptedPattern: '^\\d+$' } : rule));
    await withBrand(t.db, { rules: digitsOnly }, async () => {
      const member = await newMember({ password: '58392017' });
      const different = await setPayment(member, { loginPassword: '58392017', newPaymentPassword: '583920' });
      expect(different.status).toBe(200);
      const same = await newMember({ password: '830164' });
      const sameRefused = await setPayment(same, { loginPassword: '830164', newPaymentPassword: '830164' });
      expect(sameRefused).toMatchObject({ status: 400, errorCode: 'payment.password.same', message: 'The payment password must be different from the login password.' });
      expect(await hasPaymentPassword(same)).toBe(false);
    });
  });
});
