import type { Static } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import type { VerifyBodySchema, VerifySendBodySchema } from '@khela/contracts';
import { findMemberById } from '../members/member-repo';
import type { Member } from '../members/member';
import { consumeVerificationCode, sendVerificationCode } from '../verification';
import { issueLogin, type LoginAnswer } from './login-answer';
import type { LoginContext } from './login-service';
import {
  closeChallenge,
  countFailedAnswer,
  lockChallenge,
  maskDestination,
  sameAccountName,
  secondFactorMethods,
  consumeTotp,
  type OpenChallenge,
  type SecondFactorMethod,
} from './second-factor';
import { assertMethodOn, countWrongAnswer } from './second-factor-limits';

function destinationOf(member: Member, method: 'sms' | 'email'): string {
  return method === 'sms' ? `+${member.countryDialingCode ?? ''}${member.mobile ?? ''}` : (member.email ?? '');
}

/** A challenge is answered (and its codes sent) only from the address that started the login. */
function assertSameAddress(challenge: OpenChallenge, context: LoginContext): void {
  if (challenge.ip !== context.ip) throw new ApiError(400, 'login.second.factor.address');
}

async function challengedMember(db: Db, merchant: Merchant, memberId: string, method: string): Promise<Member> {
  const member = await findMemberById(db, merchant.code, memberId);
  if (!member) throw new ApiError(400, 'login.second.factor.expired');
  if (!secondFactorMethods(member).includes(method as never)) throw new ApiError(400, 'login.second.factor.method');
  return member;
}

/** Sends the code of a pending second factor to the member's bound mobile or e-mail. */
export async function sendSecondFactorCode(
  db: Db,
  merchant: Merchant,
  body: Static<typeof VerifySendBodySchema>,
  context: LoginContext,
): Promise<{ expiredMinutes: number; destination: string }> {
  const challenge = await db.transaction((tx) => lockChallenge(tx, body.challengeId));
  assertSameAddress(challenge, context);
  const member = await challengedMember(db, merchant, challenge.memberId, body.method);
  const sent = await sendVerificationCode(db, merchant, {
    purpose: 'second-factor',
    channel: body.method === 'sms' ? 'sms' : 'mail',
    destination: destinationOf(member, body.method),
    ip: context.ip,
    language: context.language,
  });
  return { expiredMinutes: sent.expiredMinutes, destination: maskDestination(body.method, member) };
}

/**
 * Checks the answer; a right one opens the session and makes this IP known, a wrong one counts
 * toward the challenge's attempt limit. The count is written even though the call fails.
 */
export async function answerSecondFactor(
  db: Db,
  merchant: Merchant,
  body: Static<typeof VerifyBodySchema>,
  context: LoginContext,
): Promise<LoginAnswer> {
  const challenge = await db.transaction((tx) => lockChallenge(tx, body.challengeId));
  assertSameAddress(challenge, context);
  const member = await challengedMember(db, merchant, challenge.memberId, body.method);
  const method = body.method as SecondFactorMethod;
  await assertMethodOn(context.limits, member.id, method);
  let right: boolean;
  if (body.method === 'sms' || body.method === 'email') {
    try {
      await consumeVerificationCode(db, merchant, { purpose: 'second-factor', destination: destinationOf(member, body.method), code: body.answer.trim() });
      right = true;
    } catch (error) {
      await countFailedAnswer(db, challenge.idHash);
      throw error;
    }
  } else if (body.method === 'bank') {
    right = sameAccountName(body.answer, member.bankAccountName ?? '');
  } else {
    const totp = await consumeTotp(db, member, body.answer.trim());
    if (totp === 'used') throw new ApiError(400, 'login.second.factor.used');
    right = totp === 'right';
  }
  if (!right) {
    await countFailedAnswer(db, challenge.idHash);
    await countWrongAnswer(context.limits, member.id, method);
    throw new ApiError(400, 'login.second.factor.wrong');
  }
  return db.transaction(async (tx) => {
    await lockChallenge(tx, body.challengeId);
    await closeChallenge(tx, challenge.idHash);
    const remember = body.remember && body.deviceId ? { deviceId: body.deviceId } : null;
    return issueLogin(tx, merchant, member, challenge.loginMethod, { ...context, remember });
  });
}
