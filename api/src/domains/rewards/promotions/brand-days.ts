/** Calendar days in the brand's time zone (yyyy-MM-dd), for period keys and the jobs' periods. */
export function brandDay(timeZone: string, at: Date): string {
  // en-CA writes yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return plusDays(day, -((weekday + 6) % 7));
}
