/** Why the ledger refused a transfer. Nothing was written when one of these is thrown. */
export type LedgerRefusal = 'insufficient' | 'key_conflict' | 'pending_not_found' | 'pending_resolved';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerRefusal,
    /** insufficient: what the debit account could spend; pending_resolved: how it was resolved. */
    readonly detail: { available?: bigint; resolvedAs?: 'post' | 'void' } = {},
  ) {
    super(`ledger: ${reason}`);
    this.name = 'LedgerError';
  }
}
