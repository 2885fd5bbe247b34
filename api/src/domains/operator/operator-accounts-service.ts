import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { findMerchant } from '../../platform/merchant/merchant-repo';
import { hashPassword } from '../identity';
import { insertOperator, type OperatorAccount, setOperatorActive } from './operator-accounts';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN, type OperatorRole } from '@khela/contracts';

export interface OpenOperatorRequest {
  username: string;
  password: string;
  role: OperatorRole;
  /** Omitted: the opener's own brand (every brand for an unscoped opener). */
  merchant?: string | null;
}

/**
 * Opens an operator account (admins only, checked by the caller). An admin of one brand opens
 * accounts of that brand only; an unscoped admin (or 'system') may open accounts for every brand.
 */
export async function openOperatorAccount(db: Db, actor: OperatorActor, request: OpenOperatorRequest): Promise<OperatorAccount> {
  // The route's schema checks these too; the CLI writing the database directly has only this.
  if (!new RegExp(OPERATOR_USERNAME_PATTERN).test(request.username)) {
    throw new ApiError(400, 'request.invalid', { detail: 'username: a letter, then 2–31 letters, digits, _ . -' });
  }
  if (request.password.length < OPERATOR_PASSWORD_MIN || request.password.length > 128) {
    throw new ApiError(400, 'request.invalid', { detail: `password: ${OPERATOR_PASSWORD_MIN} to 128 characters` });
  }
  const merchantCode = request.merchant === undefined ? actor.merchantCode : request.merchant;
  if (actor.merchantCode && merchantCode !== actor.merchantCode) throw new ApiError(403, 'operator.forbidden');
  if (merchantCode && !(await findMerchant(db, merchantCode))) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const created = await insertOperator(tx, { username: request.username, passwordHash, role: request.role, merchantCode });
    if (!created) throw new ApiError(409, 'operator.username.taken');
    await recordOperatorAction(tx, actor, {
      action: 'operator.create',
      merchantCode,
      target: created.username,
      details: { role: created.role },
    });
    return created;
  });
}

/** Switches an operator account off (its sessions end at once) or back on. */
export async function switchOperatorAccount(db: Db, actor: OperatorActor, username: string, active: boolean): Promise<OperatorAccount> {
  return db.transaction(async (tx) => {
    const [target] = await tx.query<{ merchant_code: string | null }>('SELECT merchant_code FROM operators WHERE username = lower($1)', [username]);
    if (!target) throw new ApiError(404, 'operator.unknown', { username: username.slice(0, 64) });
    if (actor.merchantCode && target.merchant_code !== actor.merchantCode) throw new ApiError(403, 'operator.forbidden');
    if (actor.id !== null && actor.username === username.toLowerCase() && !active) throw new ApiError(409, 'operator.self');
    const switched = await setOperatorActive(tx, username, active);
    if (!switched) throw new ApiError(404, 'operator.unknown', { username: username.slice(0, 64) });
    await recordOperatorAction(tx, actor, {
      action: active ? 'operator.enable' : 'operator.disable',
      merchantCode: switched.merchantCode,
      target: switched.username,
    });
    return switched;
  });
}
