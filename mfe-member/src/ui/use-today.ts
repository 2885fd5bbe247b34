import { calendarDay, configAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';

/** Today in the merchant's time zone: records and reports count days there, not on the device. */
export function useToday(): string {
  const config = useAtomValue(configAtom);
  return calendarDay(new Date(), config?.merchant.timeZone ?? 'Asia/Dhaka');
}
