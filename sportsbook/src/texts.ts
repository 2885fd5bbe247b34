import bn from '../locales/bn.json';
import en from '../locales/en.json';
import type { Language } from './player/session-repo';

export type MessageCode = keyof typeof en;

/** A reason code's message in the player's language (locales/bn.json, en.json; Bengali by default). */
export function message(code: string, language: Language = 'bn'): string {
  const texts: Record<string, string> = language === 'en' ? en : bn;
  return texts[code] ?? texts.failed!;
}

export const languageOf = (value: unknown): Language => (value === 'en' ? 'en' : 'bn');
