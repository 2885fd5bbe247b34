import type { AccountRecord, PagedRecords, Wallet, WalletTransferRequest } from '@khela/shared';
import { FakeMemberApi, type Reply, type SeenRequest } from './fake-member-api';

/**
 * Tests only: the member api with the wallet calls of docs/wallet.md. The wallets are state: a
 * transfer moves money between them once per request id and answers as the api does (`done` with
 * the wallets after it; the same request id again answers the first answer and moves nothing).
 * `.on(...)` still overrides any route for locked, failed or refused answers.
 */
export const walletPaths = {
  wallets: '/wps/wallets',
  transfer: '/wps/relay/GCS_walletTransfer',
  transferStatus: '/wps/relay/GCS_walletTransfer/status',
  records: '/wps/wallet/transactions',
  balance: '/wps/v2/wallets/balance',
} as const;

export function wallet(overrides: Partial<Wallet> & Pick<Wallet, 'code'>): Wallet {
  return { name: overrides.code, balance: 0, locked: false, mode: overrides.code === 'MAIN' ? 'main' : 'transfer', ...overrides };
}

/** The demo member's wallets: ৳1,500.50 in main, ৳200 in one game wallet, nothing in the other. */
export function demoWallets(): Wallet[] {
  return [
    wallet({ code: 'MAIN', name: 'Main', balance: 150_050 }),
    wallet({ code: 'JILI', name: 'JILI Slots', balance: 20_000 }),
    wallet({ code: 'EVO', name: 'Evolution Live', balance: 0 }),
  ];
}

export function accountRecord(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id: '9001',
    time: '2024-05-01T06:00:00.000Z',
    type: 'deposit',
    amount: 50_000,
    balanceAfter: 150_050,
    held: 0,
    reference: 'D240501000123',
    detail: 'bKash',
    ...overrides,
  };
}

export function recordPage(records: AccountRecord[], { pageNo = 1, totalPages = 1, pageSize = 20 } = {}): PagedRecords<AccountRecord> {
  return { records, pageNo, pageSize, total: totalPages === 1 ? records.length : totalPages * pageSize, totalPages };
}

export class FakeWalletApi extends FakeMemberApi {
  wallets: Wallet[];
  private readonly answers = new Map<string, Reply>();

  constructor(wallets: Wallet[] = demoWallets()) {
    super();
    this.wallets = wallets;
    this.on('GET', walletPaths.wallets, () => ({ value: { wallets: this.wallets } }));
    this.on('POST', walletPaths.transfer, (request) => this.transfer(request));
    this.on('GET', walletPaths.records, { value: recordPage([]) });
  }

  /** The money of one wallet now. */
  balanceOf(code: string): number {
    return this.wallets.find((candidate) => candidate.code === code)?.balance ?? 0;
  }

  private transfer(request: SeenRequest): Reply {
    const { from, to, amount, requestId } = request.body as WalletTransferRequest;
    const first = this.answers.get(requestId);
    if (first) return first;
    const source = this.wallets.find((candidate) => candidate.code === from);
    if (!source || source.balance < amount) return { status: 400, errorCode: 'wallet.insufficient', message: 'Not enough money in that wallet.' };
    this.wallets = this.wallets.map((candidate) =>
      candidate.code === from ? { ...candidate, balance: candidate.balance - amount } : candidate.code === to ? { ...candidate, balance: candidate.balance + amount } : candidate,
    );
    const answer: Reply = { value: { requestId, status: 'done', wallets: this.wallets } };
    this.answers.set(requestId, answer);
    return answer;
  }
}
