import { api } from './client';
import type {
  AccountRecord,
  AccountRecordQuery,
  AccountRecordType,
  ConsolidatedFunds,
  PagedRecords,
  Wallet,
  WalletBalance,
  WalletTransferRequest,
  WalletTransferResult,
} from './wallet-wire';

/** The account record's types in the order the filter lists them. */
export const accountRecordTypes: readonly AccountRecordType[] = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'wallet_transfer',
  'upline',
  'adjustment',
  'bonus',
  'rebate',
  'commission',
];

/** The code of the main wallet in the wallets list and in transfers. */
export const mainWallet = 'MAIN';

/** The member's money calls of docs/wallet.md (logged-in, non-trial members only). */
export const walletCalls = {
  balance: () => api.get<WalletBalance>('/wps/v2/wallets/balance'),
  consolidated: () => api.get<ConsolidatedFunds>('/wps/member/info/funds/consolidated'),
  wallets: () => api.get<{ wallets: Wallet[] }>('/wps/wallets'),
  transfer: (request: WalletTransferRequest) => api.post<WalletTransferResult>('/wps/relay/GCS_walletTransfer', { json: request }),
  /** A `locked` transfer is checked with the vendor before the answer comes back. */
  transferStatus: (requestId: string) => api.get<WalletTransferResult>('/wps/relay/GCS_walletTransfer/status', { searchParams: { requestId } }),
  accountRecords: ({ type, from, to, pageNo, pageSize }: AccountRecordQuery) =>
    api.get<PagedRecords<AccountRecord>>('/wps/wallet/transactions', { searchParams: { type, from, to, pageNo, pageSize } }),
};
