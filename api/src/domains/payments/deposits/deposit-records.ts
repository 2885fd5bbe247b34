import { type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';
import type { Language, LocalizedText } from '../../../platform/i18n/language';
import { ApiError } from '../../../platform/errors';
import { orderTable } from '../shared/order-tables';
import { normalizeDepositCode } from './deposit-codes';
import { memberOrderView, operatorOrderView } from '../shared/order-views';
import type { RequestStatus, ChannelKind } from '@khela/contracts';

/** A deposit order as stored. */
export interface DepositOrder {
  id: string;
  orderNo: string;
  merchantCode: string;
  memberId: string;
  account: string;
  channelCode: string;
  channelName: LocalizedText;
  kind: ChannelKind;
  amount: bigint;
  status: RequestStatus;
  requestId: string;
  reference: string | null;
  /** Manual: the code Khela issued for the payer to write in the payment's reference (null on orders older than it). */
  depositCode: string | null;
  /** Manual: how many orders of the channel claim this reference (1: only this one); 0 without a reference. */
  referenceClaims: number;
  payerAccount: string | null;
  payerName: string | null;
  gatewayTradeNo: string | null;
  payUrl: string | null;
  reason: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A deposit_orders row as selected: a DepositOrder but for its amount (int8), as text. */
type DepositRow = WithTextFields<DepositOrder, 'amount'>;

const COLUMNS = selectInto<DepositRow>({
  id: 'd.id::text', orderNo: 'd.order_no', merchantCode: 'd.merchant_code', memberId: 'd.member_id::text', account: 'm.account',
  channelCode: 'd.channel_code', channelName: 'c.name', kind: 'd.kind', amount: 'd.amount::text', status: 'd.status',
  requestId: 'd.request_id', reference: 'd.reference', depositCode: 'd.deposit_code', payerAccount: 'd.payer_account', payerName: 'd.payer_name',
  referenceClaims: `(SELECT count(*)::int FROM deposit_orders o
                      WHERE o.merchant_code = d.merchant_code AND o.channel_code = d.channel_code AND o.reference = d.reference)`,
  gatewayTradeNo: 'd.gateway_trade_no', payUrl: 'd.pay_url', reason: 'd.reason', decidedBy: 'd.decided_by',
  createdAt: 'd.created_at', decidedAt: 'd.decided_at',
});

const SELECT = `SELECT ${COLUMNS}
  FROM deposit_orders d
  JOIN members m ON m.id = d.member_id
  JOIN payment_channels c ON c.merchant_code = d.merchant_code AND c.code = d.channel_code`;

const toOrder = (row: DepositRow): DepositOrder => ({ ...row, amount: BigInt(row.amount) });

const deposits = orderTable({ table: 'deposit_orders', alias: 'd', select: SELECT, toRecord: toOrder });
export const findDeposit = deposits.find;
export const findDepositByRequest = deposits.findByRequest;
export const listDeposits = deposits.list;

/** A brand's manual deposit by the code Khela issued it (what the payer wrote in the payment's reference). */
export async function findDepositByCode(db: Queryable, merchantCode: string, depositCode: string): Promise<DepositOrder | null> {
  const [row] = await db.query<DepositRow>(`${SELECT} WHERE d.merchant_code = $1 AND d.deposit_code = $2`, [merchantCode, depositCode]);
  return row ? toOrder(row) : null;
}

/** What the member's deposit record shows. */
export function memberDepositView(order: DepositOrder, language: Language) {
  return {
    ...memberOrderView(order, language),
    kind: order.kind,
    // An open gateway order can be paid from the record (the payer closed the gateway page).
    ...(order.kind === 'gateway' && order.status === 'IN_PROCESS' && order.payUrl ? { payUrl: order.payUrl } : {}),
    // A manual order's code: the payer writes it in the payment's reference.
    ...(order.depositCode ? { depositCode: order.depositCode } : {}),
  };
}

/** What an operator sees: the member and what the payer submitted. */
export function operatorDepositView(order: DepositOrder, language: Language) {
  return {
    ...operatorOrderView(order, memberDepositView(order, language)),
    reference: order.reference,
    // Other members may claim the same transaction id: the operator checks the payer against the statement.
    referenceClaims: order.referenceClaims,
    payerAccount: order.payerAccount,
    payerName: order.payerName,
    gatewayTradeNo: order.gatewayTradeNo,
  };
}

/**
 * What an operator finds by a deposit code (the /ops route and `operator deposit find`): the
 * brand's order with that code, or 400/404 with a translated message.
 */
export async function findDepositByCodeForOperator(db: Queryable, merchantCode: string, raw: string, language: Language = 'en') {
  const code = normalizeDepositCode(raw);
  if (!code) throw new ApiError(400, 'depositReference.invalid');
  // Only this brand's orders: the same code may name another brand's order.
  const order = await findDepositByCode(db, merchantCode, code);
  if (!order) throw new ApiError(404, 'depositReference.unknown', { code });
  return operatorDepositView(order, language);
}
