import { paymentPasswordPattern } from '@/lib/payment-password';
import { asciiDigits } from '@khela/shared';

/**
 * Problems a payment form's fields can have; each is a catalogue key under payments.errors. The
 * rules are the api's (payments/deposits, payments/withdrawals), checked here first so a member
 * hears at once what to fix and nothing is sent that would be refused.
 */
export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'nameFormat'
  | 'referenceFormat'
  | 'accountFormat'
  | 'payoutAccountFormat'
  | 'paymentPasswordRequired'
  | 'paymentPasswordRule';

export const textLimits = { name: 100, reference: 40, remark: 140 } as const;

export function checkText(value: string, max: number): FieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > max ? 'tooLong' : null;
}

/** A person's name as sent: single spaces, none at the ends. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function checkName(value: string): FieldProblem | null {
  const name = normalizeName(value);
  if (!name) return 'required';
  return name.length < 2 || name.length > textLimits.name ? 'nameFormat' : null;
}

/** A transaction id as the channel's statement prints it: no spaces, upper case. */
export function normalizeReference(value: string): string {
  return asciiDigits(value).replace(/\s+/g, '').toUpperCase();
}

export function checkReference(value: string): FieldProblem | null {
  const reference = normalizeReference(value);
  if (!reference) return 'required';
  return /^[A-Z0-9-]{4,40}$/.test(reference) ? null : 'referenceFormat';
}

/** An account number as sent: ASCII digits, without the spaces and dashes people type for reading. */
export function cleanAccountNumber(value: string): string {
  return asciiDigits(value).replace(/[\s-]+/g, '');
}

/** The account a deposit was paid from: 6 to 20 digits (a mobile wallet number or a bank account). */
export function checkPayerAccount(value: string): FieldProblem | null {
  const account = cleanAccountNumber(value);
  if (!account) return 'required';
  return /^\+?\d{6,20}$/.test(account) ? null : 'accountFormat';
}

/** A payout account number in the shape its channel wants (a bKash number is a mobile number). */
export function checkPayoutAccount(value: string, pattern: string | undefined): FieldProblem | null {
  const account = cleanAccountNumber(value);
  if (!account) return 'required';
  let shape = /^\d{6,20}$/;
  try {
    if (pattern) shape = new RegExp(pattern);
  } catch {
    // A pattern this browser cannot read: the api still checks the number.
  }
  return shape.test(account) ? null : 'payoutAccountFormat';
}

/** The payment password the member set in my account: exactly 6 digits. */
export function checkPaymentPasswordEntry(value: string): FieldProblem | null {
  if (!value) return 'paymentPasswordRequired';
  return paymentPasswordPattern.test(value) ? null : 'paymentPasswordRule';
}

/** The first field, in the form's order, that has a problem: it takes the focus. */
export function firstProblem<K extends string>(order: readonly K[], problems: Partial<Record<K, unknown>>): K | undefined {
  return order.find((field) => problems[field]);
}

/** The field an api refusal names (`value.field` of the error envelope), when it is one of `fields`. */
export function refusedField<K extends string>(value: unknown, fields: readonly K[]): K | null {
  const field = (value as { field?: unknown } | null)?.field;
  return typeof field === 'string' && (fields as readonly string[]).includes(field) ? (field as K) : null;
}
