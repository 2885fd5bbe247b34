import { amountText, checkAmount, parseAmount, quickAmounts } from './amount';

describe('parseAmount', () => {
  it.each([
    ['500', 50_000],
    ['1,500', 150_000],
    ['250.5', 25_050],
    ['0.99', 99],
    ['12.', 1_200],
    [' 75 ', 7_500],
    ['১০০০', 100_000],
    ['৫০.২৫', 5_025],
  ])('reads %p as %p minor units', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '.5', '10.0.1', '১২x'])('refuses %p', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('never rounds through a float: 0.29 taka is 29 paisa', () => {
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1234567.89')).toBe(123_456_789);
  });
});

describe('checkAmount', () => {
  const bounds = { min: 10_000, max: 2_500_000, balance: 50_000 };
  it.each([
    ['', 'required'],
    ['ten', 'format'],
    ['0', 'zero'],
    ['99.99', 'belowMin'],
    ['25000.01', 'aboveMax'],
    ['500.01', 'aboveBalance'],
  ])('%p is %s', (text, problem) => {
    expect(checkAmount(text, bounds)).toEqual({ ok: false, problem });
  });

  it('accepts the bounds themselves', () => {
    expect(checkAmount('100', bounds)).toEqual({ ok: true, amount: 10_000 });
    expect(checkAmount('500', bounds)).toEqual({ ok: true, amount: 50_000 });
  });

  it('ignores a balance that is not known', () => {
    expect(checkAmount('900', { balance: null })).toEqual({ ok: true, amount: 90_000 });
  });
});

describe('quick amounts', () => {
  it('offers round amounts inside the channel bounds', () => {
    expect(quickAmounts(30_000, 1_000_000)).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000]);
    expect(quickAmounts(10_000, 10_000_000, 3)).toEqual([10_000, 20_000, 50_000]);
    expect(quickAmounts(10_000_000, 20_000_000)).toEqual([]);
  });

  it('writes an amount back as the field shows it', () => {
    expect(amountText(50_000)).toBe('500');
    expect(amountText(9_950)).toBe('99.50');
    expect(amountText(5)).toBe('0.05');
  });
});
