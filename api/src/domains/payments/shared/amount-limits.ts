import { ApiError } from '../../../platform/errors';
import { formatAmount, toWire } from './money';

/** 400 with the limit in the message and both limits in the value (the page shows them). */
export function assertAmountWithin(amount: bigint, min: bigint, max: bigint, currencySymbol: string): void {
  const value = { min: toWire(min), max: toWire(max) };
  if (amount < min) throw new ApiError(400, 'payment.amount.below.min', { min: formatAmount(min, currencySymbol) }, value);
  if (amount > max) throw new ApiError(400, 'payment.amount.above.max', { max: formatAmount(max, currencySymbol) }, value);
}
