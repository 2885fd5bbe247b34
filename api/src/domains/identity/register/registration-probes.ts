import { ApiError } from '../../../platform/errors';
import type { WindowRule, WindowStore } from '../../../platform/limits';
import type { Merchant } from '../../../platform/merchant/merchant';

/**
 * "That name (or mobile) is taken" tells whether an account exists, so it is answered only after
 * the human checks have passed, and only this many times an hour from one address; past that the
 * address gets 429 register.probe.too.many whether or not the next name is free.
 */
export const TAKEN_ANSWERS_PER_ADDRESS_PER_HOUR = 10;
const rule: WindowRule = { windowMs: 60 * 60 * 1000, max: TAKEN_ANSWERS_PER_ADDRESS_PER_HOUR };

export type TakenCode = 'register.account.taken' | 'register.mobile.taken';

/** Runs the lookup under the limit; throws 409 with the lookup's code when something is taken. */
export async function refuseTaken(
  store: WindowStore,
  merchant: Merchant,
  ip: string | null,
  lookup: () => Promise<TakenCode | null>,
): Promise<void> {
  const key = ip ? `register-probe:${merchant.code}:${ip}` : null;
  if (key && (await store.peek(key, rule)).retryAfterMs > 0) throw new ApiError(429, 'register.probe.too.many');
  const taken = await lookup();
  if (!taken) return;
  if (key) await store.take(key, rule);
  throw new ApiError(409, taken);
}
