import type { TeamPeriod } from '@khela/contracts';
import { ApiError } from '../../../platform/errors';

/** The longest custom range the overview sums (a year and a day: a leap year's Jan 1 to Jan 1). */
export const MAX_RANGE_DAYS = 367;

export interface DayRange {
  /** yyyy-MM-dd, both ends included, in the brand's time zone. */
  from: string;
  to: string;
}

/** The calendar day `now` falls on in `timeZone`. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

function isCalendarDay(day: string): boolean {
  const date = asUtc(day);
  return !Number.isNaN(date.getTime()) && dayOf(date) === day;
}

/**
 * The days of an overview period in the brand's calendar: today, yesterday, this week (Monday to
 * today), this month (the 1st to today), or a custom range (both days given, at most MAX_RANGE_DAYS).
 */
export function periodDays(period: TeamPeriod, timeZone: string, now: Date, custom: { from?: string; to?: string }): DayRange {
  const today = dayIn(timeZone, now);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week': {
      const weekday = asUtc(today).getUTCDay(); // 0 Sunday … 6 Saturday
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': {
      const { from, to } = custom;
      if (!from || !to) throw new ApiError(400, 'team.range.required');
      for (const day of [from, to]) if (!isCalendarDay(day)) throw new ApiError(400, 'payment.date.invalid', { date: day });
      if (to < from) throw new ApiError(400, 'team.range.invalid');
      const days = (asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000 + 1;
      if (days > MAX_RANGE_DAYS) throw new ApiError(400, 'team.range.tooLong', { days: MAX_RANGE_DAYS });
      return { from, to };
    }
  }
}
