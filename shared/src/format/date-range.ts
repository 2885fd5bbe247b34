/** A range of calendar days (yyyy-MM-dd, both ends included) as the report filters use them. */
export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;

/** Calendar-day arithmetic on yyyy-MM-dd in UTC, so no device time zone or DST shifts a day. */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * dayMs;
  return new Date(time).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The last `days` days up to and including today. */
export function lastDays(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * SPEC §9's date pickers: move the range back or forward by 7 or 30 days, keeping its length.
 * Records lie in the past, so a range never ends after today.
 */
export function shiftRange(range: DayRange, days: number, today: string): DayRange {
  const length = Math.max(0, daysBetween(range.from, range.to));
  let to = addDays(range.to, days);
  if (to > today) to = today;
  return { from: addDays(to, -length), to };
}
