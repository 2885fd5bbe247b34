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

/** The code of the main wallet in the wallets list and in transfers. */
export const MAIN_WALLET = 'MAIN';
