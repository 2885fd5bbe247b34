import type { RuleViolation } from '@khela/contracts/rules';
import { testAppForFile } from '../../../test/test-app';
import { codeSentTo, knownCaptcha, plain, sealed, sliderPass } from '../../../test/identity';
import { DEMO_ACCOUNTS } from '../../../seed/demo-members';
import {
  e164,
  enableRule,
  freshIp,
  freshMobile,
  freshUsername,
  GOOD_PASSWORD,
  memberCount,
  readerMessage,
  register,
  registerBody,
  requestRegisterCode,
  ageCodes,
  withBrand,
} from './identity-kit';

/**
 * Registration against the real routes (docs/identity.md, "Registration rules"): by username and
 * by mobile, every field rule, the checks around it (age, common passwords, duplicates, affiliate
 * and referral codes, captcha, slider, SMS code). One app per file; every test uses its own
 * names, numbers and IPs.
 */
const t = testAppForFile();

const en = (ip: string) => ({ ip, language: 'en' });

/** A new visitor (ip) and mobile number, and the registration code sent to that number. */
async function codeSentToNewMobile(): Promise<{ ip: string; mobile: string; code: string }> {
  const ip = freshIp();
  const mobile = freshMobile();
  await requestRegisterCode(t.app, t.db, mobile, ip);
  return { ip, mobile, code: await codeSentTo(t.app, e164(mobile)) };
}

/** A valid username registration's fields. */
const usernameFields = (overrides: Record<string, unknown> = {}) => ({
  username: freshUsername(),
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  ...overrides,
});

async function registerByUsername(fields: Record<string, unknown>, ip = freshIp()) {
  return register(t.app, 'register', await registerBody(t.db, fields), en(ip));
}

function passwordLogin(username: string, password: string, ip: string) {
  return sliderPass(t.db).then((sliderToken) =>
    sealed(t.app, 'POST', '/wps/session/login', { type: 'username', username, password, sliderToken }, en(ip)),
  );
}

describe('the brand tells the page its rules', () => {
  test('regValidata: the rules, both register types and the age limit', async () => {
    const answer = await plain(t.app, 'GET', '/wps/member/regValidata');
    expect(answer.status).toBe(200);
    const value = answer.value as unknown as { rules: Array<{ field: string; patternId: number; minLength: number; maxLength: number }>; regTypes: string[]; ageLimit: number };
    expect(value.regTypes).toEqual(['register', 'registerMobile']);
    expect(value.ageLimit).toBe(18);
    expect(value.rules.find((rule) => rule.field === 'username')).toMatchObject({ patternId: 2, minLength: 6, maxLength: 11 });
  });

  test('a register type the brand has not switched on is refused', async () => {
    const mobile = await register(t.app, 'registerMobile', await registerBody(t.db, { mobileNum: freshMobile(), verificationCode: '123456' }), { ip: freshIp(), language: 'en', merchant: 'khela2' });
    expect(mobile.status).toBe(403);
    expect(mobile.errorCode).toBe('register.type.disabled');
  });
});

