import { checkCode, checkDestination, isMobileNumber } from './binding';

describe('binding checks', () => {
  it('takes a mobile number as the api does: trunk zero, separators or +code', () => {
    expect(isMobileNumber('880', '01712345678')).toBe(true);
    expect(isMobileNumber('880', '017-1234 5678')).toBe(true);
    expect(isMobileNumber('880', '+880 1712345678')).toBe(true);
    expect(isMobileNumber('880', '00880 1712345678')).toBe(true);
    expect(isMobileNumber('880', '+91 9876543210')).toBe(false);
    expect(isMobileNumber('880', '01712x45678')).toBe(false);
    expect(isMobileNumber('880', '01234')).toBe(false);
    expect(isMobileNumber('880', '123456789012345')).toBe(false);
  });

  it('names the problem of a destination by channel', () => {
    expect(checkDestination('sms', '880', '01712345678')).toBeNull();
    expect(checkDestination('sms', '880', 'rahim@example.com')).toBe('mobile');
    expect(checkDestination('email', '880', ' rahim@example.com ')).toBeNull();
    expect(checkDestination('email', '880', 'rahim@example')).toBe('email');
  });

  it('wants a 6-digit code', () => {
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12345')).toBe('code');
    expect(checkCode('12345a')).toBe('code');
  });
});
