/**
 * @khela/contracts: the wire of every call the site and the vendors use. The api builds its
 * routes from these schemas; the front end imports their static types only (`import type`).
 */
export * from './constants';
export * from './enums';
export * from './platform/envelope';
export * from './platform/error-codes';
export * from './platform/paging';
export * from './platform/request-headers';
export * from './platform/schema-helpers';
export * from './wallet/money-wire';
export * from './config/config-schemas';
export * from './games/games-schemas';
export * from './games/profit-schemas';
export * from './games/live-tables-schemas';
export * from './agents/reports-schemas';
export * from './identity/identity-schemas';
export * from './identity/account-schemas';
export * from './identity/verification-schemas';
export * from './messages/messages-schemas';
export * from './operator/operator-wallet-schemas';
export * from './operator/operator-jobs-schemas';
export * from './operator/operator-login-limits-schemas';
export * from './operator/operator-site-settings-schemas';
export * from './operator/operator-time-travel-schemas';
export * from './agents/contract-schemas';
export * from './payments/payments-schemas';
export * from './sports/sports-schemas';
export * from './vendor-wallet/vendor-wallet-schemas';
export * from './wallet/transfer-wallet-schemas';
export * from './wallet/wallet-schemas';
export * from './agents/settlement-schemas';
export * from './rules';
export * from './sealed/sealed-schemas';
export * from './agents/team-schemas';
export * from './lottery/lottery-schemas';
export * from './lottery/lottery-kinds';
export * from './lottery/lottery-ops-schemas';
export type { Static } from '@sinclair/typebox';
export * from './care/feedback-help-schemas';
