import { api, type ActedOnErrorCode, type AffiliateCheckAnswer, type ApiResult, type RegisterMode, type RegisterValidation } from '@khela/shared';
import { callSealed } from '@khela/shared/sealed';
import type { LoginAnswer } from '../identity-calls';

/** The registration calls (docs/identity.md, "Wire contract"); the SMS code is verification-calls'. */
export const registerPaths = {
  validation: '/wps/member/regValidata',
  affiliateCheck: '/wps/member/affiliate/check',
  register: '/wps/member/register',
  registerMobile: '/wps/member/registerMobile',
} as const;

export function fetchRegisterValidation(): Promise<ApiResult<RegisterValidation>> {
  return api.get<RegisterValidation>(registerPaths.validation);
}

/** Valid codes answer `{ valid: true }`; an unknown one answers 400 `affiliate.invalid`. */
export function checkAffiliateCode(code: string, domain: string): Promise<ApiResult<AffiliateCheckAnswer>> {
  return api.get<AffiliateCheckAnswer>(registerPaths.affiliateCheck, { searchParams: { code, domain } });
}

export const affiliateInvalidCode = 'affiliate.invalid' satisfies ActedOnErrorCode;

/** PUT /wps/member/register or /registerMobile with a sealed body; the answer is a login answer. */
export function submitRegistration(mode: RegisterMode, payload: Record<string, unknown>): Promise<ApiResult<LoginAnswer>> {
  return callSealed<LoginAnswer>('put', registerPaths[mode], payload);
}
