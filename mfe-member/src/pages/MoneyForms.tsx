// The member center's money pages (issue 4, docs/wallet.md). Each lives in payments/ with its parts.
export { DepositPage } from './payments/DepositPage';
export { DepositRecordPage } from './payments/DepositRecordPage';
export { UplineTransferPage } from './payments/UplineTransferPage';
export { WithdrawPage } from './payments/WithdrawPage';
