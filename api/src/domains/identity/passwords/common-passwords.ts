import { dictionary } from '@zxcvbn-ts/language-common';

/** The ~50,000 most common passwords (zxcvbn's list), checked case-insensitively. */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.map((entry: string) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
