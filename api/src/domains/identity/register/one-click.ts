import { randomInt } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import type { Member } from '../members/member';
import { MEMBER_TYPE, TRIAL_TYPE } from '../members/member';
import { insertMember } from '../members/member-repo';
import { hashPassword } from '../passwords/password-hash';
import { temporaryPassword } from '../passwords/emailed-password';
import { consumeSliderToken } from '../verification';
import type { LoginContext } from '../login/login-service';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const LETTERS_AND_DIGITS = `${LETTERS}23456789`;

/** A username that fits the usual rule (a letter first, letters and digits, 6–11 long). */
function generatedAccount(prefix: string): string {
  const tail = Array.from({ length: 9 - prefix.length }, () => LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)]).join('');
  return `${prefix}${tail}${randomInt(10)}`;
}

async function createGeneratedMember(db: Db, merchant: Merchant, type: number, prefix: string, context: LoginContext): Promise<{ member: Member; password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  for (let tries = 0; tries < 5; tries += 1) {
    const account = generatedAccount(prefix);
    const member = await insertMember(db, {
      merchantCode: merchant.code,
      account,
      nickname: account,
      type,
      passwordHash,
      registerMethod: 'WEB',
      registerIp: context.ip,
      language: context.language,
    });
    if (member) return { member, password };
  }
  throw new ApiError(503, 'server.unavailable');
}

/** One-click registration: generated credentials, shown to the player once. */
export async function createOneClickMember(db: Db, merchant: Merchant, sliderToken: string | undefined, context: LoginContext) {
  if (!merchant.whitelabelSwitches.USERNAMEREG3) throw new ApiError(403, 'register.type.disabled');
  if (merchant.identity.sliderRequired && !(sliderToken && (await consumeSliderToken(db, sliderToken)))) {
    throw new ApiError(400, 'login.slider.required');
  }
  return createGeneratedMember(db, merchant, MEMBER_TYPE, LETTERS[randomInt(LETTERS.length)]!, context);
}

/** Free play (FREEPLAY3): a trial account (type 4) that can look around but not play or pay. */
export async function createTrialMember(db: Db, merchant: Merchant, context: LoginContext) {
  if (!merchant.whitelabelSwitches.FREEPLAY3) throw new ApiError(403, 'trial.disabled');
  return createGeneratedMember(db, merchant, TRIAL_TYPE, 'try', context);
}
