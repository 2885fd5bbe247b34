import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@khela/contracts';

/** Interface languages the product supports (SPEC §1, §9): one list, in @khela/contracts. */
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@khela/contracts';

/** Text stored per language, e.g. {"bn": "…", "en": "…"}. */
export type LocalizedText = Partial<Record<Language, string>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Header values arrive as 'bn', 'BN', 'en-US'…; anything unknown gives null. */
export function parseLanguage(raw: unknown): Language | null {
  if (typeof raw !== 'string') return null;
  const base = raw.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The wanted language, else the brand default, else English, else whatever exists. */
export function pickText(text: LocalizedText | null | undefined, language: Language, fallback: Language = FALLBACK_LANGUAGE): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? text.en ?? text.bn ?? '';
}
