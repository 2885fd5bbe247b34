import { testAppForFile } from '../../../test/test-app';
import { codeSentTo, lastMailTo, plain, sealed, sliderPass } from '../../../test/identity';
import { hashToken } from '../sessions/tokens';
import { freshIp, freshUsername, GOOD_PASSWORD, register, registerBody } from './identity-kit';

/**
 * Account protection (docs/identity.md, "Sensitive changes", "Forced password change", "Login
 * codes"): what a stolen session can no longer do. One app for the file; each test makes its own
 * members.
 */
const t = testAppForFile();

interface Member {
  username: string;
  token: string;
  ip: string;
  email: string;
}

async function newMember(): Promise<Member> {
  const ip = freshIp();
  const username = freshUsername('Prt');
  const email = `${username.toLowerCase()}@mail.example`;
  const fields = { username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, email };
  const answer = await register(t.app, 'register', await registerBody(t.db, fields), { ip, language: 'en' });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.errorCode}`);
  return { username: username.toLowerCase(), token: answer.value!.token as string, ip, email };
}

const passwordLogin = async (member: Member, password = GOOD_PASSWORD) =>
  sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username: member.username, password, sliderToken: await sliderPass(t.db) }, { ip: member.ip, language: 'en' });

/** As if the member's last password proof in this session was six minutes ago (the window is five). */
const staleConfirmation = (token: string) =>
  t.db.query("UPDATE sessions SET password_confirmed_at = now() - interval '6 minutes' WHERE token_hash = $1", [hashToken(token)]);

const confirmPassword = (member: Member, password: string, language = 'en') =>
  sealed(t.app, 'POST', '/wps/member/confirmPassword', { password }, { ip: member.ip, token: member.token, language });

const isSignedIn = async (token: string) => (await plain(t.app, 'GET', '/wps/member/info', undefined, { token })).status === 200;

describe('sensitive changes need the password proved within 5 minutes', () => {
  test('a session whose proof is older is refused every sensitive change, with a translated message, and nothing changes', async () => {
    const member = await newMember();
    await staleConfirmation(member.token);
    const caller = { ip: member.ip, token: member.token, language: 'en' };
    const refused = [
      await plain(t.app, 'POST', '/wps/member/bind/send', { channel: 'email', destination: 'new@mail.example' }, caller),
      await plain(t.app, 'PUT', '/wps/member/bind', { channel: 'email', destination: 'new@mail.example', code: '123456' }, caller),
      await plain(t.app, 'POST', '/wps/member/totp', undefined, caller),
      await plain(t.app, 'PUT', '/wps/member/totp', { code: '123456' }, caller),
      await plain(t.app, 'DELETE', '/wps/member/totp', { code: '123456' }, caller),
      await sealed(t.app, 'PUT', '/wps/member/paymentPassword', { loginPassword: GOOD_PASSWORD, newPaymentPassword: '480135' }, caller),
      await plain(t.app, 'POST', '/wps/payments/payout-accounts', { channel: 'bkash', payeeName: 'X', accountNumber: '01711111111', paymentPassword: '480135' }, caller),
    ];
    for (const answer of refused) {
      expect({ status: answer.status, errorCode: answer.errorCode }).toEqual({ status: 403, errorCode: 'password.confirm.required' });
      expect(answer.message).toBe('For your security, please enter your password again to make this change.');
    }
    const bn = await plain(t.app, 'POST', '/wps/member/totp', undefined, { ...caller, language: 'bn' });
    expect(bn.message).toBe('আপনার নিরাপত্তার জন্য, এই পরিবর্তন করতে আবার আপনার পাসওয়ার্ড দিন।');
    const [row] = await t.db.query<{ payment_password_hash: string | null; totp_pending_secret: string | null }>(
      'SELECT payment_password_hash, totp_pending_secret FROM members WHERE account = $1', [member.username],
    );
    expect(row).toEqual({ payment_password_hash: null, totp_pending_secret: null });
  });

  test('a remember-me login has proved no password: it must confirm first', async () => {
    const member = await newMember();
    const deviceId = 'device-protection-0123456789';
    const remembered = await sealed(
      t.app, 'POST', '/wps/session/login',
      { type: 'username', username: member.username, password: GOOD_PASSWORD, sliderToken: await sliderPass(t.db), remember: true, deviceId },
      { ip: member.ip },
    );
    const again = await sealed(t.app, 'POST', '/wps/session/login', { type: 'remember', username: member.username, password: remembered.value!.rememberToken, deviceId }, { ip: member.ip });
    expect(again.status).toBe(200);
    const answer = await plain(t.app, 'POST', '/wps/member/totp', undefined, { ip: member.ip, token: again.value!.token as string });
    expect(answer.errorCode).toBe('password.confirm.required');
  });

  test('confirming the password (a wrong one is refused) opens the change; the old e-mail is told and every other session is signed out', async () => {
    const member = await newMember();
    const other = await passwordLogin(member);
    expect(other.status).toBe(200);
    const otherToken = other.value!.token as string;
    await staleConfirmation(member.token);

    const wrong = await confirmPassword(member, 'NotMine2026');
    expect({ status: wrong.status, errorCode: wrong.errorCode }).toEqual({ status: 400, errorCode: 'password.confirm.wrong' });
    const stillRefused = await plain(t.app, 'POST', '/wps/member/bind/send', { channel: 'email', destination: `n${member.email}` }, { ip: member.ip, token: member.token });
    expect(stillRefused.errorCode).toBe('password.confirm.required');

    expect((await confirmPassword(member, GOOD_PASSWORD)).status).toBe(200);
    const newEmail = `new.${member.email}`;
    const caller = { ip: member.ip, token: member.token, language: 'en' };
    expect((await plain(t.app, 'POST', '/wps/member/bind/send', { channel: 'email', destination: newEmail }, caller)).status).toBe(200);
    const code = await codeSentTo(t.app, newEmail);
    const bound = await plain(t.app, 'PUT', '/wps/member/bind', { channel: 'email', destination: newEmail, code }, caller);
    expect(bound.status).toBe(200);
    expect(bound.value).toMatchObject({ email: newEmail });

    const notice = await lastMailTo(t.app, member.email);
    expect(notice.subject).toContain('your account was changed');
    expect(notice.body).toContain('the e-mail address');
    expect(await isSignedIn(otherToken)).toBe(false);
    expect(await isSignedIn(member.token)).toBe(true);
  });

  test('the confirmation is counted per member: guesses stop after ten an hour', async () => {
    const member = await newMember();
    for (let i = 0; i < 10; i += 1) expect((await confirmPassword(member, `Guess${i}abc`)).errorCode).toBe('password.confirm.wrong');
    const blocked = await confirmPassword(member, GOOD_PASSWORD);
    expect({ status: blocked.status, errorCode: blocked.errorCode }).toEqual({ status: 429, errorCode: 'request.too.many' });
  });

  test('the payment password and the authenticator: each change tells the bound e-mail and signs out the other sessions', async () => {
    const member = await newMember();
    const other = (await passwordLogin(member)).value!.token as string;
    const caller = { ip: member.ip, token: member.token, language: 'bn' };
    const set = await sealed(t.app, 'PUT', '/wps/member/paymentPassword', { loginPassword: GOOD_PASSWORD, newPaymentPassword: '480135' }, caller);
    expect(set.status).toBe(200);
    expect(await isSignedIn(other)).toBe(false);
    const notice = await lastMailTo(t.app, member.email);
    expect(notice.body).toContain('পেমেন্ট পাসওয়ার্ড');
  });
});

describe('logging in with a mailed temporary password', () => {
  test('signs out every older session', async () => {
    const member = await newMember();
    const older = (await passwordLogin(member)).value!.token as string;
    expect((await plain(t.app, 'POST', '/wps/member/forgetPassword', { username: member.username, email: member.email }, { ip: member.ip, language: 'en' })).status).toBe(200);
    const mail = await lastMailTo(t.app, member.email);
    const temporary = mail.body.match(/password is (\S+?)\./)?.[1];
    expect(temporary).toBeTruthy();
    const login = await passwordLogin(member, temporary!);
    expect(login.status).toBe(200);
    expect(await isSignedIn(older)).toBe(false);
    expect(await isSignedIn(member.token)).toBe(false);
  });
});

describe('a session that must change its password', () => {
  test('may read member info, change the password and log out; every other member route answers 403 in the reader’s language', async () => {
    const member = await newMember();
    await t.db.query('UPDATE members SET password_is_default = true WHERE account = $1', [member.username]);
    const login = await passwordLogin(member);
    expect(login.value).toMatchObject({ mustChangePassword: true });
    const token = login.value!.token as string;
    const caller = { ip: member.ip, token, language: 'en' };

    expect((await plain(t.app, 'GET', '/wps/member/info', undefined, caller)).status).toBe(200);
    const walked = [
      await plain(t.app, 'GET', '/wps/member/sessions', undefined, caller),
      await plain(t.app, 'GET', '/wps/member/loginHistory', undefined, caller),
      await plain(t.app, 'DELETE', '/wps/member/sessions/others', undefined, caller),
      await plain(t.app, 'POST', '/wps/member/bind/send', { channel: 'email', destination: 'x@mail.example' }, caller),
      await plain(t.app, 'GET', '/wps/payments/payout-accounts', undefined, caller),
      await plain(t.app, 'POST', '/wps/session/handoff', undefined, caller),
    ];
    for (const answer of walked) {
      expect({ status: answer.status, errorCode: answer.errorCode, message: answer.message }).toEqual({
        status: 403, errorCode: 'password.change.required', message: 'Please change your password first.',
      });
    }
    const bn = await plain(t.app, 'GET', '/wps/member/sessions', undefined, { ...caller, language: 'bn' });
    expect(bn.message).toBe('আগে আপনার পাসওয়ার্ড পরিবর্তন করুন।');

    const changed = await sealed(t.app, 'POST', '/wps/member/changePassword', { oldPassword: GOOD_PASSWORD, newPassword: 'Better2027x', confirmNewPassword: 'Better2027x' }, caller);
    expect(changed.status).toBe(200);
    const fresh = changed.value!.token as string;
    expect((await plain(t.app, 'GET', '/wps/member/sessions', undefined, { ...caller, token: fresh })).status).toBe(200);

    const again = await passwordLogin(member, 'Better2027x');
    expect(again.value).toMatchObject({ mustChangePassword: false });
    await t.db.query('UPDATE members SET password_is_default = true WHERE account = $1', [member.username]);
    const forced = (await passwordLogin(member, 'Better2027x')).value!.token as string;
    expect((await plain(t.app, 'DELETE', '/wps/session/logout', undefined, { token: forced })).status).toBe(200);
    expect(await isSignedIn(forced)).toBe(false);
  });
});

describe('one-time login codes instead of a token in the address', () => {
  test('a hand-off code logs the member in once, within 60 s, on its own brand; only its hash is stored', async () => {
    const member = await newMember();
    const handoff = await plain(t.app, 'POST', '/wps/session/handoff', undefined, { ip: member.ip, token: member.token });
    expect(handoff.status).toBe(200);
    const code = handoff.value!.code as string;
    expect(handoff.value!.expiresInSeconds).toBe(60);
    expect(await t.db.query('SELECT 1 FROM login_codes WHERE code_hash = $1', [code])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM login_codes WHERE code_hash = $1', [hashToken(code)])).toHaveLength(1);

    const elsewhere = await plain(t.app, 'POST', '/wps/session/loginCode', { code }, { ip: member.ip, merchant: 'khela2' });
    expect({ status: elsewhere.status, errorCode: elsewhere.errorCode }).toEqual({ status: 400, errorCode: 'login.code.invalid' });

    const traded = await plain(t.app, 'POST', '/wps/session/loginCode', { code }, { ip: member.ip });
    expect(traded.status).toBe(200);
    expect(traded.value).toMatchObject({ userName: member.username, mustChangePassword: false });
    expect(await isSignedIn(traded.value!.token as string)).toBe(true);
    // A hand-off proves no password: sensitive changes ask for it.
    const sensitive = await plain(t.app, 'POST', '/wps/member/totp', undefined, { ip: member.ip, token: traded.value!.token as string });
    expect(sensitive.errorCode).toBe('password.confirm.required');

    const replay = await plain(t.app, 'POST', '/wps/session/loginCode', { code }, { ip: member.ip });
    expect(replay.errorCode).toBe('login.code.invalid');

    const late = (await plain(t.app, 'POST', '/wps/session/handoff', undefined, { ip: member.ip, token: member.token })).value!.code as string;
    await t.db.query("UPDATE login_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1", [hashToken(late)]);
    expect((await plain(t.app, 'POST', '/wps/session/loginCode', { code: late }, { ip: member.ip })).errorCode).toBe('login.code.invalid');
  });

  test('a token in the address is not a login: /?token= serves nothing of the session', async () => {
    const member = await newMember();
    const answer = await t.app.inject({ method: 'GET', url: `/wps/member/info?token=${member.token}` });
    expect(answer.statusCode).toBe(401);
  });
});
