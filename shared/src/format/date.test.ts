import { calendarDay, formatDateTime, gmtOffsetLabel } from './date';

describe('dates in the merchant time zone', () => {
  const instant = '2026-11-21T20:30:00Z';

  it('puts an instant on the Dhaka calendar day, not the device one', () => {
    expect(calendarDay(instant, 'Asia/Dhaka')).toBe('2026-11-22');
    expect(calendarDay(instant, 'UTC')).toBe('2026-11-21');
  });

  it('formats in both languages', () => {
    expect(formatDateTime(instant, 'en', 'Asia/Dhaka')).toBe('22/11/2026, 02:30');
    expect(formatDateTime(instant, 'bn', 'Asia/Dhaka')).toContain('২২');
  });

  it('labels the GMT offset', () => {
    expect(gmtOffsetLabel('Asia/Dhaka')).toBe('GMT+6');
  });
});
