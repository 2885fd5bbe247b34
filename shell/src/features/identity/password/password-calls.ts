import type { ApiResult } from '@khela/shared';
import { callSealed } from '@khela/shared/sealed';
import type { LoginAnswer } from '../identity-calls';

export interface ChangePasswordBody {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ResetByPhoneBody {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** Sealed; the answer is a fresh login answer (the other sessions end with the old password). */
export function changePassword(body: ChangePasswordBody): Promise<ApiResult<LoginAnswer>> {
  return callSealed<LoginAnswer>('post', '/wps/member/changePassword', body);
}

/** Sealed; sets the new password and answers with a login of the account (SPEC §4). */
export function resetPasswordByPhone(body: ResetByPhoneBody): Promise<ApiResult<LoginAnswer>> {
  return callSealed<LoginAnswer>('post', '/wps/member/setPasswordByPhone', body);
}
