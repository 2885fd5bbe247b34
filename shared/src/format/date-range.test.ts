import { addDays, lastDays, shiftRange } from './date-range';

describe('report date ranges', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('gives the last 7 days including today', () => {
    expect(lastDays(7, '2025-01-10')).toEqual({ from: '2025-01-04', to: '2025-01-10' });
  });

  it('moves a range back and forward keeping its length, never past today', () => {
    const range = { from: '2025-01-04', to: '2025-01-10' };
    expect(shiftRange(range, -7, '2025-01-10')).toEqual({ from: '2024-12-28', to: '2025-01-03' });
    expect(shiftRange(range, -30, '2025-01-10')).toEqual({ from: '2024-12-05', to: '2024-12-11' });
    expect(shiftRange({ from: '2024-12-28', to: '2025-01-03' }, 30, '2025-01-10')).toEqual(range);
  });
});
