import type { RegisterRule } from '@khela/shared';
import { buildRegisterPayload, type RegisterPayloadInput } from './register-payload';
import { codesFromQuery } from './url-codes';

const field = (name: string): RegisterRule => ({ field: name, enabled: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: 50, patternId: 1 });

const input: RegisterPayloadInput = {
  mode: 'register',
  fields: ['username', 'password', 'confirmPassword', 'email', 'countryDialingCode', 'domain'].map(field),
  values: { username: ' rahim01 ', password: ' pass 1 ', confirmPassword: ' pass 1 ', email: '' },
  countryDialingCode: '880',
  affiliateCode: '',
  referralCode: '',
  sliderToken: 'slider-1',
  captchaId: null,
  location: { href: 'https://khela.example/register', hostname: 'khela.example' },
};

describe('buildRegisterPayload', () => {
  it('trims what was typed except passwords, leaves out empty fields, and adds what the page knows', () => {
    expect(buildRegisterPayload(input)).toEqual({
      username: 'rahim01',
      password: ' pass 1 ',
      confirmPassword: ' pass 1 ',
      sliderToken: 'slider-1',
      countryDialingCode: '880',
      domain: 'khela.example',
      registerUrl: 'https://khela.example/register',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
    });
  });

  it('makes the username of a mobile registration from the number', () => {
    const mobile = buildRegisterPayload({ ...input, mode: 'registerMobile', fields: [field('mobileNum')], values: { mobileNum: '01712345678' } });
    expect(mobile).toMatchObject({ mobileNum: '01712345678', username: '1712345678' });
  });

  it('sends the affiliate and referral codes and the captcha id when there are any', () => {
    expect(buildRegisterPayload({ ...input, affiliateCode: ' AFF1 ', referralCode: 'REF1', captchaId: 'cap-1' })).toMatchObject({
      affiliateCode: 'AFF1',
      referralCode: 'REF1',
      captchaId: 'cap-1',
    });
  });
});

describe('codesFromQuery', () => {
  it('reads affiliateCode, or aff as older links write it, and referralCode', () => {
    expect(codesFromQuery('?affiliateCode=A1&referralCode=R1')).toEqual({ affiliateCode: 'A1', referralCode: 'R1' });
    expect(codesFromQuery('?aff=A2')).toEqual({ affiliateCode: 'A2', referralCode: '' });
    expect(codesFromQuery('')).toEqual({ affiliateCode: '', referralCode: '' });
  });
});
