import { ApiError } from '../../../platform/errors';
import type { WindowRule, WindowStore } from '../../../platform/limits';
import type { Member } from '../members/member';
import { type SecondFactorMethod, secondFactorMethods } from './second-factor';

/**
 * Wrong second-factor answers per member and method in a day. Each challenge is one password away,
 * so a limit per challenge alone let anyone who knew the password guess the bank account name
 * forever; past this, the method is off for the member until the oldest wrong answer is a day old.
 * The codes by SMS and mail have their own limits (verification/codes.ts).
 */
export const WRONG_ANSWERS_PER_DAY = 5;
const dayRule: WindowRule = { windowMs: 24 * 60 * 60 * 1000, max: WRONG_ANSWERS_PER_DAY };
const LIMITED: readonly SecondFactorMethod[] = ['bank', 'totp'];

const keyOf = (memberId: string, method: SecondFactorMethod) => `second-factor:${method}:${memberId}`;

export async function methodIsOff(store: WindowStore, memberId: string, method: SecondFactorMethod): Promise<boolean> {
  if (!LIMITED.includes(method)) return false;
  return (await store.peek(keyOf(memberId, method), dayRule)).retryAfterMs > 0;
}

/** Refuses a limited method that is off today (429 login.second.factor.off). */
export async function assertMethodOn(store: WindowStore, memberId: string, method: SecondFactorMethod): Promise<void> {
  if (await methodIsOff(store, memberId, method)) throw new ApiError(429, 'login.second.factor.off');
}

/** Counts a wrong answer of a limited method. */
export async function countWrongAnswer(store: WindowStore, memberId: string, method: SecondFactorMethod): Promise<void> {
  if (LIMITED.includes(method)) await store.take(keyOf(memberId, method), dayRule);
}

/** The methods a challenge offers: the member's bound factors less those off today. */
export async function offeredMethods(context: { limits: WindowStore }, member: Member): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  for (const method of secondFactorMethods(member)) {
    if (!(await methodIsOff(context.limits, member.id, method))) methods.push(method);
  }
  return methods;
}
