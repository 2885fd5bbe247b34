import type { Db, Queryable } from '../../../platform/db/db';
import type { AccountRef, Ledger, TransferOutcome } from '../../wallet';
import { retryOnConflict } from '../../../platform/db/retry';

const MAX_ATTEMPTS = 5;

export interface MoneyTransaction {
  tx: Queryable;
  /** Ledger outcomes to announce to the members' pages once the transaction has committed. */
  announce(outcome: TransferOutcome): void;
}

/**
 * A request's change and its ledger transfer in one transaction. Inside a transaction the ledger
 * cannot retry a deadlock or a racing duplicate (the transaction is aborted), so the whole
 * transaction is retried here; a retry finds what the winner wrote and answers from it.
 * The accounts are created first, outside: an account made inside a transaction that then rolls
 * back would leave the ledger's id cache naming a row that does not exist.
 */
export async function moneyTransaction<R>(
  db: Db,
  ledger: Ledger,
  merchantCode: string,
  accounts: readonly AccountRef[],
  fn: (money: MoneyTransaction) => Promise<R>,
): Promise<R> {
  for (const account of accounts) await ledger.accountId(account);
  return retryOnConflict(
    async () => {
      const outcomes: TransferOutcome[] = [];
      const result = await db.transaction((tx) => fn({ tx, announce: (outcome) => outcomes.push(outcome) }));
      for (const outcome of outcomes) ledger.announceAfterCommit(merchantCode, outcome);
      return result;
    },
    { attempts: MAX_ATTEMPTS },
  );
}
