import { randomInt } from 'node:crypto';
import { validateField } from '@khela/contracts/rules';
import type { RegisterRule } from '../../../platform/merchant/merchant';

const LETTERS_AND_DIGITS = 'abcdefghjkmnpqrstuvwxyz23456789';
const DIGITS = '23456789';
/** At least this many random characters, so names are hard to guess and rarely collide. */
const RANDOM_PART = 4;
const PREFERRED_LENGTH = 10;

function lengthFor(rule: RegisterRule | undefined): number {
  if (!rule) return PREFERRED_LENGTH;
  const min = Math.max(rule.minLength, RANDOM_PART + 1);
  return Math.min(Math.max(PREFERRED_LENGTH, min), Math.max(rule.maxLength, min));
}

/**
 * A username for a member made by a social login: the provider's id, then random letters and
 * digits ending in a digit ('googlek3m7'), as long as the brand's username rule wants. A letter
 * comes first and letters and digits both appear, which the usual username patterns ask for.
 */
export function oidcAccountCandidate(providerId: string, rule: RegisterRule | undefined): string {
  const length = lengthFor(rule);
  const prefix = providerId.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, length - RANDOM_PART) || 'u';
  const middle = Array.from({ length: length - prefix.length - 1 }, () => LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)]);
  return `${prefix}${middle.join('')}${DIGITS[randomInt(DIGITS.length)]}`;
}

/** Whether the brand's username rule accepts the name (no rule, or a switched-off one, accepts all). */
export function fitsUsernameRule(account: string, rule: RegisterRule | undefined): boolean {
  return !rule || validateField(rule, account) === null;
}
