import type { Language } from '../bus/event-bus';
import { dateTimeFormat } from './intl-formatters';

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-GB' };

/**
 * Dates are shown in the merchant's time zone (Asia/Dhaka for the demo brand), not the device's.
 * `seconds` adds them (the agent center's running clock).
 */
export function formatDateTime(value: Date | string | number, language: Language, timeZone: string, { seconds = false }: { seconds?: boolean } = {}): string {
  return dateTimeFormat(locales[language], {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hour12: false,
  }).format(new Date(value));
}

export function formatDate(value: Date | string | number, language: Language, timeZone: string): string {
  return dateTimeFormat(locales[language], { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}

/** The calendar day (yyyy-MM-dd) of an instant in a time zone: the basis of Today/Tomorrow labels. */
export function calendarDay(value: Date | string | number, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}

/** GMT offset of a time zone at an instant, as "GMT+6" (the agent center's clock). */
export function gmtOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const part = dateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}
