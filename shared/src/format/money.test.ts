import { formatMoney, hiddenMoney } from './money';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators from minor units', () => {
    expect(formatMoney(123456789, { language: 'en', currencySymbol: '৳' })).toBe('৳1,234,567.89');
    expect(formatMoney(5, { language: 'en' })).toBe('0.05');
    expect(formatMoney(-150, { language: 'en' })).toBe('-1.50');
  });

  it('keeps exact values beyond float precision', () => {
    expect(formatMoney(900719925474099312n, { language: 'en' })).toBe('9,007,199,254,740,993.12');
  });

  it('uses Bengali digits and grouping in Bengali', () => {
    expect(formatMoney(123456789, { language: 'bn', currencySymbol: '৳' })).toBe('৳১২,৩৪,৫৬৭.৮৯');
  });

  it('hides the amount as asterisks', () => {
    expect(formatMoney(123456789, { language: 'en', currencySymbol: '৳', hidden: true })).toBe(`৳${hiddenMoney}`);
  });
});
