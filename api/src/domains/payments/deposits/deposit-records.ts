import type { Queryable } from '../../../platform/db/db';
import type { Language, LocalizedText } from '../../../platform/i18n/language';
import { pickText } from '../../../platform/i18n/language';
import { toWire } from '../shared/money';
import { listOrders, type OrderQuery } from '../shared/order-lists';
import { iso, reasonText } from '../shared/request-status';
import type { Page, RequestStatus, ChannelKind } from '@khela/contracts';

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
  payerAccount: string | null;
  payerName: string | null;
  gatewayTradeNo: string | null;
  payUrl: string | null;
  reason: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

interface DepositRow {
  id: string;
  order_no: string;
  merchant_code: string;
  member_id: string;
  account: string;
  channel_code: string;
  channel_name: LocalizedText;
  kind: ChannelKind;
  amount: string;
  status: RequestStatus;
  request_id: string;
  reference: string | null;
  payer_account: string | null;
  payer_name: string | null;
  gateway_trade_no: string | null;
  pay_url: string | null;
  reason: string | null;
  decided_by: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT d.id::text, d.order_no, d.merchant_code, d.member_id::text, m.account, d.channel_code, c.name AS channel_name,
    d.kind, d.amount::text, d.status, d.request_id, d.reference, d.payer_account, d.payer_name, d.gateway_trade_no, d.pay_url,
    d.reason, d.decided_by, d.created_at, d.decided_at
  FROM deposit_orders d
  JOIN members m ON m.id = d.member_id
  JOIN payment_channels c ON c.merchant_code = d.merchant_code AND c.code = d.channel_code`;

function toOrder(row: DepositRow): DepositOrder {
  return {
    id: row.id,
    orderNo: row.order_no,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    account: row.account,
    channelCode: row.channel_code,
    channelName: row.channel_name,
    kind: row.kind,
    amount: BigInt(row.amount),
    status: row.status,
    requestId: row.request_id,
    reference: row.reference,
    payerAccount: row.payer_account,
    payerName: row.payer_name,
    gatewayTradeNo: row.gateway_trade_no,
    payUrl: row.pay_url,
    reason: row.reason,
    decidedBy: row.decided_by,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
  };
}

export async function findDeposit(db: Queryable, orderNo: string, options: { forUpdate?: boolean } = {}): Promise<DepositOrder | null> {
  const [row] = await db.query<DepositRow>(`${SELECT} WHERE d.order_no = $1${options.forUpdate ? ' FOR UPDATE OF d' : ''}`, [orderNo]);
  return row ? toOrder(row) : null;
}

export async function findDepositByRequest(db: Queryable, memberId: string, requestId: string): Promise<DepositOrder | null> {
  const [row] = await db.query<DepositRow>(`${SELECT} WHERE d.member_id = $1 AND d.request_id = $2`, [memberId, requestId]);
  return row ? toOrder(row) : null;
}

export type DepositQuery = OrderQuery;

export function listDeposits(db: Queryable, query: DepositQuery): Promise<Page<DepositOrder>> {
  return listOrders(db, { table: 'deposit_orders', alias: 'd', select: SELECT, toRecord: toOrder }, query);
}

/** What the member's deposit record shows. */
export function memberDepositView(order: DepositOrder, language: Language) {
  return {
    orderNo: order.orderNo,
    channel: order.channelCode,
    channelName: pickText(order.channelName, language) || order.channelCode,
    kind: order.kind,
    amount: toWire(order.amount),
    status: order.status,
    createdAt: iso(order.createdAt)!,
    decidedAt: iso(order.decidedAt),
    reason: reasonText(order.reason, language),
    // An open gateway order can be paid from the record (the payer closed the gateway page).
    ...(order.kind === 'gateway' && order.status === 'IN_PROCESS' && order.payUrl ? { payUrl: order.payUrl } : {}),
  };
}

/** What an operator sees: the member and what the payer submitted. */
export function operatorDepositView(order: DepositOrder, language: Language) {
  return {
    ...memberDepositView(order, language),
    memberId: order.memberId,
    account: order.account,
    reference: order.reference,
    payerAccount: order.payerAccount,
    payerName: order.payerName,
    gatewayTradeNo: order.gatewayTradeNo,
    decidedBy: order.decidedBy,
  };
}
