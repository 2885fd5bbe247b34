import type { Db } from '../../../platform/db/db';
import type { WindowStore } from '../../../platform/limits';
import type { Language } from '../../../platform/i18n/language';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import type { LoginBody } from '@khela/contracts';
import { isAgentType, TRIAL_TYPE, type Member } from '../members/member';
import { findMemberByAccount, findMemberById, findMemberByMobile, normalizeAccount } from '../members/member-repo';
import { decoyHash, verifyPassword } from '../passwords/password-hash';
import type { SessionContext } from '../sessions/session-store';
import { consumeSliderToken, consumeVerificationCode, normalizeMobile, verifyCaptcha } from '../verification';
import { issueLogin, recordAttempt, type LoginAnswer } from './login-answer';
import { captchaNext, judgeLoginTry, placeOf, rememberDevice } from './login-limits';
import { consumeRememberToken } from './remember-tokens';
import { consumeEmailedPassword } from '../passwords/emailed-password';
import { createChallenge, needsSecondFactor } from './second-factor';
import { offeredMethods } from './second-factor-limits';

/** Who is asking, and the counters of the guessing limits (the app's `limits`). */
export type LoginContext = SessionContext & { language: Language; limits: WindowStore };

function refuseNonAgent(body: LoginBody, member: Member): void {
  if (body.portal === 'agent' && !isAgentType(member.type)) throw new ApiError(403, 'login.not.agent');
}

/** The member's password, or a live password sent by the forgot-by-email flow (then forced to change). */
async function passwordMatches(db: Db, member: Member | null, password: string): Promise<boolean> {
  if (!member) {
    await verifyPassword(password, await decoyHash());
    return false;
  }
  if (await verifyPassword(password, member.passwordHash)) return true;
  return consumeEmailedPassword(db, member.id, password);
}

/**
 * Username and password (SPEC §4): the limits judge the try first (per address, per account, a
 * stranger's checks: docs/identity.md), then the captcha and slider it needs, then the password,
 * the failure counted before the check and forgiven when right; a new IP then asks for a second
 * factor before any session exists.
 */
async function loginWithPassword(db: Db, merchant: Merchant, body: LoginBody, context: LoginContext): Promise<LoginAnswer> {
  const account = normalizeAccount(body.username);
  const found = await findMemberByAccount(db, merchant.code, account);
  const member = found && found.type !== TRIAL_TYPE ? found : null;
  const place = await placeOf(db, member?.id ?? null, context.ip, body.deviceId);
  const attempt = await judgeLoginTry(context.limits, merchant, { account, ip: context.ip, place });
  if (attempt.needsCaptcha) {
    if (!body.captchaId || !body.captcha) throw new ApiError(400, 'login.captcha.required', {}, { captcha: true });
    if (!(await verifyCaptcha(db, body.captchaId, body.captcha))) throw new ApiError(400, 'login.captcha.wrong', {}, { captcha: true });
  }
  if (attempt.needsSlider && !(body.sliderToken && (await consumeSliderToken(db, body.sliderToken)))) {
    throw new ApiError(400, 'login.slider.required');
  }
  const reserved = await attempt.reserve();

  if (!(await passwordMatches(db, member, body.password)) || !member) {
    await recordAttempt(db, { merchantCode: merchant.code, memberId: member?.id ?? null, account, method: 'username', success: false, reason: 'password', ...context });
    throw new ApiError(400, 'login.failed', {}, { captcha: await captchaNext(context.limits, merchant, account, place) });
  }
  await reserved.forgive();
  refuseNonAgent(body, member);
  const fresh = (await findMemberById(db, merchant.code, member.id)) ?? member;
  if (await needsSecondFactor(db, fresh, context.ip)) {
    const challengeId = await createChallenge(db, fresh, 'username', context.ip);
    throw new ApiError(403, 'login.second.factor', {}, { challengeId, methods: await offeredMethods(context, fresh) });
  }
  await rememberDevice(db, fresh, body.deviceId, context.ip);
  return issueLogin(db, merchant, fresh, 'username', { ...context, remember: rememberOf(body) });
}

function rememberOf(body: { remember?: boolean; deviceId?: string }): { deviceId: string } | null {
  return body.remember && body.deviceId ? { deviceId: body.deviceId } : null;
}

/** Mobile number and SMS code (MOBILEVERCODELOGIN3): the code proves the phone, no second factor. */
async function loginWithSms(db: Db, merchant: Merchant, body: LoginBody, context: LoginContext): Promise<LoginAnswer> {
  if (!merchant.whitelabelSwitches.MOBILEVERCODELOGIN3) throw new ApiError(403, 'sms.disabled');
  const mobile = normalizeMobile(body.countryDialingCode ?? merchant.identity.countryDialingCode, body.username);
  if (!mobile) throw new ApiError(400, 'sms.phone.invalid');
  await consumeVerificationCode(db, merchant, { purpose: 'login', destination: mobile.e164, code: body.password });
  const member = await findMemberByMobile(db, merchant.code, mobile.countryDialingCode, mobile.national);
  if (!member) throw new ApiError(400, 'login.failed', {}, { captcha: false });
  refuseNonAgent(body, member);
  return issueLogin(db, merchant, member, 'sms', { ...context, remember: rememberOf(body) });
}

/** Remember me: the device-bound token stands in for the password once, and is rotated. */
async function loginWithRememberToken(db: Db, merchant: Merchant, body: LoginBody, context: LoginContext): Promise<LoginAnswer> {
  const memberId = body.deviceId ? await consumeRememberToken(db, body.password, body.deviceId) : null;
  const member = memberId ? await findMemberById(db, merchant.code, memberId) : null;
  if (!member || member.account !== normalizeAccount(body.username)) throw new ApiError(400, 'login.remember.expired');
  refuseNonAgent(body, member);
  // The token proves the device, not the place: from an address the member never used, a second factor too.
  if (await needsSecondFactor(db, member, context.ip)) {
    const challengeId = await createChallenge(db, member, 'remember', context.ip);
    throw new ApiError(403, 'login.second.factor', {}, { challengeId, methods: await offeredMethods(context, member) });
  }
  await rememberDevice(db, member, body.deviceId, context.ip);
  return issueLogin(db, merchant, member, 'remember', { ...context, remember: rememberOf({ remember: true, deviceId: body.deviceId }) });
}

export function login(db: Db, merchant: Merchant, body: LoginBody, context: LoginContext): Promise<LoginAnswer> {
  if (body.type === 'sms') return loginWithSms(db, merchant, body, context);
  if (body.type === 'remember') return loginWithRememberToken(db, merchant, body, context);
  return loginWithPassword(db, merchant, body, context);
}

