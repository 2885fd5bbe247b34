/** The payments domain's public face: what the app and other domains may use. */
export { paymentsPlugin } from './payments-plugin';
export { type PaymentsOptions, paymentsOptionsFromEnv } from './payments-options';
export type { DepositApproved, DepositApprovedListener } from './deposits/deposit-approved-port';
export { type CashOut, type OpenBonus, type OpenBonusGrant, openBonusToWire, type WithdrawalGuard } from './ports/withdrawal-guard';
