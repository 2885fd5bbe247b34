import { calendarDay, configAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';

/** The demo brand's zone, used until the config has arrived. */
const fallbackTimeZone = 'Asia/Dhaka';

/** Dates on the home page are the brand's (SPEC: the merchant's time zone), not the device's. */
export function useBrandTimeZone(): string {
  return useAtomValue(configAtom)?.merchant.timeZone || fallbackTimeZone;
}

/** Today and tomorrow in the brand's calendar, yyyy-MM-dd. */
export function brandDays(timeZone: string, now: Date = new Date()): { today: string; tomorrow: string } {
  const today = calendarDay(now, timeZone);
  // Calendar arithmetic on the date itself (not the instant + 24 h, which DST could bend).
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1, 12)).toISOString().slice(0, 10);
  return { today, tomorrow };
}
