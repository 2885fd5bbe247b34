/**
 * What the page shows of a bound mobile number or e-mail: enough to recognise it, not enough to
 * read it off a shoulder-surfed screen.
 */
export function maskMobile(national: string): string {
  const digits = national.replace(/\s+/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  const keepStart = digits.length >= 9 ? 3 : 1;
  const keepEnd = digits.length >= 7 ? 3 : 2;
  return `${digits.slice(0, keepStart)}${'*'.repeat(digits.length - keepStart - keepEnd)}${digits.slice(-keepEnd)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** The bound mobile as shown: the dialing code and the masked national number. */
export function shownMobile(countryDialingCode: string | null, national: string): string {
  return countryDialingCode ? `+${countryDialingCode} ${maskMobile(national)}` : maskMobile(national);
}
