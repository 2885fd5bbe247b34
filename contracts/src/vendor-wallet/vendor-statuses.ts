/** Every status a vendor can be answered with (docs/vendor-wallet.md lists when). */
export const VENDOR_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'SESSION_EXPIRED',
  'FUN_PLAY_SESSION',
  'INSUFFICIENT_FUNDS',
  'PLAYER_RESTRICTED',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'BET_ALREADY_ROLLED_BACK',
  'BET_NOT_SETTLED',
  'ADJUSTMENT_EXCEEDS_PAYOUT',
  'DUPLICATE_TRANSACTION_MISMATCH',
  'INTERNAL_ERROR',
] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];
