import { api, walletCalls, type ApiResult } from '@khela/shared';
import { postMultipart } from '@/lib/multipart-call';
import { withPasswordConfirmation } from '@/lib/password-confirmation';

/** Request statuses on the wire (docs/wallet.md); the pages translate them. */
export const requestStatuses = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const uplineStatuses = ['SENT', 'RECEIVED', 'DISPUTED'] as const;
export type UplineStatus = (typeof uplineStatuses)[number];
export type UplineRole = 'sent' | 'received';

/** What a deposit channel's form asks for besides the amount. */
export type DepositField = 'payerAccount' | 'payerName' | 'reference';

/** Money is integer minor units (paisa) on the wire, as everywhere. */
export interface DepositChannel {
  code: string;
  name: string;
  kind: 'gateway' | 'manual';
  min: number;
  max: number;
  fields: DepositField[];
  /** Manual channels: where the player sends the money. */
  payee?: { name: string; accountNumber: string };
}

export interface DepositBody {
  channel: string;
  amount: number;
  requestId: string;
  reference?: string;
  payerAccount?: string;
  payerName?: string;
}

export interface DepositAnswer {
  orderNo: string;
  status: RequestStatus;
  /** Gateway channels: the payment page to open. */
  payUrl?: string;
  /** Manual channels: the code Khela issued the order, which the payer writes in the payment's reference. */
  depositCode?: string;
}

export interface DepositRecord {
  orderNo: string;
  channel: string;
  channelName: string;
  kind: 'gateway' | 'manual';
  amount: number;
  status: RequestStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  /** A gateway order still open: where to pay it. */
  payUrl?: string;
  /** A manual order's code (the payment's reference). */
  depositCode?: string;
}

export interface PayoutAccount {
  id: number;
  channel: string;
  channelName: string;
  payeeName: string;
  /** Masked by the api. */
  accountNumber: string;
}

export interface PayoutChannel {
  code: string;
  name: string;
  /** The shape of an account number on this channel (a regular expression). */
  accountPattern?: string;
}

export interface PayoutAccounts {
  accounts: PayoutAccount[];
  channels: PayoutChannel[];
}

export interface BindPayoutBody {
  channel: string;
  payeeName: string;
  accountNumber: string;
  paymentPassword: string;
}

/** The member's open bonuses, which a withdrawal now would give up (docs/adr/0016 §2). */
export interface OpenBonus {
  count: number;
  /** What they hold now, minor units. */
  amount: number;
  grants: Array<{ id: string; title: string; balance: number; requirement: number; wagered: number }>;
}

export interface WithdrawalLimits {
  min: number;
  max: number;
  /** Withdrawals allowed a day, and how many were asked for today. */
  dailyCount: number;
  usedToday: number;
  hasPaymentPassword: boolean;
  openBonus: OpenBonus;
}

export interface WithdrawBody {
  payoutAccountId: number;
  amount: number;
  paymentPassword: string;
  requestId: string;
  /** The member ticked "I understand": their open bonuses are given up with this withdrawal. */
  forfeitBonus?: boolean;
}

export interface WithdrawalRecord {
  orderNo: string;
  channel: string;
  channelName: string;
  accountNumber: string;
  amount: number;
  status: RequestStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
}

export interface UplineTransferBody {
  amount: number;
  paymentPassword: string;
  remark?: string;
  requestId: string;
  /** The member ticked "I understand": their open bonuses are given up with this transfer. */
  forfeitBonus?: boolean;
}

export interface UplineRecord {
  orderNo: string;
  direction: UplineRole;
  amount: number;
  /** Empty when none was given. */
  remark: string;
  /** The api reads a SENT one past this instant as RECEIVED. */
  status: UplineStatus;
  /** Until when the receiver may confirm and the sender may report non-receipt. */
  confirmBy: string;
  createdAt: string;
  /** The other side's account: the upline for a sent transfer, the sender for a received one. */
  counterparty: string;
  /** The sender's words when reporting non-receipt. */
  disputeRemark: string | null;
  /** Ids of the proof images. */
  proofs: number[];
}

export interface RequestAnswer {
  orderNo: string;
  status: string;
}

export interface Page<T> {
  records: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface RequestFilter {
  status?: RequestStatus;
  /** yyyy-MM-dd days in the brand's time zone, both included. */
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

const base = '/wps/payments';

/** The member's payment calls (docs/wallet.md, "Member calls"). */
export const paymentCalls = {
  balance: walletCalls.balance,
  depositChannels: (): Promise<ApiResult<{ channels: DepositChannel[] }>> => api.get(`${base}/deposit/channels`),
  deposit: (body: DepositBody): Promise<ApiResult<DepositAnswer>> => api.post(`${base}/deposits`, { json: body }),
  deposits: (filter: RequestFilter): Promise<ApiResult<Page<DepositRecord>>> => api.get(`${base}/deposits`, { searchParams: { ...filter } }),
  payoutAccounts: (): Promise<ApiResult<PayoutAccounts>> => api.get(`${base}/payout-accounts`),
  // A sensitive change: the api may ask for the login password first (withPasswordConfirmation).
  bindPayoutAccount: (body: BindPayoutBody): Promise<ApiResult<PayoutAccount>> =>
    withPasswordConfirmation(() => api.post(`${base}/payout-accounts`, { json: body })),
  withdrawalLimits: (): Promise<ApiResult<WithdrawalLimits>> => api.get(`${base}/withdrawals/limits`),
  withdraw: (body: WithdrawBody): Promise<ApiResult<RequestAnswer>> => api.post(`${base}/withdrawals`, { json: body }),
  withdrawals: (filter: RequestFilter): Promise<ApiResult<Page<WithdrawalRecord>>> => api.get(`${base}/withdrawals`, { searchParams: { ...filter } }),
  transferToUpline: (body: UplineTransferBody): Promise<ApiResult<RequestAnswer>> => api.post(`${base}/upline-transfers`, { json: body }),
  uplineTransfers: (role: UplineRole, pageNo: number, pageSize: number): Promise<ApiResult<Page<UplineRecord>>> =>
    api.get(`${base}/upline-transfers`, { searchParams: { role, pageNo, pageSize } }),
  confirmReceipt: (orderNo: string): Promise<ApiResult<UplineRecord>> => api.post(`${base}/upline-transfers/${encodeURIComponent(orderNo)}/confirm`),
  reportNonReceipt: (orderNo: string, remark: string, proofs: readonly File[]): Promise<ApiResult<UplineRecord>> => {
    const form = new FormData();
    form.append('remark', remark);
    for (const file of proofs) form.append('proof', file, file.name);
    return postMultipart<UplineRecord>(`${base}/upline-transfers/${encodeURIComponent(orderNo)}/non-receipt`, form);
  },
};
