import { maskEmail, maskMobile, shownMobile } from './mask';

describe('masking bound addresses', () => {
  it('keeps the start and end of a mobile number', () => {
    expect(maskMobile('1712345678')).toBe('171****678');
    expect(maskMobile('01712345678')).toBe('017*****678');
    expect(maskMobile('1234567')).toBe('1***567');
    expect(maskMobile('1234')).toBe('****');
  });

  it('shows the dialing code before the masked number', () => {
    expect(shownMobile('880', '1712345678')).toBe('+880 171****678');
    expect(shownMobile(null, '1712345678')).toBe('171****678');
  });

  it('keeps two letters of an e-mail and its domain', () => {
    expect(maskEmail('rahim@example.com')).toBe('ra***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });
});
