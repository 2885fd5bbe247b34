import { asciiDigits, bengaliDigits } from './digits';

test('Bengali digits read as ASCII digits; everything else stays', () => {
  expect(asciiDigits('৫,০০০.৫০')).toBe('5,000.50');
  expect(asciiDigits('১২৩৪৫৬৭৮৯০')).toBe('1234567890');
  expect(asciiDigits('12 ab')).toBe('12 ab');
});

describe('bengaliDigits', () => {
  it('writes every ASCII digit as its Bengali digit and leaves the rest', () => {
    expect(bengaliDigits('0123456789, 1.5')).toBe('০১২৩৪৫৬৭৮৯, ১.৫');
    expect(asciiDigits(bengaliDigits('৳12,34,567.89'))).toBe('৳12,34,567.89');
  });
});