describe('by username', () => {
  test('registers and is logged in; the member can log in again with the password', async () => {
    const ip = freshIp();
    const username = freshUsername('New');
    const before = await memberCount(t.db);
    const answer = await registerByUsername(usernameFields({ username, email: 'new.member@khela.example', payeeName: 'Rahim Uddin' }), ip);
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ userName: username.toLowerCase(), nickname: username, type: 0, firstTimeLogin: true, mustChangePassword: false, passwordExpired: false });
    expect(await memberCount(t.db)).toBe(before + 1);

    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: answer.value!.token as string });
    expect(info.value).toMatchObject({ account: username.toLowerCase(), type: 0, isTrial: false, email: 'new.member@khela.example', bankAccountName: 'Rahim Uddin', mobile: null });

    const again = await passwordLogin(username, GOOD_PASSWORD, ip);
    expect(again.status).toBe(200);
    expect(again.value).toMatchObject({ userName: username.toLowerCase(), firstTimeLogin: false });
    expect((await passwordLogin(username, 'Wrong2026x', ip)).errorCode).toBe('login.failed');
  });

  /**
   * Each rule of the demo brand refuses a bad value with the rules engine's violation: the wire
   * carries the field, the kind and the reg_pattern key with the rule's bounds; the page shows it
   * in the reader's language; the envelope message names the field; nothing is written.
   */
  const cases: Array<{ name: string; fields: Record<string, string>; violation: RuleViolation; text: string }> = [
    { name: 'username too short', fields: { username: 'ab12c' }, violation: { field: 'username', kind: 'length', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } }, text: 'Start with a letter, then use letters or digits: 6 to 11 characters.' },
    { name: 'username starting with a digit', fields: { username: '1abcdefg' }, violation: { field: 'username', kind: 'pattern', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } }, text: 'Start with a letter, then use letters or digits: 6 to 11 characters.' },
    { name: 'username too long', fields: { username: 'abcdefghijkl' }, violation: { field: 'username', kind: 'length', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } }, text: 'Start with a letter, then use letters or digits: 6 to 11 characters.' },
    { name: 'username with a symbol', fields: { username: 'abc_defg' }, violation: { field: 'username', kind: 'pattern', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } }, text: 'Start with a letter, then use letters or digits: 6 to 11 characters.' },
    { name: 'username missing', fields: { username: '' }, violation: { field: 'username', kind: 'required', messageKey: 'required', params: { min: 6, max: 11 } }, text: 'This field cannot be empty.' },
    { name: 'password of letters only', fields: { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, violation: { field: 'password', kind: 'pattern', messageKey: 'reg_pattern_6', params: { min: 6, max: 20 } }, text: 'Use both letters and digits: 6 to 20 characters.' },
    { name: 'password too short', fields: { password: 'ab12', confirmPassword: 'ab12' }, violation: { field: 'password', kind: 'length', messageKey: 'reg_pattern_6', params: { min: 6, max: 20 } }, text: 'Use both letters and digits: 6 to 20 characters.' },
    { name: 'password too long', fields: { password: 'abcdefghij1234567890x', confirmPassword: 'abcdefghij1234567890x' }, violation: { field: 'password', kind: 'length', messageKey: 'reg_pattern_6', params: { min: 6, max: 20 } }, text: 'Use both letters and digits: 6 to 20 characters.' },
    { name: 'password missing', fields: { password: '', confirmPassword: '' }, violation: { field: 'password', kind: 'required', messageKey: 'required', params: { min: 6, max: 20 } }, text: 'This field cannot be empty.' },
    { name: 'confirmation that differs', fields: { confirmPassword: 'Tiger2026y' }, violation: { field: 'confirmPassword', kind: 'mismatch', messageKey: 'confirm_mismatch', params: { min: 6, max: 20 } }, text: 'The two passwords do not match.' },
    { name: 'confirmation missing', fields: { confirmPassword: '' }, violation: { field: 'confirmPassword', kind: 'required', messageKey: 'required', params: { min: 6, max: 20 } }, text: 'This field cannot be empty.' },
    { name: 'e-mail without @', fields: { email: 'not-an-email' }, violation: { field: 'email', kind: 'pattern', messageKey: 'reg_pattern_4', params: { min: 5, max: 100 } }, text: 'Enter a valid e-mail address of 5 to 100 characters.' },
    { name: 'bank account name with a digit', fields: { payeeName: 'Rahim 2' }, violation: { field: 'payeeName', kind: 'pattern', messageKey: 'reg_pattern_9', params: { min: 2, max: 50 } }, text: 'Use English letters and spaces only: 2 to 50 characters.' },
    { name: 'bank account name of one letter', fields: { payeeName: 'R' }, violation: { field: 'payeeName', kind: 'length', messageKey: 'reg_pattern_9', params: { min: 2, max: 50 } }, text: 'Use English letters and spaces only: 2 to 50 characters.' },
    { name: 'mobile with letters', fields: { mobileNum: '01911ab2345', verificationCode: '123456' }, violation: { field: 'mobileNum', kind: 'pattern', messageKey: 'reg_pattern_7', params: { min: 10, max: 11 } }, text: 'Use digits only: 10 to 11 digits.' },
    { name: 'mobile too short', fields: { mobileNum: '019112345', verificationCode: '123456' }, violation: { field: 'mobileNum', kind: 'length', messageKey: 'reg_pattern_7', params: { min: 10, max: 11 } }, text: 'Use digits only: 10 to 11 digits.' },
    { name: 'mobile typed without its SMS code', fields: { mobileNum: '01911234567' }, violation: { field: 'verificationCode', kind: 'required', messageKey: 'required', params: { min: 4, max: 6 } }, text: 'This field cannot be empty.' },
    { name: 'SMS code with letters', fields: { mobileNum: '01911234567', verificationCode: '12ab' }, violation: { field: 'verificationCode', kind: 'pattern', messageKey: 'reg_pattern_7', params: { min: 4, max: 6 } }, text: 'Use digits only: 4 to 6 digits.' },
    { name: 'affiliate code with a symbol', fields: { affiliateCode: 'AB!D' }, violation: { field: 'affiliateCode', kind: 'pattern', messageKey: 'reg_pattern_5', params: { min: 4, max: 16 } }, text: 'Use letters or digits only: 4 to 16 characters.' },
    { name: 'referral code too short', fields: { referralCode: 'XY' }, violation: { field: 'referralCode', kind: 'length', messageKey: 'reg_pattern_5', params: { min: 4, max: 16 } }, text: 'Use letters or digits only: 4 to 16 characters.' },
    { name: 'country dialing code with letters', fields: { countryDialingCode: 'bd' }, violation: { field: 'countryDialingCode', kind: 'pattern', messageKey: 'reg_pattern_7', params: { min: 1, max: 4 } }, text: 'Use digits only: 1 to 4 digits.' },
  ];

  test.each(cases)('refuses $name with its rule message and writes nothing', async ({ fields, violation, text }) => {
    const before = await memberCount(t.db);
    const answer = await registerByUsername(usernameFields(fields));
    expect(answer.status).toBe(400);
    expect(answer.errorCode).toBe('register.field.invalid');
    expect(answer.message).toBe(`The field '${violation.field}' is not valid.`);
    const violations = (answer.value as { violations: RuleViolation[] }).violations;
    expect(violations[0]).toEqual(violation);
    expect(readerMessage(violations[0]!, 'en')).toBe(text);
    expect(await memberCount(t.db)).toBe(before);
  });

  test('the refusal is in the reader\'s language (Bengali by default)', async () => {
    const body = await registerBody(t.db, usernameFields({ username: '1abcdefg' }));
    const answer = await register(t.app, 'register', body, { ip: freshIp() });
    expect(answer.errorCode).toBe('register.field.invalid');
    expect(answer.message).toBe("'username' ঘরটি সঠিক নয়।");
    const violations = (answer.value as { violations: RuleViolation[] }).violations;
    expect(readerMessage(violations[0]!, 'bn')).toBe('প্রথমে একটি ইংরেজি অক্ষর, তারপর অক্ষর বা সংখ্যা দিন: 6 থেকে 11 অক্ষর।');
  });

  test('every violation is listed, in form order', async () => {
    const answer = await registerByUsername(usernameFields({ username: '1x', password: 'abcdefgh', confirmPassword: 'abcdefgz', email: 'nope' }));
    const violations = (answer.value as { violations: RuleViolation[] }).violations;
    expect(violations.map((v) => `${v.field}:${v.kind}`)).toEqual(['username:pattern', 'password:pattern', 'confirmPassword:mismatch', 'email:pattern']);
  });

  test('the age must be confirmed; the message names the brand\'s age', async () => {
    const before = await memberCount(t.db);
    for (const ageConfirmed of [false, undefined]) {
      const body = await registerBody(t.db, usernameFields());
      if (ageConfirmed === undefined) delete body.ageConfirmed;
      else body.ageConfirmed = ageConfirmed;
      const answer = await register(t.app, 'register', body, en(freshIp()));
      expect(answer.status).toBe(400);
      expect(answer.errorCode).toBe('register.age.required');
      expect(answer.message).toBe('You must confirm that you are at least 18 years old.');
    }
    await withBrand(t.db, { identity: { ageLimit: 21 } }, async () => {
      const rules = await plain(t.app, 'GET', '/wps/member/regValidata');
      expect(rules.value).toMatchObject({ ageLimit: 21 });
      const body = await registerBody(t.db, usernameFields());
      body.ageConfirmed = false;
      const answer = await register(t.app, 'register', body, en(freshIp()));
      expect(answer.message).toBe('You must confirm that you are at least 21 years old.');
    });
    expect(await memberCount(t.db)).toBe(before);
  });

  test('a common password is refused, whatever its letter case', async () => {
    const before = await memberCount(t.db);
    for (const password of ['password1', 'PASSWORD1', 'qwerty123']) {
      const answer = await registerByUsername(usernameFields({ password, confirmPassword: password }));
      expect(answer.status).toBe(400);
      expect(answer.errorCode).toBe('password.common');
      expect(answer.message).toBe('This password is too common. Please choose another one.');
    }
    expect(await memberCount(t.db)).toBe(before);
  });

  test('a username already taken is refused, in any letter case', async () => {
    const before = await memberCount(t.db);
    const seeded = await registerByUsername(usernameFields({ username: DEMO_ACCOUNTS.player.account.toUpperCase() }));
    expect(seeded.status).toBe(409);
    expect(seeded.errorCode).toBe('register.account.taken');
    expect(seeded.message).toBe('This username is already taken.');

    const username = freshUsername('Twice');
    expect((await registerByUsername(usernameFields({ username }))).status).toBe(200);
    const twice = await registerByUsername(usernameFields({ username: username.toLowerCase(), password: 'Other2026x', confirmPassword: 'Other2026x' }));
    expect(twice.errorCode).toBe('register.account.taken');
    expect(await memberCount(t.db)).toBe(before + 1);
    // The first registration's password is still the one that works.
    expect((await passwordLogin(username, 'Other2026x', freshIp())).errorCode).toBe('login.failed');
  });

  test('a mobile number already registered is refused, however it is typed', async () => {
    const before = await memberCount(t.db);
    for (const mobileNum of ['01712345678', '1712345678']) {
      const answer = await registerByUsername(usernameFields({ mobileNum, verificationCode: '123456' }));
      expect(answer.status).toBe(409);
      expect(answer.errorCode).toBe('register.mobile.taken');
    }
    const code = await requestRegisterCode(t.app, t.db, '01712345678', freshIp());
    expect(code.status).toBe(409);
    expect(code.errorCode).toBe('register.mobile.taken');
    expect(await memberCount(t.db)).toBe(before);
  });

  test('with a mobile number the SMS code is checked, and the number is bound to the member', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    expect((await requestRegisterCode(t.app, t.db, mobile, ip)).value).toEqual({ expiredMinutes: 5 });
    const code = await codeSentTo(t.app, e164(mobile));
    const answer = await registerByUsername(usernameFields({ mobileNum: mobile, verificationCode: code }), ip);
    expect(answer.status).toBe(200);
    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: answer.value!.token as string });
    expect(info.value).toMatchObject({ countryDialingCode: '880', mobile: mobile.replace(/^0+/, '') });
  });
});

