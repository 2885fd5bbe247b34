import { normalizeMobile } from './phone';

describe('normalizeMobile', () => {
  it('drops the trunk zero and separators and builds the E.164 form', () => {
    expect(normalizeMobile('880', '01712-345 678')).toEqual({ countryDialingCode: '880', national: '1712345678', e164: '+8801712345678' });
    expect(normalizeMobile('+880', '(017) 1234.5678')).toEqual({ countryDialingCode: '880', national: '1712345678', e164: '+8801712345678' });
  });

  it('accepts the full international form when it starts with the dialing code', () => {
    expect(normalizeMobile('880', '+8801712345678')?.national).toBe('1712345678');
    expect(normalizeMobile('880', '008801712345678')?.national).toBe('1712345678');
    expect(normalizeMobile('880', '+911712345678')).toBeNull();
  });

  it('refuses letters, implausible lengths and bad dialing codes', () => {
    expect(normalizeMobile('880', '01712abc678')).toBeNull();
    expect(normalizeMobile('880', '012345')).toBeNull(); // 5 digits once the zero is gone
    expect(normalizeMobile('880', '123456')?.national).toBe('123456');
    expect(normalizeMobile('1', '123456789012345')).toBeNull(); // 15 national digits
    expect(normalizeMobile('880', '1234567890123')).toBeNull(); // 16 digits in all
    expect(normalizeMobile('', '1712345678')).toBeNull();
    expect(normalizeMobile('0880', '1712345678')).toBeNull();
    expect(normalizeMobile('88012', '1712345678')).toBeNull();
    expect(normalizeMobile('88a', '1712345678')).toBeNull();
    expect(normalizeMobile('880', '')).toBeNull();
    expect(normalizeMobile('880', '0000000000')).toBeNull();
  });
});
