/**
 * Wire types of the wallet calls and the socket channel (docs/wallet.md), from the api's schemas
 * in @khela/contracts (type-only). Money is integer minor units (paisa); dates are ISO 8601 strings.
 */
import type {
  AccountRecordQuerySchema,
  AccountRecordSchema,
  BalanceSchema,
  ConsolidatedSchema,
  Page,
  Static,
  TransferKind,
  WalletSchema,
  WalletTransferBodySchema,
  WalletTransferResultSchema,
} from '@khela/contracts';

/** GET /wps/v2/wallets/balance. `balance` is what the member can use: the main wallet less what is held. */
export type WalletBalance = Static<typeof BalanceSchema>;
/** GET /wps/member/info/funds/consolidated. */
export type ConsolidatedFunds = Static<typeof ConsolidatedSchema>;
/** Every paged call answers this way; `pageNo` is 1-based. */
export type PagedRecords<T> = Page<T>;
/** The kinds of movement the account record tells apart (its `type` filter). */
export type AccountRecordType = TransferKind;
/** One movement of the main wallet (GET /wps/wallet/transactions). */
export type AccountRecord = Static<typeof AccountRecordSchema>;
export type AccountRecordQuery = Static<typeof AccountRecordQuerySchema>;
/** `MAIN` or the vendor code of a transfer-mode vendor's game wallet. */
export type WalletCode = string;
export type Wallet = Static<typeof WalletSchema>;
/** POST /wps/relay/GCS_walletTransfer. `requestId` is chosen by the page, one per submission. */
export type WalletTransferRequest = Static<typeof WalletTransferBodySchema>;
/** The transfer's answer and its status check's: the wallets as they are after it. */
export type WalletTransferResult = Static<typeof WalletTransferResultSchema>;
export type WalletTransferStatus = WalletTransferResult['status'];
/** What the socket channel /ws pushes when the member's money moves (same meaning as WalletBalance). */
export type MoneyPush = Pick<WalletBalance, 'balance' | 'held'>;
