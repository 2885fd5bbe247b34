/** A mobile number as identity stores it: dialing code and national number, digits only. */
export interface Mobile {
  countryDialingCode: string;
  /** The national number without its leading zeros (what members.mobile holds). */
  national: string;
  /** +<code><national>: the destination verification codes are bound to. */
  e164: string;
}

// What people type between digits: spaces, dashes, dots, brackets.
const SEPARATORS = /[\s\-.()]/g;
const MIN_NATIONAL = 6;
const MAX_NATIONAL = 14;
// E.164 allows at most 15 digits after the plus.
const MAX_E164_DIGITS = 15;

/**
 * Checks and normalises a mobile number, or gives null when it cannot be one. The national part
 * may be typed with its trunk zero (01712…), with separators, or in full international form
 * (+880 1712…, 00880 1712…) as long as that form starts with the dialing code given.
 */
export function normalizeMobile(countryDialingCode: string, mobile: string): Mobile | null {
  const code = countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[1-9]\d{0,3}$/.test(code)) return null;

  let typed = mobile.replace(SEPARATORS, '');
  const international = /^(\+|00)/.exec(typed);
  if (international) {
    typed = typed.slice(international[0].length);
    if (!typed.startsWith(code)) return null;
    typed = typed.slice(code.length);
  }
  if (!/^\d+$/.test(typed)) return null;

  const national = typed.replace(/^0+/, '');
  if (national.length < MIN_NATIONAL || national.length > MAX_NATIONAL) return null;
  if (code.length + national.length > MAX_E164_DIGITS) return null;
  return { countryDialingCode: code, national, e164: `+${code}${national}` };
}
