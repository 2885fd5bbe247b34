import { type Language, type LocalizedText, pickText } from '../../../platform/i18n/language';
import { toWire } from './money';
import { iso, reasonText } from './request-status';
import type { RequestStatus } from '@khela/contracts';

/** What deposit and withdrawal orders have in common: a request on a channel, decided once. */
export interface PaymentOrder {
  orderNo: string;
  memberId: string;
  /** The member's account (login name). */
  account: string;
  channelCode: string;
  channelName: LocalizedText;
  amount: bigint;
  status: RequestStatus;
  reason: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A channel as the member reads it: its code, and its name in their language (the code when it has none). */
export function channelLabel(record: { channelCode: string; channelName: LocalizedText }, language: Language) {
  return { channel: record.channelCode, channelName: pickText(record.channelName, language) || record.channelCode };
}

/** What the member's record shows of any order: the channel, the amount, where it stands and why. */
export function memberOrderView(order: PaymentOrder, language: Language) {
  return {
    orderNo: order.orderNo,
    ...channelLabel(order, language),
    amount: toWire(order.amount),
    status: order.status,
    createdAt: iso(order.createdAt)!,
    decidedAt: iso(order.decidedAt),
    reason: reasonText(order.reason, language),
  };
}

/** What an operator sees of any order: what its member sees, whose it is and who decided it. */
export function operatorOrderView<MemberView extends object>(order: PaymentOrder, memberView: MemberView) {
  return { ...memberView, memberId: order.memberId, account: order.account, decidedBy: order.decidedBy };
}
