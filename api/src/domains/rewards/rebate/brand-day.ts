/** yyyy-MM-dd of `at` on the brand's clock (en-CA writes that shape). */
export function brandDay(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Minutes past the brand's midnight at `at`. */
export function brandMinuteOfDay(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return field('hour') * 60 + field('minute');
}

/** The day before a yyyy-MM-dd day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Minor units as the error texts show them: "৳1,234.50". */
export function moneyText(minor: bigint, currencySymbol: string): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currencySymbol}${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
}
