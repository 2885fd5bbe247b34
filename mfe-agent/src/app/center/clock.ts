import { gmtOffsetLabel, type Language } from '@khela/shared';

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-GB' };

/** The agent center's clock: the merchant's local date and time and its GMT offset ("GMT+6"). */
export function agentClockLabel(now: Date, timeZone: string, language: Language): string {
  const time = new Intl.DateTimeFormat(locales[language], {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(now);
  return `${time} ${gmtOffsetLabel(timeZone, now)}`;
}
