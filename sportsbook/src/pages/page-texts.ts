import { localDigits } from '@khela/server-kit/pages';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import type { Language } from '../player/session-repo';

/** The pages' words: the `page.*` keys of locales/bn.json and en.json, without the prefix. */
export type PageWords = Record<string, string>;

const wordsOf = (texts: Record<string, string>): PageWords =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => key.startsWith('page.')).map(([key, value]) => [key.slice(5), value]));

const WORDS: Record<Language, PageWords> = { bn: wordsOf(bn), en: wordsOf(en) };

export const pageWords = (lang: Language): PageWords => WORDS[lang];

/** One word by key (e.g. 'sport.cricket'); the key itself if a locale lacks it (a test checks none do). */
export const word = (lang: Language, key: string): string => WORDS[lang][key] ?? key;

/** The kit's page text helpers (server-kit/pages): `{name}` placeholders, Bengali digits, minor units as money. */
export { fill, localDigits, moneyText } from '@khela/server-kit/pages';

/** The book's players are in Bangladesh: days and times are Dhaka's. */
const ZONE = 'Asia/Dhaka';
const dayKey = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: ZONE });

/** A start time as "Today 20:00", "Tomorrow 14:00" or "Mon 1 Dec 20:00" in the player's language and digits. */
export function startTimeText(startsAt: Date, now: Date, lang: Language): string {
  const time = startsAt.toLocaleTimeString('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
  const tomorrow = new Date(now.getTime() + 86_400_000);
  let day: string;
  if (dayKey(startsAt) === dayKey(now)) day = word(lang, 'today');
  else if (dayKey(startsAt) === dayKey(tomorrow)) day = word(lang, 'tomorrow');
  else day = startsAt.toLocaleDateString(lang === 'bn' ? 'bn-BD' : 'en-GB', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' });
  return localDigits(`${day} ${time}`, lang);
}
