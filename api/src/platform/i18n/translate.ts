import bnPlatform from './bn.json';
import enPlatform from './en.json';
import type { Language } from './language';

/**
 * Every server message key: the platform's own (./en.json), and each domain's, which its
 * `messages/index.ts` adds to this interface (declaration merging) and to the catalogues below.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageCatalogue extends Record<keyof typeof enPlatform, string> {}

export type MessageKey = keyof MessageCatalogue;

/** A catalogue in both languages: the Bengali one must have exactly the English one's keys. */
export interface Messages<Key extends string> {
  en: Record<Key, string>;
  bn: Record<NoInfer<Key>, string>;
}

const catalogues: Record<Language, Record<string, string>> = { en: { ...enPlatform }, bn: { ...bnPlatform } };

/** Adds a domain's messages (its messages/index.ts calls this once, when first imported). */
export function addMessages<Key extends string>(messages: Messages<Key>): void {
  Object.assign(catalogues.en, messages.en);
  Object.assign(catalogues.bn, messages.bn);
}

/** The keys known in a language: the platform's and those of every domain loaded so far. */
export function messageKeys(language: Language): string[] {
  return Object.keys(catalogues[language]);
}

/** Server-side messages (errors); '{name}' placeholders are filled from params. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
