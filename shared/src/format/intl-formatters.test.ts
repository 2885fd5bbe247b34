import { dateTimeFormat, numberFormat } from './intl-formatters';

describe('reused Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    expect(numberFormat('bn-BD', { maximumFractionDigits: 0 })).toBe(numberFormat('bn-BD', { maximumFractionDigits: 0 }));
    expect(numberFormat('bn-BD', { maximumFractionDigits: 2 })).not.toBe(numberFormat('bn-BD', { maximumFractionDigits: 0 }));
    expect(numberFormat('en-US')).not.toBe(numberFormat('bn-BD'));
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka' })).toBe(dateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka' }));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka' }));
  });

  it('formats as a new formatter would', () => {
    expect(numberFormat('bn-BD', { maximumFractionDigits: 0 }).format(1234567)).toBe(new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }).format(1234567));
    const at = new Date(Date.UTC(2026, 10, 28, 18, 30));
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', hour12: false }).format(at)).toBe('00:30');
  });
});
