import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import type { Ledger } from '../../wallet';
import { AlreadyDecided, type DepositDecision, decideDeposit, decisionStatus } from '../deposits/deposit-decisions';
import { findDeposit } from '../deposits/deposit-records';
import type { DepositApprovedListeners } from '../deposits/deposit-approved-port';
import type { PaymentsOptions } from '../payments-options';
import { gatewayKeys } from '../../../platform/secrets/secret-rotations';
import { hasValidSignature, type SignedFields } from './gateway-signature';
import type { GatewayStatus, RequestStatus } from '@khela/contracts';


export interface GatewayNotification extends SignedFields {
  merchantId: string;
  orderNo: string;
  tradeNo: string;
  amount: string;
  currency: string;
  status: GatewayStatus;
  sign: string;
}

export interface NotificationAnswer {
  orderNo: string;
  status: RequestStatus;
}

function decisionFor(status: GatewayStatus): DepositDecision {
  if (status === 'PAID') return { outcome: 'approve' };
  return { outcome: 'reject', reason: status === 'CANCELLED' ? 'payment.reason.gateway.cancelled' : 'payment.reason.gateway.failed' };
}

/**
 * The gateway's word on an order. Believed only when signed with the shared secret and when it
 * names a gateway order of that brand with the same amount, currency and trade number; anything
 * else is a 4xx and changes nothing. A replay (or a retry after a lost answer) finds the order
 * decided the same way and gets the same answer; a notification contradicting an earlier decision
 * is 409 payment.already.decided and changes nothing.
 */
export async function acceptNotification(db: Db, ledger: Ledger, options: PaymentsOptions, notification: GatewayNotification, depositApproved?: DepositApprovedListeners): Promise<NotificationAnswer> {
  // During a rotation's overlap the current and the next secret both sign (README "Running in production").
  const { accepted } = await gatewayKeys(db, options.gatewaySecret);
  if (!accepted.some((secret) => hasValidSignature(notification, secret))) throw new ApiError(401, 'payment.notify.signature');
  const order = await findDeposit(db, notification.orderNo);
  if (!order || order.kind !== 'gateway' || order.merchantCode !== notification.merchantId) throw new ApiError(404, 'payment.order.unknown');
  const merchant = await findMerchant(db, order.merchantCode);
  if (BigInt(notification.amount) !== order.amount || merchant?.currency !== notification.currency) throw new ApiError(400, 'payment.notify.amount');
  if (order.gatewayTradeNo !== null && order.gatewayTradeNo !== notification.tradeNo) throw new ApiError(400, 'payment.notify.invalid');
  const decision = decisionFor(notification.status);
  try {
    const decided = await decideDeposit(db, ledger, order, decision, { by: 'gateway' }, depositApproved);
    return { orderNo: decided.orderNo, status: decided.status };
  } catch (error) {
    if (!(error instanceof AlreadyDecided)) throw error;
    if (error.order.status !== decisionStatus(decision)) throw new ApiError(409, 'payment.already.decided');
    return { orderNo: error.order.orderNo, status: error.order.status };
  }
}
