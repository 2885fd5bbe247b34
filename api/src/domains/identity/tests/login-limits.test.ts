import * as OTPAuth from 'otpauth';
import { testAppForFile } from '../../../test/test-app';
import { envelope } from '../../../test/test-app';
import { knownCaptcha, plain, sealed, sliderPass } from '../../../test/identity';
import { sealFor } from '../../../test/sealed';
import { insertMember } from '../members/member-repo';
import { hashPassword } from '../passwords/password-hash';
import { freshIp, freshUsername, GOOD_PASSWORD, withBrand } from './identity-kit';
import { KNOWN_PLACE_FAILURES_PER_HOUR, STRANGER_FAILURES_PER_HOUR } from '../login/login-limits';

/** Login limits, second-factor limits and TRUST_PROXY (docs/identity.md, "Login limits"). */
const t = testAppForFile();

let passwordHash: string | null = null;
async function newMember(extra: { bankAccountName?: string } = {}): Promise<{ id: string; account: string }> {
  passwordHash ??= await hashPassword(GOOD_PASSWORD);
  const account = freshUsername('lim');
  const member = await insertMember(t.db, { merchantCode: 'khela', account, nickname: account, type: 0, passwordHash, bankAccountName: extra.bankAccountName ?? null });
  return { id: member!.id, account };
}

async function passwordLogin(account: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username: account, password, sliderToken: await sliderPass(t.db), ...extra }, { ip, language: 'en' });
}

/** Moves a stranger's failures on an account a minute back, as if the delay had been waited out. */
async function waitOutDelay(account: string): Promise<void> {
  await t.db.query("UPDATE limit_events SET at = at - interval '61 seconds' WHERE key = $1", [`login:stranger:khela:${account}`]);
}

/** Moves the newest failure to this moment. */
async function failedJustNow(account: string): Promise<void> {
  await t.db.query(
    `UPDATE limit_events SET at = clock_timestamp()
      WHERE key = $1 AND at = (SELECT max(at) FROM limit_events WHERE key = $1)`,
    [`login:stranger:khela:${account}`],
  );
}

/** Moves only the newest failure back: a burst that keeps every failure inside the hour. */
async function skipNewestDelay(account: string): Promise<void> {
  await t.db.query(
    `UPDATE limit_events SET at = at - interval '61 seconds'
      WHERE key = $1 AND at = (SELECT max(at) FROM limit_events WHERE key = $1)`,
    [`login:stranger:khela:${account}`],
  );
}

describe('failed logins per address', () => {
  test('one address gets the brand\'s number of failures an hour over all accounts, then a translated refusal; others go on', async () => {
    await withBrand(t.db, { identity: { loginFailuresPerAddressPerHour: 4 } }, async () => {
      const ip = freshIp();
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => newMember()));
      for (const member of members.slice(0, 4)) expect((await passwordLogin(member.account, 'wrong-password-1', ip)).errorCode).toBe('login.failed');
      const blocked = await passwordLogin(members[4]!.account, GOOD_PASSWORD, ip);
      expect([blocked.status, blocked.errorCode]).toEqual([429, 'login.address.blocked']);
      expect(blocked.message).toMatch(/minutes/);
      const body = { type: 'username', username: members[4]!.account, password: GOOD_PASSWORD, sliderToken: await sliderPass(t.db) };
      const bengali = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealFor(t.app, body), headers: { 'x-forwarded-for': ip, language: 'bn' } });
      expect(envelope(bengali).message).toContain('মিনিট');
      // Another address is not held by it.
      expect((await passwordLogin(members[4]!.account, GOOD_PASSWORD, freshIp())).status).toBe(200);
    });
  });

  test('right passwords are not counted', async () => {
    await withBrand(t.db, { identity: { loginFailuresPerAddressPerHour: 2 } }, async () => {
      const ip = freshIp();
      const member = await newMember();
      for (let i = 0; i < 4; i += 1) expect((await passwordLogin(member.account, GOOD_PASSWORD, ip)).status).toBe(200);
    });
  });
});

