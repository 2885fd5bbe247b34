import { formatDateTime, gmtOffsetLabel, type Language } from '@khela/shared';

/** The agent center's clock: the merchant's local date and time to the second and its GMT offset ("GMT+6"). */
export function agentClockLabel(now: Date, timeZone: string, language: Language): string {
  return `${formatDateTime(now, language, timeZone, { seconds: true })} ${gmtOffsetLabel(timeZone, now)}`;
}
