import { checkAmount, parsePaymentAmount, quickAmounts } from './amount';

describe('parsePaymentAmount', () => {
  it('reads an amount as every money form does, up to 12 whole digits (lib/amount-input covers the rest)', () => {
    expect(parsePaymentAmount('১,৫০০.৫')).toBe(150_050);
    expect(parsePaymentAmount('999999999999')).toBe(99_999_999_999_900);
    expect(parsePaymentAmount('1000000000000')).toBeNull();
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
});
