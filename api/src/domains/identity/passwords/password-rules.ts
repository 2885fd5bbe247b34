import { validatePassword } from '@khela/contracts/rules';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { isCommonPassword } from './common-passwords';

/** A new login password: the brand's password rule (the form's own engine), then the common-password list. */
export function assertNewPassword(merchant: Merchant, password: string): void {
  const violation = validatePassword(merchant.registerRules, password);
  if (violation) throw new ApiError(400, 'password.rule', {}, { violations: [violation] });
  if (isCommonPassword(password)) throw new ApiError(400, 'password.common');
}
