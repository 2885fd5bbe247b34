/**
 * Amounts as a member types them, into integer minor units (paisa) without touching a float:
 * Bengali digits are read as digits, spaces and thousands commas are ignored, at most 2 decimals.
 * The money forms (deposit, withdrawal, upline transfer, wallet transfer) all read them so.
 */
import { asciiDigits } from '@khela/shared';

export interface AmountLimits {
  /** At most this many digits before the point (a payment's amount field takes 12); none by default. */
  wholeDigits?: number;
}

/** The amount in minor units, or null when the text is not an amount (empty, letters, 3 decimals, too long). */
export function parseAmount(text: string, { wholeDigits }: AmountLimits = {}): number | null {
  const plain = asciiDigits(text).replace(/[\s,]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const whole = match[1]!;
  if (wholeDigits !== undefined && whole.length > wholeDigits) return null;
  const minor = BigInt(whole) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** Minor units back into what the field shows ("1234.5" for 123450), e.g. for a quick amount or "all". */
export function amountText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
