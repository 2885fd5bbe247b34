import { configAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';

/** The brand's time zone (merchants.time_zone): every time in the reports is shown on its clock. */
export function useBrandTimeZone(): string {
  return useAtomValue(configAtom)?.merchant.timeZone ?? 'Asia/Dhaka';
}
