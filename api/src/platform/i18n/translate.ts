import bn from './bn.json';
import en from './en.json';
import type { Language } from './language';

export type MessageKey = keyof typeof en;

const catalogues: Record<Language, Record<MessageKey, string>> = { bn, en };

/** Server-side messages (errors); '{name}' placeholders are filled from params. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
