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

describe('formatMoney against Intl', () => {
  // The written-out grouping must read exactly as the browser's own number formatting would.
  const intl = { bn: new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) };
  const amounts = [0n, 1n, 99n, 100n, 999n, 1_000n, 12_345n, 99_999n, 100_000n, 1_234_567n, 10_000_000n, 123_456_789n, 1_000_000_000_00n, 98_765_432_109_876n, 900_719_925_474_099_312n];

  it.each(['bn', 'en'] as const)('matches Intl in %s for every size of amount, both signs', (language) => {
    for (const amount of [...amounts, ...amounts.map((value) => -value).filter((value) => value !== 0n)]) {
      const absolute = amount < 0n ? -amount : amount;
      const decimal = `${amount < 0n ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
      expect(formatMoney(amount, { language })).toBe(intl[language].format(decimal as unknown as number));
    }
  });
});
