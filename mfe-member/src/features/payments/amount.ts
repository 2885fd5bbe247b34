import { parseAmount } from '@/lib/amount-input';

/** A payment's amount field takes at most 12 digits before the point (a trillion taka). */
const paymentWholeDigits = 12;

/**
 * An amount typed in major units ("1,500", "250.5", "১০০০") as integer minor units, or null when
 * it is not one (or has more than 12 whole digits).
 */
export function parsePaymentAmount(text: string): number | null {
  return parseAmount(text, { wholeDigits: paymentWholeDigits });
}

export type AmountProblem = 'required' | 'format' | 'zero' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountBounds {
  min?: number;
  max?: number;
  /** The available balance, when the amount leaves the main wallet. */
  balance?: number | null;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/** Whether a typed amount may be sent: a positive amount within the channel's and the wallet's bounds. */
export function checkAmount(text: string, bounds: AmountBounds = {}): AmountCheck {
  if (!text.trim()) return { ok: false, problem: 'required' };
  const amount = parsePaymentAmount(text);
  if (amount === null) return { ok: false, problem: 'format' };
  if (amount <= 0) return { ok: false, problem: 'zero' };
  if (bounds.min !== undefined && amount < bounds.min) return { ok: false, problem: 'belowMin' };
  if (bounds.max !== undefined && amount > bounds.max) return { ok: false, problem: 'aboveMax' };
  if (bounds.balance !== undefined && bounds.balance !== null && amount > bounds.balance) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, amount };
}

/** Round amounts (in major units) players tap instead of typing. */
const quickSteps = [100, 200, 500, 1000, 2000, 5000, 10000, 25000, 50000];

/** Up to `count` quick amounts, in minor units, that a channel with these bounds accepts. */
export function quickAmounts(min: number, max: number, count = 6): number[] {
  const fitting = quickSteps.map((major) => major * 100).filter((amount) => amount >= min && amount <= max);
  return fitting.slice(0, count);
}
