/**
 * Wire types of the wallet calls and the socket channel (docs/wallet.md). Money is integer minor
 * units (paisa) as JSON numbers; dates are ISO 8601 strings.
 */

/** GET /wps/v2/wallets/balance. `balance` is what the member can use: the main wallet less what is held. */
export interface WalletBalance {
  balance: number;
  held: number;
  currency: string;
  currencySymbol: string;
}

/** GET /wps/member/info/funds/consolidated. */
export interface ConsolidatedFunds {
  main: number;
  held: number;
  games: Array<{ vendor: string; name: string; balance: number }>;
  total: number;
}

/** Every paged call answers this way; `pageNo` is 1-based. */
export interface PagedRecords<T> {
  records: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The kinds of movement the account record tells apart (its `type` filter). */
export type AccountRecordType =
  | 'deposit'
  | 'withdrawal'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'wallet_transfer'
  | 'upline'
  | 'adjustment'
  | 'bonus'
  | 'rebate'
  | 'commission';

/** One movement of the main wallet (GET /wps/wallet/transactions). */
export interface AccountRecord {
  id: string | number;
  time: string;
  type: AccountRecordType;
  /** Signed change of the main wallet's balance. */
  amount: number;
  balanceAfter: number;
  /** Signed change of the amount held (a withdrawal request holds, its decision releases). */
  held: number;
  reference: string | null;
  detail: string | null;
}

export interface AccountRecordQuery {
  type?: AccountRecordType;
  /** yyyy-MM-dd in the brand's time zone, both ends included. */
  from: string;
  to: string;
  pageNo: number;
  pageSize?: number;
}

/** `MAIN` or the vendor code of a transfer-mode vendor's game wallet. */
export type WalletCode = string;

export interface Wallet {
  code: WalletCode;
  name: string;
  balance: number;
  /** A transfer into or out of this wallet is still being confirmed with the vendor. */
  locked: boolean;
  mode: 'main' | 'transfer';
}

/** POST /wps/relay/GCS_walletTransfer. `requestId` is chosen by the page, one per submission. */
export interface WalletTransferRequest {
  from: WalletCode;
  to: WalletCode;
  amount: number;
  requestId: string;
}

export type WalletTransferStatus = 'done' | 'locked' | 'failed';

/** The transfer's answer and its status check's: the wallets as they are after it. */
export interface WalletTransferResult {
  requestId: string;
  status: WalletTransferStatus;
  wallets: Wallet[];
}

/** What the socket channel /ws pushes when the member's money moves (same meaning as WalletBalance). */
export interface MoneyPush {
  balance: number;
  held: number;
}