describe('affiliate and referral codes', () => {
  async function newUpline(): Promise<{ id: string; affiliateCode: string }> {
    const answer = await registerByUsername(usernameFields({ username: freshUsername('Upl') }));
    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: answer.value!.token as string });
    return info.value as unknown as { id: string; affiliateCode: string };
  }

  test('the check says whether a code names a member of this brand', async () => {
    const upline = await newUpline();
    expect(upline.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const check = (code: string, merchant?: string) =>
      plain(t.app, 'GET', `/wps/member/affiliate/check?code=${encodeURIComponent(code)}&domain=khela.example`, undefined, { language: 'en', ...(merchant ? { merchant } : {}) });
    expect((await check(upline.affiliateCode)).value).toEqual({ valid: true });
    expect((await check(upline.affiliateCode.toLowerCase())).value).toEqual({ valid: true });
    const unknown = await check('ZZZZ2222');
    expect(unknown.status).toBe(400);
    expect(unknown).toMatchObject({ errorCode: 'affiliate.invalid', message: 'Invalid invitation code.' });
    expect((await check('AB!D')).errorCode).toBe('affiliate.invalid');
    // Another brand's member is not an upline here.
    expect((await check(upline.affiliateCode, 'khela2')).errorCode).toBe('affiliate.invalid');
  });

  test('a valid code makes its member the upline; an invalid one refuses the registration', async () => {
    const upline = await newUpline();
    const username = freshUsername('Down');
    const answer = await registerByUsername(usernameFields({ username, affiliateCode: upline.affiliateCode.toLowerCase() }));
    expect(answer.status).toBe(200);
    const [row] = await t.db.query<{ upline_id: string }>('SELECT upline_id::text FROM members WHERE account = $1', [username.toLowerCase()]);
    expect(row?.upline_id).toBe(upline.id);

    const before = await memberCount(t.db);
    const refused = await registerByUsername(usernameFields({ affiliateCode: 'ZZZZ2222' }));
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('affiliate.invalid');
    expect(await memberCount(t.db)).toBe(before);
  });

  test('a friend’s referral code (their own code) is kept with the member, who joins no team; the page address and domain too', async () => {
    const friend = await newUpline();
    const username = freshUsername('Ref');
    const answer = await registerByUsername(usernameFields({ username, referralCode: friend.affiliateCode.toLowerCase() }));
    expect(answer.status).toBe(200);
    const [row] = await t.db.query<{ id: string; referral_code: string; register_url: string; register_domain: string; upline_id: string | null }>(
      'SELECT id::text, referral_code, register_url, register_domain, upline_id::text FROM members WHERE account = $1',
      [username.toLowerCase()],
    );
    expect(row).toMatchObject({ referral_code: friend.affiliateCode, register_url: 'https://khela.example/?register=1', register_domain: 'khela.example', upline_id: null });
    // Migration 050's trigger links the invitee to the friend whose code it is (docs/referral.md).
    const [link] = await t.db.query<{ referrer_id: string }>('SELECT referrer_id::text FROM referral_invitees WHERE invitee_id = $1', [row!.id]);
    expect(link?.referrer_id).toBe(friend.id);
  });

  test('a referral code that names nobody refuses the registration with a clear message, in both languages', async () => {
    const before = await memberCount(t.db);
    const refused = await registerByUsername(usernameFields({ referralCode: 'FRIEND42' }));
    expect(refused.status).toBe(400);
    expect(refused).toMatchObject({ errorCode: 'referral.invalid', message: "This friend's invite code is not valid. Check the link or leave the code empty." });
    const bengali = await register(t.app, 'register', await registerBody(t.db, usernameFields({ referralCode: 'FRIEND42' })), { ip: freshIp(), language: 'bn' });
    expect(bengali.message).toBe('বন্ধুর আমন্ত্রণ কোডটি সঠিক নয়। লিঙ্কটি দেখুন অথবা কোডটি খালি রাখুন।');
    expect(await memberCount(t.db)).toBe(before);
  });
});