describe('failed logins per account', () => {
  test('a stranger raises the captcha and a growing delay, never a lock on the owner at home', async () => {
    const member = await newMember();
    const home = freshIp();
    expect((await passwordLogin(member.account, GOOD_PASSWORD, home)).status).toBe(200);

    const outcomes: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      // Each try as if it came right after the last failure, however slow the machine.
      await failedJustNow(member.account);
      const result = await passwordLogin(member.account, `wrong-${i}-x`, freshIp(), await knownCaptcha(t.db));
      outcomes.push(result.errorCode ?? 'ok');
    }
    // Ten guesses checked, then the delay: the next ones come too soon.
    expect(outcomes.filter((code) => code === 'login.failed')).toHaveLength(10);
    expect(outcomes.slice(10)).toEqual(Array(4).fill('login.locked'));
    await failedJustNow(member.account);
    const waiting = await passwordLogin(member.account, GOOD_PASSWORD, freshIp(), await knownCaptcha(t.db));
    expect([waiting.status, waiting.errorCode]).toEqual([429, 'login.locked']);
    expect(waiting.value).toMatchObject({ captcha: true });
    expect(Number((waiting.value as { retryAfterSeconds: number }).retryAfterSeconds)).toBeGreaterThan(0);

    // The owner from an address that logged in before: no captcha, no delay.
    const owner = await passwordLogin(member.account, GOOD_PASSWORD, home);
    expect(owner.status).toBe(200);
    // The owner's own device, even from a new network (which then asks a second factor only if one is bound).
    const device = 'owner-device-0123456789';
    await passwordLogin(member.account, GOOD_PASSWORD, home, { deviceId: device });
    const fromDevice = await passwordLogin(member.account, GOOD_PASSWORD, freshIp(), { deviceId: device });
    expect(fromDevice.status).toBe(200);
    // A stranger who waits out the delay must still pass the captcha.
    await waitOutDelay(member.account);
    const noCaptcha = await passwordLogin(member.account, GOOD_PASSWORD, freshIp());
    expect(noCaptcha.errorCode).toBe('login.captcha.required');
  }, 60_000);

  test('ASVS: no more than 100 failed attempts an hour on one account, even waiting out every delay', async () => {
    const member = await newMember();
    const key = `login:stranger:khela:${member.account}`;
    // 70 stranger failures over the last 50 minutes, as if guessed one by one (cheaper than 70 real tries).
    const earlier = STRANGER_FAILURES_PER_HOUR - 5;
    await t.db.query(
      `INSERT INTO limit_events (key, id, at)
       SELECT $1, 'earlier-' || g, now() - interval '50 minutes' + g * interval '30 seconds' FROM generate_series(1, $2::int) g`,
      [key, earlier],
    );
    let checked = 0;
    for (let i = 0; i < 10; i += 1) {
      await skipNewestDelay(member.account);
      const result = await passwordLogin(member.account, `wrong-${i}-y`, freshIp(), await knownCaptcha(t.db));
      if (result.errorCode === 'login.failed') checked += 1;
      else expect(result.errorCode).toBe('login.locked');
    }
    expect(earlier + checked).toBe(STRANGER_FAILURES_PER_HOUR);
    expect(STRANGER_FAILURES_PER_HOUR + KNOWN_PLACE_FAILURES_PER_HOUR).toBeLessThanOrEqual(100);
  }, 120_000);

  test('with the brand\'s slider off, a stranger\'s failures bring it back', async () => {
    await withBrand(t.db, { identity: { sliderRequired: false } }, async () => {
      const member = await newMember();
      const ip = freshIp();
      const bare = (password: string) => sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username: member.account, password }, { ip });
      expect((await bare('wrong-one-1')).errorCode).toBe('login.failed');
      expect((await bare('wrong-two-2')).errorCode).toBe('login.failed');
      expect((await bare(GOOD_PASSWORD)).errorCode).toBe('login.slider.required');
    });
  });
});

/** Starts a login that asks for a second factor (the member logged in before from `home`). */
async function challengeFrom(account: string, ip: string): Promise<{ challengeId: string; methods: string[] }> {
  const result = await passwordLogin(account, GOOD_PASSWORD, ip);
  expect(result.errorCode).toBe('login.second.factor');
  return result.value as { challengeId: string; methods: string[] };
}

const verify = (challengeId: string, method: string, answer: string, ip: string) =>
  plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method, answer }, { ip, language: 'en' });

