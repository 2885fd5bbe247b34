import type { BindChannel } from './security-calls';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// What people type between digits: spaces, dashes, dots, brackets (as the api's phone check).
const SEPARATORS = /[\s\-.()]/g;

/** The api's mobile check (normalizeMobile): trunk zeros, separators or +<code> allowed; 6–14 digits. */
export function isMobileNumber(countryDialingCode: string, typed: string): boolean {
  let digits = typed.replace(SEPARATORS, '');
  const international = /^(\+|00)/.exec(digits);
  if (international) {
    digits = digits.slice(international[0].length);
    if (!digits.startsWith(countryDialingCode)) return false;
    digits = digits.slice(countryDialingCode.length);
  }
  if (!/^\d+$/.test(digits)) return false;
  const national = digits.replace(/^0+/, '');
  return national.length >= 6 && national.length <= 14;
}

export type BindProblem = 'mobile' | 'email' | 'code' | 'sendFirst';

/** The destination as sent: trimmed; the api normalises a mobile number itself. */
export const bindDestination = (value: string): string => value.trim();

export function checkDestination(channel: BindChannel, countryDialingCode: string, value: string): BindProblem | null {
  if (channel === 'email') return EMAIL.test(value.trim()) ? null : 'email';
  return isMobileNumber(countryDialingCode, value) ? null : 'mobile';
}

/** Verification codes are 6 digits (docs/identity.md, one-time codes). */
export function checkCode(code: string): BindProblem | null {
  return /^\d{6}$/.test(code.trim()) ? null : 'code';
}