describe('human checks', () => {
  test('with the captcha rule on, the captcha must be typed and right, and works once', async () => {
    await withBrand(t.db, { rules: enableRule('captcha') }, async () => {
      const rules = await plain(t.app, 'GET', '/wps/member/regValidata');
      expect((rules.value as unknown as { rules: Array<{ field: string; enabled: boolean }> }).rules.find((rule) => rule.field === 'captcha')?.enabled).toBe(true);
      const before = await memberCount(t.db);

      const missing = await registerByUsername(usernameFields());
      expect(missing.errorCode).toBe('register.field.invalid');
      expect((missing.value as { violations: RuleViolation[] }).violations[0]).toMatchObject({ field: 'captcha', kind: 'required' });

      const { captchaId } = await knownCaptcha(t.db, 'HKLN');
      const wrong = await registerByUsername(usernameFields({ captchaId, captcha: 'ACDE' }));
      expect(wrong.status).toBe(400);
      expect(wrong.errorCode).toBe('login.captcha.wrong');
      expect(wrong.value).toEqual({ captcha: true });
      // Any answer uses the captcha up: the right text no longer opens it.
      expect((await registerByUsername(usernameFields({ captchaId, captcha: 'HKLN' }))).errorCode).toBe('login.captcha.wrong');
      expect(await memberCount(t.db)).toBe(before);

      const right = await knownCaptcha(t.db, 'TXY4');
      const ok = await registerByUsername(usernameFields({ captchaId: right.captchaId, captcha: 'txy4' }));
      expect(ok.status).toBe(200);
      expect((await registerByUsername(usernameFields({ ...right }))).errorCode).toBe('login.captcha.wrong');
      expect(await memberCount(t.db)).toBe(before + 1);
    });
    // Off again: no captcha asked.
    expect((await registerByUsername(usernameFields())).status).toBe(200);
  });

  test('the slider pass is required and opens one registration only', async () => {
    const before = await memberCount(t.db);
    const body = await registerBody(t.db, usernameFields());
    delete body.sliderToken;
    const without = await register(t.app, 'register', body, en(freshIp()));
    expect(without.status).toBe(400);
    expect(without).toMatchObject({ errorCode: 'login.slider.required', message: 'Please complete the slider verification first.' });
    expect((await registerByUsername(usernameFields({ sliderToken: 'made-up-token-0123456789' }))).errorCode).toBe('login.slider.required');

    const sliderToken = await sliderPass(t.db);
    expect((await registerByUsername(usernameFields({ sliderToken }))).status).toBe(200);
    expect((await registerByUsername(usernameFields({ sliderToken }))).errorCode).toBe('login.slider.required');
    expect(await memberCount(t.db)).toBe(before + 1);
  });

  test('a brand that turns the slider off (load tests) registers without it', async () => {
    await withBrand(t.db, { identity: { sliderRequired: false } }, async () => {
      const body = await registerBody(t.db, usernameFields());
      delete body.sliderToken;
      expect((await register(t.app, 'register', body, en(freshIp()))).status).toBe(200);
    });
  });
});

