import type { RegisterRule } from './register-rule';
import {
  registrationFields,
  usernameFromMobile,
  validateMobile,
  validatePassword,
  validateRegistration,
  type RegistrationOptions,
} from './registration';

function rule(field: string, enabled: boolean, required: boolean, patternId: number, acceptedPattern: string, minLength: number, maxLength: number): RegisterRule {
  return { field, enabled, required, acceptedPattern, minLength, maxLength, patternId };
}

/** The demo brand's rules (api/src/seed/demo-merchants.ts), in its order. */
const rules: RegisterRule[] = [
  rule('username', true, true, 2, '^[A-Za-z][A-Za-z0-9]*$', 6, 11),
  rule('password', true, true, 6, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20),
  rule('confirmPassword', true, true, 6, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20),
  rule('mobileNum', true, false, 7, '^\\d+$', 10, 11),
  rule('countryDialingCode', true, true, 7, '^\\d+$', 1, 4),
  rule('verificationCode', true, false, 7, '^\\d+$', 4, 6),
  rule('payeeName', true, false, 9, '^[A-Za-z ]+$', 2, 50),
  rule('email', true, false, 4, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 100),
  rule('affiliateCode', true, false, 5, '^[A-Za-z0-9]+$', 4, 16),
  rule('captcha', false, false, 5, '^[A-Za-z0-9]+$', 4, 6),
  rule('qqNum', false, false, 1, '*', 0, 50),
];

const byUsername: RegistrationOptions = { mode: 'register', smsEnabled: false, mobileRegPass: false };
const byMobile: RegistrationOptions = { mode: 'registerMobile', smsEnabled: false, mobileRegPass: false };
const fields = (options: RegistrationOptions, from = rules) => registrationFields(from, options).map((r) => [r.field, r.required]);

describe('registrationFields', () => {
  it('asks a username registration for every enabled field, in the brand order', () => {
    expect(fields(byUsername)).toEqual([
      ['username', true],
      ['password', true],
      ['confirmPassword', true],
      ['mobileNum', false],
      ['countryDialingCode', true],
      ['payeeName', false],
      ['email', false],
      ['affiliateCode', false],
    ]);
  });

  it('asks a mobile registration for the mobile (required) and no username or password', () => {
    expect(fields(byMobile)).toEqual([
      ['mobileNum', true],
      ['countryDialingCode', true],
      ['payeeName', false],
      ['email', false],
      ['affiliateCode', false],
    ]);
  });

  it('asks a mobile registration for a password with MOBILENUMPASSREG3', () => {
    expect(fields({ ...byMobile, mobileRegPass: true }).slice(0, 3)).toEqual([
      ['password', true],
      ['confirmPassword', true],
      ['mobileNum', true],
    ]);
  });

  it('puts the SMS code after the mobile when SMS verification is on', () => {
    expect(fields({ ...byMobile, smsEnabled: true }).slice(0, 2)).toEqual([
      ['mobileNum', true],
      ['verificationCode', true],
    ]);
    expect(fields({ ...byUsername, smsEnabled: true }).slice(3, 5)).toEqual([
      ['mobileNum', false],
      ['verificationCode', false],
    ]);
    expect(fields(byUsername).map(([field]) => field)).not.toContain('verificationCode');
  });

  it('needs a typed captcha whenever the captcha rule is on', () => {
    const withCaptcha = rules.map((r) => (r.field === 'captcha' ? { ...r, enabled: true } : r));
    expect(fields(byUsername, withCaptcha)).toContainEqual(['captcha', true]);
  });

  it('adds the essential fields a brand left out', () => {
    expect(fields(byUsername, [])).toEqual([
      ['username', true],
      ['password', true],
      ['confirmPassword', true],
    ]);
    expect(fields({ ...byMobile, smsEnabled: true }, [])).toEqual([
      ['mobileNum', true],
      ['verificationCode', true],
    ]);
  });
});

