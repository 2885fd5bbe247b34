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

const RETRYABLE_SQLSTATES = new Set([
  '40P01', // deadlock detected
  '40001', // serialization failure
  '23505', // unique violation: a concurrent duplicate key won the race; the retry replays it
]);

/** Errors a transfer may meet under contention and that a retry resolves. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}