describe('by mobile', () => {
  test('the code comes by SMS; the username is the number without its leading zeros; the password is as typed', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const derived = mobile.replace(/^0+/, '');
    expect((await requestRegisterCode(t.app, t.db, mobile, ip)).value).toEqual({ expiredMinutes: 5 });
    const code = await codeSentTo(t.app, e164(mobile));
    expect(code).toMatch(/^\d{6}$/);
    // As the popup sends it: the derived username alongside the number.
    const answer = await register(t.app, 'registerMobile', await registerBody(t.db, {
      mobileNum: mobile, username: derived, verificationCode: code, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD,
    }), en(ip));
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ userName: derived, type: 0, mustChangePassword: false });
    const info = await plain(t.app, 'GET', '/wps/member/info', undefined, { token: answer.value!.token as string });
    expect(info.value).toMatchObject({ account: derived, countryDialingCode: '880', mobile: derived });
    expect((await passwordLogin(derived, GOOD_PASSWORD, ip)).status).toBe(200);
  });

  test('without a username in the body the server derives it too', async () => {
    const { ip, mobile, code } = await codeSentToNewMobile();
    const answer = await register(t.app, 'registerMobile', await registerBody(t.db, {
      mobileNum: mobile, verificationCode: code, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD,
    }), en(ip));
    expect(answer.value).toMatchObject({ userName: mobile.replace(/^0+/, '') });
  });

  test('MOBILENUMPASSREG3 on: the password and its confirmation are required; the number and the code always', async () => {
    const before = await memberCount(t.db);
    const mobile = freshMobile();
    const attempt = async (fields: Record<string, unknown>) =>
      ((await register(t.app, 'registerMobile', await registerBody(t.db, fields), en(freshIp()))).value as { violations: RuleViolation[] }).violations;
    expect((await attempt({ mobileNum: mobile, verificationCode: '123456' }))[0]).toMatchObject({ field: 'password', kind: 'required' });
    expect((await attempt({ mobileNum: mobile, verificationCode: '123456', password: GOOD_PASSWORD }))[0]).toMatchObject({ field: 'confirmPassword', kind: 'required' });
    expect((await attempt({ verificationCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }))[0]).toMatchObject({ field: 'mobileNum', kind: 'required' });
    expect((await attempt({ mobileNum: mobile, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }))[0]).toMatchObject({ field: 'verificationCode', kind: 'required' });
    // A username sent along must be the derived one or a valid username.
    const odd = await attempt({ mobileNum: mobile, username: '0x', verificationCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    expect(odd[0]).toMatchObject({ field: 'username', kind: 'pattern', messageKey: 'reg_pattern_2' });
    expect(await memberCount(t.db)).toBe(before);
  });

  test('MOBILENUMPASSREG3 off: no password is asked; the member logs in with an SMS code', async () => {
    await withBrand(t.db, { switches: { MOBILENUMPASSREG3: false } }, async () => {
      const { ip, mobile, code } = await codeSentToNewMobile();
      const answer = await register(t.app, 'registerMobile', await registerBody(t.db, { mobileNum: mobile, verificationCode: code }), en(ip));
      expect(answer.status).toBe(200);
      expect(answer.value).toMatchObject({ userName: mobile.replace(/^0+/, ''), mustChangePassword: false });

      await ageCodes(t.db);
      const send = await plain(t.app, 'POST', '/wps/session/login/sms', { countryDialingCode: '880', mobileNum: mobile, sliderToken: await sliderPass(t.db) }, en(ip));
      expect(send.status).toBe(200);
      const loginCode = await codeSentTo(t.app, e164(mobile));
      const sms = await sealed(t.app, 'POST', '/wps/session/login', { type: 'sms', username: mobile, password: loginCode, countryDialingCode: '880' }, en(ip));
      expect(sms.status).toBe(200);
      expect(sms.value).toMatchObject({ userName: mobile.replace(/^0+/, '') });
    });
  });

  test('a mobile registration with a common password or a taken number is refused', async () => {
    const before = await memberCount(t.db);
    const common = await register(t.app, 'registerMobile', await registerBody(t.db, {
      mobileNum: freshMobile(), verificationCode: '123456', password: 'password1', confirmPassword: 'password1',
    }), en(freshIp()));
    expect(common.errorCode).toBe('password.common');
    const taken = await register(t.app, 'registerMobile', await registerBody(t.db, {
      mobileNum: '01812345678', verificationCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD,
    }), en(freshIp()));
    expect(taken.status).toBe(409);
    expect(taken.errorCode).toBe('register.mobile.taken');
    expect(await memberCount(t.db)).toBe(before);
  });
});

