import { MAIN_WALLET, TRANSFER_KINDS } from '@khela/contracts/enums';
import type { AccountRecordPageSchema, MerchantWallet, Static, WalletsSchema } from '@khela/contracts';
import { api } from './client';
import type {
  AccountRecordQuery,
  AccountRecordType,
  ConsolidatedFunds,
  WalletBalance,
  WalletTransferRequest,
  WalletTransferResult,
} from './wallet-wire';

/** The account record's types in the order the filter lists them: the ledger's own list. */
export const accountRecordTypes: readonly AccountRecordType[] = TRANSFER_KINDS;

/** The code of the main wallet in the wallets list and in transfers. */
export const mainWallet = MAIN_WALLET;

/** The member's money calls of docs/wallet.md (logged-in, non-trial members only, but for the brand's merchant wallet). */
export const walletCalls = {
  balance: () => api.get<WalletBalance>('/wps/v2/wallets/balance'),
  consolidated: () => api.get<ConsolidatedFunds>('/wps/member/info/funds/consolidated'),
  /** SPEC §7 merchant wallet: the brand's wallet mode (isSingle), no token needed; cached by merchant-wallet.ts. */
  merchantWallet: () => api.get<MerchantWallet>('/wps/wallet/merchantWallet'),
  wallets: () => api.get<Static<typeof WalletsSchema>>('/wps/wallets'),
  transfer: (request: WalletTransferRequest) => api.post<WalletTransferResult>('/wps/relay/GCS_walletTransfer', { json: request }),
  /** A `locked` transfer is checked with the vendor before the answer comes back. */
  transferStatus: (requestId: string) => api.get<WalletTransferResult>('/wps/relay/GCS_walletTransfer/status', { searchParams: { requestId } }),
  accountRecords: ({ type, from, to, pageNo, pageSize }: AccountRecordQuery) =>
    api.get<Static<typeof AccountRecordPageSchema>>('/wps/wallet/transactions', { searchParams: { type, from, to, pageNo, pageSize } }),
};
