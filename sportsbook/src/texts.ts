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

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A refusal's message with its `{name}` placeholders filled from its details (Bengali digits in
 * Bengali), after "Row N[, column C]:" when it names the row of an imported file it came from.
 */
export function refusalMessage(code: string, details: Record<string, unknown>, language: Language = 'bn'): string {
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = details[name];
      if (value === undefined) return whole;
      return language === 'bn' ? String(value).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!) : String(value);
    });
  const text = fill(message(code, language));
  if (details.row === undefined) return text;
  return `${fill(message(details.column === undefined ? 'at_row' : 'at_row_column', language))} ${text}`;
}
