import { asciiDigits } from '@khela/shared';
import { amountText, parseAmount } from './amount-input';

describe('an amount typed by a member', () => {
  it.each([
    ['500', 50_000],
    ['1,500', 150_000],
    ['250.5', 25_050],
    ['250.50', 25_050],
    ['0.99', 99],
    ['0.01', 1],
    ['12.', 1_200],
    ['1,234.56', 123_456],
    [' 75 ', 7_500],
    [' 1 000 ', 100_000],
    ['৫০০', 50_000],
    ['১০০০', 100_000],
    ['৫০.২৫', 5_025],
    ['১২৩.৪৫', 12_345],
    ['0', 0],
  ])('reads %p as %p paisa', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each(['', '   ', 'abc', '-5', '1.234', '.5', '1e3', '5৳', '10.0.1', '১২x', '9007199254740992'])('refuses %p', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('never rounds through a float: 0.29 taka is 29 paisa', () => {
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1234567.89')).toBe(123_456_789);
  });

  it('refuses more whole digits than a field takes, when it says how many', () => {
    expect(parseAmount('999999999999.99', { wholeDigits: 12 })).toBe(99_999_999_999_999);
    expect(parseAmount('1000000000000', { wholeDigits: 12 })).toBeNull();
    expect(parseAmount('1000000000000')).toBe(100_000_000_000_000);
  });

  it('reads Bengali digits as digits', () => {
    expect(asciiDigits('০১৭১২ ৩৪৫৬৭৮')).toBe('01712 345678');
  });

  it('writes minor units back the way the field reads them', () => {
    expect(amountText(123_456)).toBe('1234.56');
    expect(amountText(25_050)).toBe('250.50');
    expect(amountText(9_950)).toBe('99.50');
    expect(amountText(50_000)).toBe('500');
    expect(amountText(7)).toBe('0.07');
    expect(amountText(5)).toBe('0.05');
    for (const minor of [0, 1, 99, 100, 101, 123_456_789]) expect(parseAmount(amountText(minor))).toBe(minor);
  });
});
