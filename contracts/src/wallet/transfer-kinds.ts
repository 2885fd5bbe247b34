/**
 * The kinds of movement the ledger records and the account record tells apart (its `type`
 * filter), in the order the filter lists them. The one list: the ledger, the wire schema and the
 * front end's filter all read it.
 */
export const TRANSFER_KINDS = [
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
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The rewards economy's own movements (docs/adr/0016 §1): bonus money on its grant, points. The
 * account record shows their main-wallet lines under `bonus` or `rebate` (recordTypeOf).
 */
export const REWARD_TRANSFER_KINDS = [
  'bonus_convert',
  'bonus_forfeit',
  'points_earn',
  'points_spend',
  'points_refund',
  'points_adjust',
  'points_convert',
] as const;
export type RewardTransferKind = (typeof REWARD_TRANSFER_KINDS)[number];

/** Every kind the ledger may book. */
export type LedgerTransferKind = TransferKind | RewardTransferKind;

/** The account record's type of a ledger kind: reward movements show as the bonus they are. */
export function recordTypeOf(kind: LedgerTransferKind): TransferKind {
  if (kind === 'bonus_convert' || kind === 'bonus_forfeit' || kind === 'points_convert') return 'bonus';
  if (kind.startsWith('points_')) return 'bonus';
  return kind as TransferKind;
}

/** The code of the main wallet in the wallets list and in transfers. */
export const MAIN_WALLET = 'MAIN';