describe('second factor', () => {
  test('5 wrong bank account names in a day turn that method off for the day, across challenges', async () => {
    const member = await newMember({ bankAccountName: 'Rahim Uddin' });
    expect((await passwordLogin(member.account, GOOD_PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const ip = freshIp();
      const { challengeId } = await challengeFrom(member.account, ip);
      expect((await verify(challengeId, 'bank', `Someone ${i}`, ip)).errorCode).toBe('login.second.factor.wrong');
    }
    const ip = freshIp();
    const { challengeId, methods } = await challengeFrom(member.account, ip);
    expect(methods).not.toContain('bank');
    const right = await verify(challengeId, 'bank', 'Rahim Uddin', ip);
    expect([right.status, right.errorCode]).toEqual([429, 'login.second.factor.off']);
    expect(right.message).toMatch(/tomorrow/);
  }, 60_000);

  test('a challenge is answered only from the address that started it', async () => {
    const member = await newMember({ bankAccountName: 'Karim Ali' });
    expect((await passwordLogin(member.account, GOOD_PASSWORD, freshIp())).status).toBe(200);
    const ip = freshIp();
    const { challengeId } = await challengeFrom(member.account, ip);
    const elsewhere = await verify(challengeId, 'bank', 'Karim Ali', freshIp());
    expect(elsewhere.errorCode).toBe('login.second.factor.address');
    expect((await verify(challengeId, 'bank', 'Karim Ali', ip)).status).toBe(200);
  });

  test('a remember-me login from a new address asks for the second factor, and a new token comes with the answer', async () => {
    const member = await newMember({ bankAccountName: 'Salma Begum' });
    const deviceId = 'remember-device-0123456789';
    const home = freshIp();
    const first = await passwordLogin(member.account, GOOD_PASSWORD, home, { remember: true, deviceId });
    const rememberToken = first.value!.rememberToken as string;
    const ip = freshIp();
    const away = await sealed(t.app, 'POST', '/wps/session/login', { type: 'remember', username: member.account, password: rememberToken, deviceId, remember: true }, { ip });
    expect([away.status, away.errorCode]).toEqual([403, 'login.second.factor']);
    const { challengeId } = away.value as { challengeId: string };
    const answered = await plain(t.app, 'POST', '/wps/session/login/verify', { challengeId, method: 'bank', answer: 'Salma Begum', remember: true, deviceId }, { ip });
    expect(answered.status).toBe(200);
    expect(answered.value!.rememberToken).toBeTruthy();
  });

  test('an authenticator code is accepted once', async () => {
    const member = await newMember();
    const home = freshIp();
    const token = (await passwordLogin(member.account, GOOD_PASSWORD, home)).value!.token as string;
    const secret = ((await plain(t.app, 'POST', '/wps/member/totp', undefined, { token })).value as { secret: string }).secret;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    // Enrolled with the previous step's code, so the login below uses a code not seen before.
    expect((await plain(t.app, 'PUT', '/wps/member/totp', { code: totp.generate({ timestamp: Date.now() - 30_000 }) }, { token })).status).toBe(200);

    const code = totp.generate();
    const ip = freshIp();
    const first = await challengeFrom(member.account, ip);
    expect((await verify(first.challengeId, 'totp', code, ip)).status).toBe(200);
    const ip2 = freshIp();
    const second = await challengeFrom(member.account, ip2);
    const replay = await verify(second.challengeId, 'totp', code, ip2);
    expect([replay.status, replay.errorCode]).toEqual([400, 'login.second.factor.used']);
  });

  test('the code that confirmed enrolment does not also pass a login, and a used code does not remove the authenticator', async () => {
    const member = await newMember();
    const token = (await passwordLogin(member.account, GOOD_PASSWORD, freshIp())).value!.token as string;
    const secret = ((await plain(t.app, 'POST', '/wps/member/totp', undefined, { token })).value as { secret: string }).secret;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const code = totp.generate();
    expect((await plain(t.app, 'PUT', '/wps/member/totp', { code }, { token })).status).toBe(200);

    const ip = freshIp();
    const { challengeId } = await challengeFrom(member.account, ip);
    const reused = await verify(challengeId, 'totp', code, ip);
    expect([reused.status, reused.errorCode]).toEqual([400, 'login.second.factor.used']);
    expect(reused.message).toMatch(/already been used/);

    const removal = await plain(t.app, 'DELETE', '/wps/member/totp', { code }, { token, language: 'en' });
    expect([removal.status, removal.errorCode]).toEqual([400, 'login.second.factor.used']);
    const [row] = await t.db.query<{ totp_secret: string | null }>('SELECT totp_secret FROM members WHERE id = $1', [member.id]);
    expect(row!.totp_secret).toBe(secret);
  });
});

