import type { MissionPeriod } from '@khela/contracts/rewards';

/** The one "period" of a mission done once: its progress row is the same forever. */
export const ONCE_PERIOD = '2000-01-01';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The brand day (YYYY-MM-DD) of a moment in the brand's zone. */
export function brandDay(timeZone: string, at: Date): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(at);
}

/** A day plus (or minus) whole days, as YYYY-MM-DD. */
export function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return plusDays(day, -((weekday + 6) % 7));
}

/** The start of the period a brand day falls in. */
export function periodStartOfDay(period: MissionPeriod, day: string): string {
  if (period === 'once') return ONCE_PERIOD;
  return period === 'weekly' ? weekStart(day) : day;
}

/** The start of the period a moment falls in, in the brand's zone. */
export function periodStart(period: MissionPeriod, timeZone: string, at: Date): string {
  return periodStartOfDay(period, brandDay(timeZone, at));
}

/** The period before the one that starts at `start`. */
export function previousPeriodStart(period: 'daily' | 'weekly', start: string): string {
  return plusDays(start, period === 'weekly' ? -7 : -1);
}

/** The first day after the period that starts at `start` (exclusive end). */
export function periodEnd(period: 'daily' | 'weekly', start: string): string {
  return plusDays(start, period === 'weekly' ? 7 : 1);
}

/** Whether `start` is a start of this period kind (a day for daily, a Monday for weekly, ONCE_PERIOD for once). */
export function isPeriodStart(period: MissionPeriod, start: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`)) || plusDays(start, 0) !== start) return false;
  if (period === 'once') return start === ONCE_PERIOD;
  return period === 'daily' || weekStart(start) === start;
}
