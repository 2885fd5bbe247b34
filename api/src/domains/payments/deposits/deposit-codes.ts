import { randomInt } from 'node:crypto';

/**
 * The code Khela issues a manual deposit (docs/payments.md "Manual deposit"): 8 characters drawn
 * with the operating system's random source from 31 that cannot be misread for one another (no 0/O,
 * 1/I/L): about 8.5 × 10^11 codes, 39 bits. It names an order only within its brand and only to
 * an operator of that brand; the member sees their own orders' codes.
 */
export const DEPOSIT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DEPOSIT_CODE_LENGTH = 8;

export function newDepositCode(): string {
  let code = '';
  for (let i = 0; i < DEPOSIT_CODE_LENGTH; i += 1) code += DEPOSIT_CODE_ALPHABET[randomInt(DEPOSIT_CODE_ALPHABET.length)];
  return code;
}

const CODE_PATTERN = new RegExp(`^[${DEPOSIT_CODE_ALPHABET}]{${DEPOSIT_CODE_LENGTH}}$`);

/** A code as an operator reads it off a statement (any case, spaces and dashes ignored); null when it cannot be one. */
export function normalizeDepositCode(raw: string): string | null {
  const code = raw.replace(/[\s-]+/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
