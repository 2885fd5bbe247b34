import type { Queryable } from '../../../platform/db/db';
import { type Language, type LocalizedText, pickText } from '../../../platform/i18n/language';
import { toWire } from '../shared/money';
import { listOrders, type OrderQuery } from '../shared/order-lists';
import { iso, reasonText } from '../shared/request-status';
import { maskAccountNumber } from './payout-accounts';
import type { Page, RequestStatus } from '@khela/contracts';

export interface WithdrawalOrder {
  id: string;
  orderNo: string;
  merchantCode: string;
  memberId: string;
  account: string;
  payoutAccountId: number;
  channelCode: string;
  channelName: LocalizedText;
  payeeName: string;
  accountNumber: string;
  amount: bigint;
  status: RequestStatus;
  requestId: string;
  reason: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

interface WithdrawalRow {
  id: string;
  order_no: string;
  merchant_code: string;
  member_id: string;
  account: string;
  payout_account_id: string;
  channel_code: string;
  channel_name: LocalizedText;
  payee_name: string;
  account_number: string;
  amount: string;
  status: RequestStatus;
  request_id: string;
  reason: string | null;
  decided_by: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT w.id::text, w.order_no, w.merchant_code, w.member_id::text, m.account, w.payout_account_id::text, w.channel_code,
    c.name AS channel_name, w.payee_name, w.account_number, w.amount::text, w.status, w.request_id, w.reason, w.decided_by,
    w.created_at, w.decided_at
  FROM withdrawal_orders w
  JOIN members m ON m.id = w.member_id
  JOIN payment_channels c ON c.merchant_code = w.merchant_code AND c.code = w.channel_code`;

const toOrder = (row: WithdrawalRow): WithdrawalOrder => ({
  id: row.id,
  orderNo: row.order_no,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  account: row.account,
  payoutAccountId: Number(row.payout_account_id),
  channelCode: row.channel_code,
  channelName: row.channel_name,
  payeeName: row.payee_name,
  accountNumber: row.account_number,
  amount: BigInt(row.amount),
  status: row.status,
  requestId: row.request_id,
  reason: row.reason,
  decidedBy: row.decided_by,
  createdAt: new Date(row.created_at),
  decidedAt: row.decided_at ? new Date(row.decided_at) : null,
});

export async function findWithdrawal(db: Queryable, orderNo: string, options: { forUpdate?: boolean } = {}): Promise<WithdrawalOrder | null> {
  const [row] = await db.query<WithdrawalRow>(`${SELECT} WHERE w.order_no = $1${options.forUpdate ? ' FOR UPDATE OF w' : ''}`, [orderNo]);
  return row ? toOrder(row) : null;
}

export async function findWithdrawalByRequest(db: Queryable, memberId: string, requestId: string): Promise<WithdrawalOrder | null> {
  const [row] = await db.query<WithdrawalRow>(`${SELECT} WHERE w.member_id = $1 AND w.request_id = $2`, [memberId, requestId]);
  return row ? toOrder(row) : null;
}

/** Requests that count against today's limit: made today in the brand's time zone and not rejected. */
export async function withdrawalsToday(db: Queryable, memberId: string, timeZone: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawal_orders
      WHERE member_id = $1 AND status <> 'REJECTED'
        AND created_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)`,
    [memberId, timeZone],
  );
  return row?.n ?? 0;
}

export type WithdrawalQuery = OrderQuery;

export function listWithdrawals(db: Queryable, query: WithdrawalQuery): Promise<Page<WithdrawalOrder>> {
  return listOrders(db, { table: 'withdrawal_orders', alias: 'w', select: SELECT, toRecord: toOrder }, query);
}

export function memberWithdrawalView(order: WithdrawalOrder, language: Language) {
  return {
    orderNo: order.orderNo,
    channel: order.channelCode,
    channelName: pickText(order.channelName, language) || order.channelCode,
    accountNumber: maskAccountNumber(order.accountNumber),
    amount: toWire(order.amount),
    status: order.status,
    createdAt: iso(order.createdAt)!,
    decidedAt: iso(order.decidedAt),
    reason: reasonText(order.reason, language),
  };
}

/** Operators pay out by hand: they see the payee and the full number. */
export function operatorWithdrawalView(order: WithdrawalOrder, language: Language) {
  return {
    ...memberWithdrawalView(order, language),
    accountNumber: order.accountNumber,
    payeeName: order.payeeName,
    memberId: order.memberId,
    account: order.account,
    decidedBy: order.decidedBy,
  };
}
