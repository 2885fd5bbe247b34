import { type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';
import type { Language, LocalizedText } from '../../../platform/i18n/language';
import { orderTable } from '../shared/order-tables';
import { memberOrderView, operatorOrderView } from '../shared/order-views';
import { maskAccountNumber } from './payout-accounts';
import type { RequestStatus } from '@khela/contracts';

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

/** A withdrawal_orders row as selected: a WithdrawalOrder but for its int8 columns, as text. */
type WithdrawalRow = WithTextFields<WithdrawalOrder, 'payoutAccountId' | 'amount'>;

const COLUMNS = selectInto<WithdrawalRow>({
  id: 'w.id::text', orderNo: 'w.order_no', merchantCode: 'w.merchant_code', memberId: 'w.member_id::text', account: 'm.account',
  payoutAccountId: 'w.payout_account_id::text', channelCode: 'w.channel_code', channelName: 'c.name', payeeName: 'w.payee_name',
  accountNumber: 'w.account_number', amount: 'w.amount::text', status: 'w.status', requestId: 'w.request_id', reason: 'w.reason',
  decidedBy: 'w.decided_by', createdAt: 'w.created_at', decidedAt: 'w.decided_at',
});

const SELECT = `SELECT ${COLUMNS}
  FROM withdrawal_orders w
  JOIN members m ON m.id = w.member_id
  JOIN payment_channels c ON c.merchant_code = w.merchant_code AND c.code = w.channel_code`;

const toOrder = (row: WithdrawalRow): WithdrawalOrder => ({ ...row, payoutAccountId: Number(row.payoutAccountId), amount: BigInt(row.amount) });

const withdrawals = orderTable({ table: 'withdrawal_orders', alias: 'w', select: SELECT, toRecord: toOrder });
export const findWithdrawal = withdrawals.find;
export const findWithdrawalByRequest = withdrawals.findByRequest;
export const listWithdrawals = withdrawals.list;

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

export function memberWithdrawalView(order: WithdrawalOrder, language: Language) {
  return {
    ...memberOrderView(order, language),
    accountNumber: maskAccountNumber(order.accountNumber),
  };
}

/** Operators pay out by hand: they see the payee and the full number. */
export function operatorWithdrawalView(order: WithdrawalOrder, language: Language) {
  return {
    ...operatorOrderView(order, memberWithdrawalView(order, language)),
    accountNumber: order.accountNumber,
    payeeName: order.payeeName,
  };
}
