import type { DepositChannel, DepositRecord, Page, PayoutAccount, UplineRecord, WithdrawalLimits, WithdrawalRecord } from '@/features/payments/payment-calls';
import type { MemberProfile } from '@/lib/member-account';
import { memberProfile } from '@/testing/fake-member-api';

/**
 * Tests only: the payment api at the network level, as the pages reach it through the real client.
 * `fetch` is answered by method and path with the usual envelope. JSON bodies are parsed; a
 * multipart body (the non-receipt report) is kept as its fields and files.
 */
export interface SeenPaymentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, or the text fields of a multipart form. */
  body: unknown;
  /** The files of a multipart form, by field name. */
  files: Record<string, File[]>;
}

export interface PaymentReply {
  status?: number;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

type Responder = PaymentReply | ((request: SeenPaymentRequest) => PaymentReply);

/** A reply that never comes: the page stays in its loading state. */
export const never = Symbol('never');

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

export function depositRecord(overrides: Partial<DepositRecord> = {}): DepositRecord {
  return {
    orderNo: 'D20240501000001',
    channel: 'nagad',
    channelName: 'Nagad',
    kind: 'manual',
    amount: 150_000,
    status: 'IN_PROCESS',
    createdAt: '2024-05-01T04:30:00.000Z',
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}

export function payoutAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return { id: 1, channel: 'bkash', channelName: 'bKash', payeeName: 'Rahim Uddin', accountNumber: '017****5678', ...overrides };
}

export function withdrawalLimits(overrides: Partial<WithdrawalLimits> = {}): WithdrawalLimits {
  return { min: 50_000, max: 2_500_000, dailyCount: 3, usedToday: 0, hasPaymentPassword: true, ...overrides };
}

export function withdrawalRecord(overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    orderNo: 'W20240501000001',
    channel: 'bkash',
    channelName: 'bKash',
    accountNumber: '017****5678',
    amount: 100_000,
    status: 'IN_PROCESS',
    createdAt: '2024-05-01T04:30:00.000Z',
    decidedAt: null,
    reason: null,
    ...overrides,
  };
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

export class FakePaymentsApi {
  readonly seen: SeenPaymentRequest[] = [];
  private readonly routes = new Map<string, Array<Responder | typeof never>>();

  constructor() {
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init)) as unknown as typeof fetch;
  }

  /** Answers `method path`; several replies are used in turn and the last one kept. */
  on(method: string, path: string, ...replies: Array<Responder | typeof never>): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** GET /wps/member/info, as the upline page reads whether a payment password is set. */
  withMember(profile: Partial<MemberProfile> = {}): this {
    return this.on('GET', '/wps/member/info', { value: memberProfile(profile) });
  }

  withBalance(...balances: number[]): this {
    return this.on('GET', '/wps/v2/wallets/balance', ...balances.map((balance) => ({ value: { balance, held: 0, currency: 'BDT', currencySymbol: '৳' } })));
  }

  /** What the page sent to `method path`, oldest first. */
  requests(method: string, path: string): SeenPaymentRequest[] {
    return this.seen.filter((request) => request.method === method && request.path === path);
  }

  private async handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const multipart = init?.body instanceof FormData ? init.body : null;
    const request = multipart ? null : new Request(input, init);
    const url = new URL(request ? request.url : String(input));
    const method = request?.method ?? init?.method ?? 'GET';
    const files: Record<string, File[]> = {};
    let body: unknown = null;
    if (multipart) {
      const fields: Record<string, string> = {};
      multipart.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
        else (files[name] ??= []).push(value);
      });
      body = fields;
    } else if (request && method !== 'GET') {
      const text = await request.text();
      body = text ? JSON.parse(text) : null;
    }
    const headers = new Headers(request ? request.headers : (init?.headers as HeadersInit | undefined));
    const seen: SeenPaymentRequest = { method, path: url.pathname, query: url.searchParams, headers, body, files };
    this.seen.push(seen);
    const replies = this.routes.get(`${method} ${url.pathname}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    if (responder === never) return new Promise<Response>(() => undefined);
    const reply = typeof responder === 'function' ? responder(seen) : (responder ?? { status: 404, errorCode: 'test.unhandled', message: `${method} ${url.pathname}` });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}
