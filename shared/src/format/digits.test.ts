import { asciiDigits } from './digits';

test('Bengali digits read as ASCII digits; everything else stays', () => {
  expect(asciiDigits('৫,০০০.৫০')).toBe('5,000.50');
  expect(asciiDigits('১২৩৪৫৬৭৮৯০')).toBe('1234567890');
  expect(asciiDigits('12 ab')).toBe('12 ab');
});