describe('the registration SMS code', () => {
  const mobileBody = async (mobile: string, code: string) =>
    registerBody(t.db, { mobileNum: mobile, verificationCode: code, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
  /** A registration by mobile with this code, as the visitor at ip (answers in English). */
  const registerMobile = async (mobile: string, code: string, ip: string) => register(t.app, 'registerMobile', await mobileBody(mobile, code), en(ip));
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  test('a wrong code is refused and writes nothing; the right one still works', async () => {
    const { ip, mobile, code } = await codeSentToNewMobile();
    const before = await memberCount(t.db);
    const wrong = await registerMobile(mobile, otherThan(code), ip);
    expect(wrong.status).toBe(400);
    expect(wrong).toMatchObject({ errorCode: 'sms.code.invalid', message: 'The verification code is wrong or missing.' });
    expect(await memberCount(t.db)).toBe(before);
    expect((await registerMobile(mobile, code, ip)).status).toBe(200);
  });

  test('five wrong answers burn the code', async () => {
    const { ip, mobile, code } = await codeSentToNewMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await registerMobile(mobile, otherThan(code), ip)).errorCode).toBe('sms.code.invalid');
    }
    expect((await registerMobile(mobile, code, ip)).errorCode).toBe('sms.code.invalid');
  });

  test('an expired code is refused as expired', async () => {
    const { ip, mobile, code } = await codeSentToNewMobile();
    await t.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = $1", [e164(mobile)]);
    const before = await memberCount(t.db);
    const expired = await registerMobile(mobile, code, ip);
    expect(expired.status).toBe(400);
    expect(expired).toMatchObject({ errorCode: 'sms.code.expired', message: 'The code has expired, please resend' });
    expect(await memberCount(t.db)).toBe(before);
  });

  test('a code opens only the number it was sent to', async () => {
    const { ip, mobile, code } = await codeSentToNewMobile();
    const other = freshMobile();
    expect((await registerMobile(other, code, ip)).errorCode).toBe('sms.code.invalid');
    expect((await registerByUsername(usernameFields({ mobileNum: other, verificationCode: code }), ip)).errorCode).toBe('sms.code.invalid');
    expect((await registerMobile(mobile, code, ip)).status).toBe(200);
  });

  test('a code opens only what it was sent for: a binding code does not register, a registration code does not bind', async () => {
    const ip = freshIp();
    const member = await registerByUsername(usernameFields(), ip);
    const token = member.value!.token as string;

    const forBinding = freshMobile();
    const sent = await plain(t.app, 'POST', '/wps/member/bind/send', { channel: 'sms', destination: forBinding, countryDialingCode: '880' }, { ip, token, language: 'en' });
    expect(sent.status).toBe(200);
    const bindCode = await codeSentTo(t.app, e164(forBinding));
    expect((await registerMobile(forBinding, bindCode, ip)).errorCode).toBe('sms.code.invalid');

    const forRegistration = freshMobile();
    await requestRegisterCode(t.app, t.db, forRegistration, ip);
    const registerCode = await codeSentTo(t.app, e164(forRegistration));
    const bind = await plain(t.app, 'PUT', '/wps/member/bind', { channel: 'sms', destination: forRegistration, countryDialingCode: '880', code: registerCode }, { ip, token, language: 'en' });
    expect(bind.errorCode).toBe('sms.code.invalid');
    // Each still opens its own door.
    expect((await registerMobile(forRegistration, registerCode, ip)).status).toBe(200);
  });

  test('a newer code replaces the earlier one', async () => {
    const { ip, mobile, code: first } = await codeSentToNewMobile();
    await ageCodes(t.db);
    expect((await requestRegisterCode(t.app, t.db, mobile, ip)).status).toBe(200);
    const second = await codeSentTo(t.app, e164(mobile));
    if (first !== second) {
      expect((await registerMobile(mobile, first, ip)).errorCode).toBe('sms.code.invalid');
    }
    expect((await registerMobile(mobile, second, ip)).status).toBe(200);
  });

  test('a code is used once: two registrations racing with it make one member', async () => {
    const { ip, mobile, code } = await codeSentToNewMobile();
    const before = await memberCount(t.db);
    const bodies = await Promise.all([0, 1].map(() => registerBody(t.db, usernameFields({ mobileNum: mobile, verificationCode: code }))));
    const answers = await Promise.all(bodies.map((body) => register(t.app, 'register', body, en(ip))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(1);
    expect(['sms.code.invalid', 'register.mobile.taken']).toContain(refused[0]!.errorCode);
    expect(await memberCount(t.db)).toBe(before + 1);
  });
});

describe('probing for taken names', () => {
  test('"taken" is answered only after the human checks', async () => {
    const withoutSlider = await register(t.app, 'register', { ...(await registerBody(t.db, usernameFields({ username: DEMO_ACCOUNTS.player.account }))), sliderToken: 'not-a-pass' }, en(freshIp()));
    expect(withoutSlider.errorCode).toBe('login.slider.required');
    await withBrand(t.db, { rules: enableRule('captcha', true) }, async () => {
      const wrongCaptcha = await registerByUsername(usernameFields({ username: DEMO_ACCOUNTS.player.account, captchaId: (await knownCaptcha(t.db)).captchaId, captcha: 'ZZZZ' }));
      expect(wrongCaptcha.errorCode).toBe('login.captcha.wrong');
    });
  });

  test('one address gets 10 "taken" answers an hour, then a translated refusal, free names included', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await registerByUsername(usernameFields({ username: DEMO_ACCOUNTS.player.account }), ip)).errorCode).toBe('register.account.taken');
    }
    const probe = await registerByUsername(usernameFields({ username: DEMO_ACCOUNTS.agent.account }), ip);
    expect([probe.status, probe.errorCode]).toEqual([429, 'register.probe.too.many']);
    expect(probe.message).toMatch(/Too many registration attempts/);
    const code = await requestRegisterCode(t.app, t.db, '01712345678', ip);
    expect(code.errorCode).toBe('register.probe.too.many');
    // Another address is not held.
    expect((await registerByUsername(usernameFields({ username: DEMO_ACCOUNTS.agent.account }))).errorCode).toBe('register.account.taken');
  });
});
