import { amountText, parseAmount } from './amount-input';

describe('an amount typed by a member', () => {
  it.each([
    ['500', 50_000],
    ['250.5', 25_050],
    ['250.50', 25_050],
    ['0.01', 1],
    ['12.', 1_200],
    ['1,234.56', 123_456],
    [' 1 000 ', 100_000],
    ['৫০০', 50_000],
    ['১২৩.৪৫', 12_345],
    ['0', 0],
  ])('reads %p as %p paisa', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each(['', '   ', 'abc', '-5', '1.234', '.5', '1e3', '5৳', '9007199254740992'])('refuses %p', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('writes minor units back the way the field reads them', () => {
    expect(amountText(123_456)).toBe('1234.56');
    expect(amountText(25_050)).toBe('250.50');
    expect(amountText(50_000)).toBe('500');
    expect(amountText(7)).toBe('0.07');
    for (const minor of [0, 1, 99, 100, 101, 123_456_789]) expect(parseAmount(amountText(minor))).toBe(minor);
  });
});
