/**
 * The fixed lists of the wire as plain values (no TypeBox): what a front end may import at
 * runtime through '@khela/contracts/enums' (a filter's options, for example).
 */
export * from './games/game-types';
export * from './operator/operator-rules';
export * from './payments/payment-enums';
export * from './vendor-wallet/vendor-statuses';
export * from './wallet/transfer-kinds';
export * from './platform/gateway';
