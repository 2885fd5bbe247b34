import { type RuleViolation, usernameFromMobile, validateRegistration } from '@khela/contracts/rules';
import type { RegisterBody } from '@khela/contracts';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { MEMBER_TYPE } from '../members/member';
import { findMemberByAccount, findMemberByAffiliateCode, findMemberByMobile, insertMember } from '../members/member-repo';
import { isCommonPassword } from '../passwords/common-passwords';
import { hashPassword } from '../passwords/password-hash';
import { temporaryPassword } from '../passwords/emailed-password';
import { consumeSliderToken, consumeVerificationCode, normalizeMobile, verifyCaptcha } from '../verification';
import { issueLogin, type LoginAnswer } from '../login/login-answer';
import type { LoginContext } from '../login/login-service';
import { refuseTaken } from './registration-probes';

export type RegisterMode = 'register' | 'registerMobile';

/** Profile fields kept as registered; the rules decide which a brand asks for. */
const PROFILE_FIELDS = ['payeeName', 'qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'zalo',
  'telegram', 'fullname', 'birthday'] as const;

function fieldViolation(violations: RuleViolation[]): ApiError {
  const first = violations[0]!;
  return new ApiError(400, 'register.field.invalid', { field: first.field }, { violations });
}

/** The affiliate code names an existing member of this brand (the new member's upline). */
export async function checkAffiliateCode(db: Db, merchant: Merchant, code: string): Promise<string> {
  const upline = /^[A-Za-z0-9]{4,16}$/.test(code.trim()) ? await findMemberByAffiliateCode(db, merchant.code, code) : null;
  if (!upline) throw new ApiError(400, 'affiliate.invalid');
  return upline.id;
}

/**
 * A friend's invite code (docs/referral.md): the member's own code, sent as `referralCode` by the
 * register route's link. It names a member of this brand (never an upline: the agent program's
 * affiliateCode does that); answered normalised, as the referral trigger (migration 050) matches it.
 */
export async function checkReferralCode(db: Db, merchant: Merchant, code: string): Promise<string> {
  const referrer = /^[A-Za-z0-9]{4,16}$/.test(code.trim()) ? await findMemberByAffiliateCode(db, merchant.code, code) : null;
  if (!referrer) throw new ApiError(400, 'referral.invalid');
  return referrer.affiliateCode;
}

/**
 * Registration (SPEC §4): the brand's switches, the age confirmation, the same rules engine the
 * form runs, the affiliate code, captcha and slider, names taken (limited), the SMS code; then the member and a session.
 * Every check runs before anything is written; the member and its first session are one transaction.
 */
export async function registerMember(
  db: Db,
  merchant: Merchant,
  mode: RegisterMode,
  body: RegisterBody,
  context: LoginContext,
): Promise<LoginAnswer> {
  const switches = merchant.whitelabelSwitches;
  if (!(mode === 'register' ? switches.USERNAMEREG3 : switches.MOBILENUMREG3)) throw new ApiError(403, 'register.type.disabled');
  if (body.ageConfirmed !== true) throw new ApiError(400, 'register.age.required', { age: merchant.identity.ageLimit });

  const smsEnabled = Boolean(switches.REGMOBVERF3);
  const mobileRegPass = Boolean(switches.MOBILENUMPASSREG3);
  const form: Record<string, string> = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const violations = validateRegistration(merchant.registerRules, form, { mode, smsEnabled, mobileRegPass });
  if (violations.length > 0) throw fieldViolation(violations);

  const mobile = body.mobileNum ? normalizeMobile(body.countryDialingCode ?? merchant.identity.countryDialingCode, body.mobileNum) : null;
  if (body.mobileNum && !mobile) throw new ApiError(400, 'sms.phone.invalid');
  const username = mode === 'registerMobile' && !body.username ? usernameFromMobile(body.mobileNum ?? '') : (body.username ?? '');
  const password = mode === 'registerMobile' && !mobileRegPass ? temporaryPassword() : (body.password ?? '');
  if (isCommonPassword(password)) throw new ApiError(400, 'password.common');

  const uplineId = body.affiliateCode ? await checkAffiliateCode(db, merchant, body.affiliateCode) : null;
  const referralCode = body.referralCode?.trim() ? await checkReferralCode(db, merchant, body.referralCode) : null;
  const captchaRule = merchant.registerRules.find((rule) => rule.field === 'captcha');
  if (captchaRule?.enabled && !(body.captchaId && body.captcha && (await verifyCaptcha(db, body.captchaId, body.captcha)))) {
    throw new ApiError(400, 'login.captcha.wrong', {}, { captcha: true });
  }
  if (merchant.identity.sliderRequired && !(body.sliderToken && (await consumeSliderToken(db, body.sliderToken)))) {
    throw new ApiError(400, 'login.slider.required');
  }
  // Only now, past the human checks, may the answer say a name or number is taken (and not too often).
  await refuseTaken(context.limits, merchant, context.ip, async () => {
    if (await findMemberByAccount(db, merchant.code, username)) return 'register.account.taken';
    if (mobile && (await findMemberByMobile(db, merchant.code, mobile.countryDialingCode, mobile.national))) return 'register.mobile.taken';
    return null;
  });
  // Outside the transaction on purpose: a wrong code must count as an attempt even though we refuse.
  if (smsEnabled && mobile) {
    await consumeVerificationCode(db, merchant, { purpose: 'register', destination: mobile.e164, code: body.verificationCode ?? '' });
  }
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((field) => (body[field] ? [[field, body[field]!]] : [])));
    const member = await insertMember(tx, {
      merchantCode: merchant.code,
      account: username,
      nickname: body.nickname?.trim() || username,
      type: MEMBER_TYPE,
      passwordHash,
      countryDialingCode: mobile?.countryDialingCode ?? null,
      mobile: mobile?.national ?? null,
      email: body.email?.trim() || null,
      bankAccountName: body.payeeName?.trim() || null,
      uplineId,
      referralCode,
      profile,
      registerMethod: 'WEB',
      registerUrl: body.registerUrl ?? null,
      registerDomain: body.domain ?? null,
      registerIp: context.ip,
      language: context.language,
    });
    if (!member) throw new ApiError(409, 'register.account.taken');
    return issueLogin(tx, merchant, member, 'register', context);
  });
}
