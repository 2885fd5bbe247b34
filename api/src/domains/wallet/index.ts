/** The wallet domain's public face: what the app and other domains may use. */
export { memberBalances, walletPlugin } from './wallet-plugin';
export { Ledger, type NewTransfer, type TransferFlag, type TransferOutcome } from './ledger/ledger';
export { bonusPool, gameWallet, grantAccount, mainWallet, platformAccount, pointsAccount, pointsPool, type AccountRef } from './ledger/accounts';
export { LedgerError } from './ledger/ledger-errors';
export { type PlayerRef, parsePlayerId, playerIdOf } from './vendors/player-id';
export { forgetVendorSettings, loadVendorSettings, VendorDirectory, type VendorSettings } from './vendors/vendor-settings';
export { isFreshTimestamp, signatureMatches, signedVendorHeaders, signVendorBody, TIMESTAMP_TOLERANCE_MS } from './vendors/vendor-signature';
