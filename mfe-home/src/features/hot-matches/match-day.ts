import { dateTimeFormat, type Language } from '@khela/shared';

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-GB' };

export type MatchDay = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; text: string };

/**
 * SPEC §2's Today / Tomorrow / date label, from the match's `day` (the brand's calendar day of the
 * kickoff) against today and tomorrow in that same calendar.
 */
export function matchDay(day: string, days: { today: string; tomorrow: string }, language: Language): MatchDay {
  if (day === days.today) return { kind: 'today' };
  if (day === days.tomorrow) return { kind: 'tomorrow' };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // The day is already the brand's: format it as a plain date (UTC), not as an instant.
  const text = dateTimeFormat(locales[language], { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(Date.UTC(year, month - 1, date)));
  return { kind: 'date', text };
}

/** The kickoff's clock time in the brand's time zone (Bengali digits in Bengali). */
export function kickoffTime(iso: string, language: Language, timeZone: string): string {
  return dateTimeFormat(locales[language], { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}

/** A team's initials (at most two letters), shown when its logo cannot load. */
export function teamInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('');
}
