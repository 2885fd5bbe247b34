import { dayIn, periodDays } from './team-periods';

/** The overview's periods in the brand's calendar (Asia/Dhaka is UTC+6, no summer time). */
describe('periodDays', () => {
  // Monday 2026-03-16, 01:00 in Dhaka; still Sunday the 15th in UTC.
  const now = new Date('2026-03-15T19:00:00Z');
  const dhaka = 'Asia/Dhaka';

  it('takes today from the brand’s time zone, not the server’s', () => {
    expect(dayIn(dhaka, now)).toBe('2026-03-16');
    expect(dayIn('UTC', now)).toBe('2026-03-15');
    expect(periodDays('today', dhaka, now, {})).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(periodDays('yesterday', dhaka, now, {})).toEqual({ from: '2026-03-15', to: '2026-03-15' });
  });

  it('starts the week on Monday and the month on the 1st', () => {
    expect(periodDays('week', dhaka, now, {})).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(periodDays('week', 'UTC', now, {})).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(periodDays('month', dhaka, new Date('2026-02-28T20:00:00Z'), {})).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodDays('month', 'UTC', new Date('2026-02-28T20:00:00Z'), {})).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('takes a custom range as given, up to 367 days', () => {
    expect(periodDays('custom', dhaka, now, { from: '2025-03-16', to: '2026-03-16' })).toEqual({ from: '2025-03-16', to: '2026-03-16' });
    expect(() => periodDays('custom', dhaka, now, { from: '2025-01-01', to: '2026-03-16' })).toThrow('team.range.tooLong');
    expect(() => periodDays('custom', dhaka, now, { from: '2026-03-16' })).toThrow('team.range.required');
  });
});
