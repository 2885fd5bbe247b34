import { useAtomValue } from 'jotai';
import { calendarDay } from '../../format/date';
import { configAtom } from '../../store/session-atoms';

/** Today in the merchant's time zone: records and reports count days there, not on the device. */
export function useToday(): string {
  const config = useAtomValue(configAtom);
  return calendarDay(new Date(), config?.merchant.timeZone ?? 'Asia/Dhaka');
}