describe('validateRegistration', () => {
  const good = { username: 'rahim01', password: 'secret12', confirmPassword: 'secret12', countryDialingCode: '880' };
  const kinds = (form: Record<string, string>, options = byUsername) => validateRegistration(rules, form, options).map((v) => [v.field, v.kind]);

  it('accepts a good username registration', () => {
    expect(kinds(good)).toEqual([]);
  });

  it('names every field in trouble, in form order', () => {
    expect(kinds({ username: '1rahim', password: 'short', confirmPassword: '', countryDialingCode: '880', email: 'nope' })).toEqual([
      ['username', 'pattern'],
      ['password', 'pattern'],
      ['confirmPassword', 'required'],
      ['email', 'pattern'],
    ]);
  });

  it('needs the confirmation to equal the password', () => {
    expect(validateRegistration(rules, { ...good, confirmPassword: 'secret13' }, byUsername)).toEqual([
      { field: 'confirmPassword', kind: 'mismatch', messageKey: 'confirm_mismatch', params: { min: 6, max: 20 } },
    ]);
  });

  it('needs the mobile in mobile registration', () => {
    expect(kinds({ countryDialingCode: '880' }, byMobile)).toEqual([['mobileNum', 'required']]);
    expect(kinds({ countryDialingCode: '880', mobileNum: '01712345678' }, byMobile)).toEqual([]);
    expect(kinds({ countryDialingCode: '880', mobileNum: '017123' }, byMobile)).toEqual([['mobileNum', 'length']]);
  });

  it('needs the SMS code when SMS verification is on', () => {
    const sms = { ...byMobile, smsEnabled: true };
    expect(kinds({ countryDialingCode: '880', mobileNum: '01712345678' }, sms)).toEqual([['verificationCode', 'required']]);
    expect(kinds({ countryDialingCode: '880', mobileNum: '01712345678', verificationCode: '1234' }, sms)).toEqual([]);
    expect(kinds({ countryDialingCode: '880', mobileNum: '01712345678', verificationCode: '12' }, sms)).toEqual([['verificationCode', 'length']]);
    // A username registration needs the code only once a mobile number is given.
    expect(kinds(good, { ...byUsername, smsEnabled: true })).toEqual([]);
    expect(kinds({ ...good, mobileNum: '01712345678' }, { ...byUsername, smsEnabled: true })).toEqual([['verificationCode', 'required']]);
  });

  it('checks the password of a mobile registration only with MOBILENUMPASSREG3', () => {
    const mobile = { countryDialingCode: '880', mobileNum: '01712345678' };
    expect(kinds(mobile, { ...byMobile, mobileRegPass: true })).toEqual([
      ['password', 'required'],
      ['confirmPassword', 'required'],
    ]);
    expect(kinds({ ...mobile, password: 'secret12', confirmPassword: 'secret12' }, { ...byMobile, mobileRegPass: true })).toEqual([]);
  });

  it('takes the mobile-derived username in mobile registration, and checks any other', () => {
    const mobile = { countryDialingCode: '880', mobileNum: '01712345678' };
    expect(kinds({ ...mobile, username: '1712345678' }, byMobile)).toEqual([]);
    expect(kinds({ ...mobile, username: 'rahim01' }, byMobile)).toEqual([]);
    expect(kinds({ ...mobile, username: '<b>x' }, byMobile)).toEqual([['username', 'pattern']]);
  });

  it('ignores fields the brand switched off', () => {
    expect(kinds({ ...good, qqNum: '!!!!', captcha: '' })).toEqual([]);
  });
});

describe('usernameFromMobile', () => {
  it('drops the leading zeros', () => {
    expect(usernameFromMobile('01712345678')).toBe('1712345678');
    expect(usernameFromMobile(' 0017 ')).toBe('17');
    expect(usernameFromMobile('1712345678')).toBe('1712345678');
  });
});

describe('validatePassword and validateMobile', () => {
  it("checks a new password against the brand's password rule", () => {
    expect(validatePassword(rules, 'secret12')).toBeNull();
    expect(validatePassword(rules, '')?.kind).toBe('required');
    expect(validatePassword(rules, 'secret')?.kind).toBe('pattern');
    expect(validatePassword(rules, 'abc12')?.kind).toBe('length');
    expect(validatePassword(rules, 'abc12')?.messageKey).toBe('reg_pattern_6');
  });

  it('still requires a password when the brand has no password rule', () => {
    expect(validatePassword([], '')?.kind).toBe('required');
    expect(validatePassword([], 'x')).toBeNull();
  });

  it('checks a mobile number before an SMS code is asked for', () => {
    expect(validateMobile(rules, '01712345678')).toBeNull();
    expect(validateMobile(rules, '')?.kind).toBe('required');
    expect(validateMobile(rules, '0171234567a')?.kind).toBe('pattern');
  });
});
