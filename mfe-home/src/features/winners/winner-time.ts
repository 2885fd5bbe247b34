import { calendarDay, dateTimeFormat, type Language } from '@khela/shared';

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-GB' };

/**
 * A win's time, short enough for a ticker row: the clock time for a win of today (in the brand's
 * calendar), day and month before it for an older one. Bengali gets Bengali digits.
 */
export function winnerTime(iso: string, language: Language, timeZone: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const sameDay = calendarDay(at, timeZone) === calendarDay(now, timeZone);
  return dateTimeFormat(locales[language], {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(sameDay ? {} : { day: '2-digit', month: '2-digit' }),
  }).format(at);
}
