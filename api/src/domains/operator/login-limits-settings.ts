import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { forgetMerchants } from '../../platform/merchant/merchant-cache';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { parseIdentitySettings } from '../identity';
import { LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX, LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN } from '@khela/contracts';

export interface LoginLimitsChange {
  loginFailuresPerAddressPerHour: number;
}

export interface BrandLoginLimits {
  merchant: string;
  loginFailuresPerAddressPerHour: number;
  previous: number;
}

/**
 * Sets how many failed password logins one address gets per hour in a brand (docs/identity.md,
 * "Login limits"): an admin of that brand or of every brand, recorded in the action record with
 * the value it replaced. The brand is read again by this server's next request; other servers
 * within the merchant cache's TTL (5 s).
 */
export async function setLoginLimits(db: Db, actor: OperatorActor, merchantCode: string, change: LoginLimitsChange): Promise<BrandLoginLimits> {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
  const perHour = change.loginFailuresPerAddressPerHour;
  if (!Number.isInteger(perHour) || perHour < LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN || perHour > LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX) {
    throw new ApiError(400, 'operator.login.limits.range', { min: LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MIN, max: LOGIN_FAILURES_PER_ADDRESS_PER_HOUR_MAX });
  }
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ identity_settings: unknown }>('SELECT identity_settings FROM merchants WHERE code = $1 FOR UPDATE', [merchantCode]);
    if (!row) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    const previous = parseIdentitySettings(row.identity_settings).loginFailuresPerAddressPerHour;
    await tx.query(
      `UPDATE merchants SET identity_settings = identity_settings || jsonb_build_object('loginFailuresPerAddressPerHour', $2::int),
         updated_at = now() WHERE code = $1`,
      [merchantCode, perHour],
    );
    await recordOperatorAction(tx, actor, {
      action: 'merchant.login-limits',
      merchantCode,
      target: merchantCode,
      details: { loginFailuresPerAddressPerHour: perHour, previous },
    });
    return { merchant: merchantCode, loginFailuresPerAddressPerHour: perHour, previous };
  });
  forgetMerchants();
  return result;
}
