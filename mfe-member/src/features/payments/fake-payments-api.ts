import type { DepositChannel, DepositRecord, Page, PayoutAccount, UplineRecord, WithdrawalLimits, WithdrawalRecord } from './payment-calls';
import { FakeMemberApi, type Reply, type SeenRequest } from '@/testing/fake-member-api';

// Tests only: the payment api at the network level (the member's FakeApi) and its records.
export { never } from '@khela/shared/testing';
export type SeenPaymentRequest = SeenRequest;
export type PaymentReply = Reply;

export function depositChannel(overrides: Partial<DepositChannel> = {}): DepositChannel {
  return { code: 'bkash', name: 'bKash', kind: 'gateway', min: 10_000, max: 2_500_000, fields: [], ...overrides };
}

export const manualNagad = depositChannel({
  code: 'nagad',
  name: 'Nagad',
  kind: 'manual',
  min: 50_000,
  max: 5_000_000,
  fields: ['payerAccount', 'reference'],
  payee: { name: 'Khela Payments', accountNumber: '01712345678' },
});

/** What a deposit and a withdrawal request share: in process since 1 May, 04:30 UTC, not decided yet. */
function requestInProcess(orderNo: string, channel: string, channelName: string, amount: number) {
  return { orderNo, channel, channelName, amount, status: 'IN_PROCESS' as const, createdAt: '2024-05-01T04:30:00.000Z', decidedAt: null, reason: null };
}

export function depositRecord(overrides: Partial<DepositRecord> = {}): DepositRecord {
  return { ...requestInProcess('D20240501000001', 'nagad', 'Nagad', 150_000), kind: 'manual', ...overrides };
}

export function payoutAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return { id: 1, channel: 'bkash', channelName: 'bKash', payeeName: 'Rahim Uddin', accountNumber: '017****5678', ...overrides };
}

export function withdrawalLimits(overrides: Partial<WithdrawalLimits> = {}): WithdrawalLimits {
  return { min: 50_000, max: 2_500_000, dailyCount: 3, usedToday: 0, hasPaymentPassword: true, openBonus: { count: 0, amount: 0, grants: [] }, ...overrides };
}

export function withdrawalRecord(overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return { ...requestInProcess('W20240501000001', 'bkash', 'bKash', 100_000), accountNumber: '017****5678', ...overrides };
}

export function uplineRecord(overrides: Partial<UplineRecord> = {}): UplineRecord {
  return {
    orderNo: 'U20240501000001',
    direction: 'sent',
    amount: 200_000,
    remark: '',
    status: 'SENT',
    confirmBy: '2024-05-01T05:00:00.000Z',
    createdAt: '2024-05-01T04:30:00.000Z',
    counterparty: 'agent01',
    disputeRemark: null,
    proofs: [],
    ...overrides,
  };
}

/** One page of `records` as the api pages them (pageNo, pageSize from the query). */
export function pageOf<T>(records: readonly T[], request: SeenPaymentRequest): { value: Page<T> } {
  const pageNo = Number(request.query.get('pageNo') ?? 1);
  const pageSize = Number(request.query.get('pageSize') ?? 20);
  const start = (pageNo - 1) * pageSize;
  return { value: { records: records.slice(start, start + pageSize), pageNo, pageSize, total: records.length, totalPages: Math.max(1, Math.ceil(records.length / pageSize)) } };
}

/** Records filtered by the `status` query (when given), then paged. */
export function filteredPage<T extends { status: string }>(records: readonly T[]) {
  return (request: SeenPaymentRequest) => {
    const status = request.query.get('status');
    return pageOf(status ? records.filter((record) => record.status === status) : records, request);
  };
}

/** The member api with the main balance too (the money pages read it). */
export class FakePaymentsApi extends FakeMemberApi {
  withBalance(...balances: number[]): this {
    return this.on('GET', '/wps/v2/wallets/balance', ...balances.map((balance) => ({ value: { balance, held: 0, currency: 'BDT', currencySymbol: '৳' } })));
  }
}
