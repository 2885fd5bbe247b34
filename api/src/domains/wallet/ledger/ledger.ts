import { EventEmitter } from 'node:events';
import type { LedgerTransferKind as TransferKind } from '@khela/contracts';
import type { Db, Queryable } from '../../../platform/db/db';
import { json } from '../../../platform/db/db';
import { type AccountRef, accountCacheKey, isMemberAccount } from './accounts';
import { retryOnConflict } from '../../../platform/db/retry';
import { LedgerError } from './ledger-errors';


export type TransferFlag = 'single' | 'pending' | 'post' | 'void';

export interface AccountTotals {
  accountId: string;
  /** Posted money. */
  balance: bigint;
  /** Held by pending transfers. */
  held: bigint;
}

export interface TransferOutcome {
  transferId: string;
  flag: TransferFlag;
  amount: bigint;
  createdAt: Date;
  /** True when the key had been used before: nothing moved now, this is the first answer. */
  replayed: boolean;
  debit: AccountTotals;
  credit: AccountTotals;
}

export interface NewTransfer {
  /** Idempotency key chosen by the caller, unique per brand. */
  key: string;
  kind: TransferKind;
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  /** Hold the funds on the debit account until post or void. */
  pending?: boolean;
  details?: Record<string, unknown>;
}

export interface Resolution {
  merchantCode: string;
  key: string;
  kind: TransferKind;
  /** The key of the pending transfer to post or void. */
  pendingKey: string;
  details?: Record<string, unknown>;
}

/** A member's money changed: the wallet's socket channel tells their open pages. */
export interface MemberMoneyChanged {
  merchantCode: string;
  memberId: string;
  accountKind: AccountRef['kind'];
  ref: string;
}

interface TransferRow {
  status: string;
  transfer_id: string | null;
  flag: TransferFlag;
  amount: string;
  created_at: Date;
  debit_account_id: string | null;
  debit_balance: string;
  debit_held: string;
  credit_account_id: string | null;
  credit_balance: string;
  credit_held: string;
}

/**
 * The double-entry ledger. Every balance change goes through transfer / post / void here; each is
 * one database round trip to `ledger_transfer` (migrations/007_ledger.sql), which locks the two
 * accounts in id order, replays a known key, and refuses to overdraw. Contention errors are retried
 * here, so a deadlock or a racing duplicate never reaches a caller.
 */
export class Ledger {
  private readonly knownAccountIds = new Map<string, string>();
  private readonly accountsById = new Map<string, AccountRef>();
  private readonly changes = new EventEmitter();

  constructor(private readonly db: Db) {
    this.changes.setMaxListeners(0);
  }

  /** Listens for member money changes (after commit, never for replays). */
  onMemberChange(listener: (change: MemberMoneyChanged) => void): () => void {
    this.changes.on('member', listener);
    return () => this.changes.off('member', listener);
  }

  /** The id of an account, created on first use. Ids never change, so they are cached. */
  async accountId(account: AccountRef, db: Queryable = this.db): Promise<string> {
    const cacheKey = accountCacheKey(account);
    const known = this.knownAccountIds.get(cacheKey);
    if (known) return known;
    const [row] = await db.query<{ id: string }>('SELECT ledger_account($1, $2, $3, $4, $5)::text AS id', [
      account.merchantCode,
      account.kind,
      account.ownerId,
      account.ref,
      !isMemberAccount(account.kind),
    ]);
    // Made inside a caller's transaction, the account may vanish with a rollback: cache only what
    // was created (and so committed) on its own.
    if (db === this.db) {
      this.knownAccountIds.set(cacheKey, row!.id);
      this.accountsById.set(row!.id, account);
    }
    return row!.id;
  }

  /**
   * The ids of many accounts in one round trip (each created on first use), cached as accountId's
   * are: for jobs that move money between many accounts (agents' settlement).
   */
  async accountIds(accounts: readonly AccountRef[]): Promise<string[]> {
    const missing = accounts.filter((account) => !this.knownAccountIds.has(accountCacheKey(account)));
    if (missing.length > 0) {
      const rows = await this.db.query<{ id: string; ord: string }>(
        `SELECT ledger_account(a.m, a.k, a.o, a.r, a.n)::text AS id, a.ord::text AS ord
           FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::boolean[]) WITH ORDINALITY AS a(m, k, o, r, n, ord)`,
        [missing.map((a) => a.merchantCode), missing.map((a) => a.kind), missing.map((a) => a.ownerId), missing.map((a) => a.ref), missing.map((a) => !isMemberAccount(a.kind))],
      );
      for (const row of rows) {
        const account = missing[Number(row.ord) - 1]!;
        this.knownAccountIds.set(accountCacheKey(account), row.id);
        this.accountsById.set(row.id, account);
      }
    }
    return accounts.map((account) => this.knownAccountIds.get(accountCacheKey(account))!);
  }

  /** Posted and held totals of an account (zero for one never used). */
  async totals(account: AccountRef, db: Queryable = this.db): Promise<AccountTotals> {
    const id = await this.accountId(account, db);
    const [row] = await db.query<{ balance: string; held: string }>('SELECT balance::text, held::text FROM ledger_accounts WHERE id = $1', [id]);
    return { accountId: id, balance: BigInt(row!.balance), held: BigInt(row!.held) };
  }

  /** What the member can spend: posted money less what pending transfers hold. */
  async available(account: AccountRef, db: Queryable = this.db): Promise<bigint> {
    const { balance, held } = await this.totals(account, db);
    return balance - held;
  }

  /** A single (posted at once) or pending transfer. Throws LedgerError when refused. */
  async transfer(transfer: NewTransfer, db: Queryable = this.db): Promise<TransferOutcome> {
    if (transfer.amount <= 0n) throw new RangeError('ledger: amount must be positive');
    if (transfer.debit.merchantCode !== transfer.credit.merchantCode) throw new RangeError('ledger: accounts of two brands');
    const [debitId, creditId] = [await this.accountId(transfer.debit, db), await this.accountId(transfer.credit, db)];
    return this.run(db, transfer.debit.merchantCode, [
      transfer.debit.merchantCode,
      transfer.key,
      transfer.kind,
      transfer.pending ? 'pending' : 'single',
      debitId,
      creditId,
      transfer.amount.toString(),
      null,
      json(transfer.details ?? {}),
    ]);
  }

  /** Moves the held funds of a pending transfer to its credit account. */
  post(resolution: Resolution, db: Queryable = this.db): Promise<TransferOutcome> {
    return this.resolve('post', resolution, db);
  }

  /** Releases the held funds of a pending transfer back to its debit account. */
  void(resolution: Resolution, db: Queryable = this.db): Promise<TransferOutcome> {
    return this.resolve('void', resolution, db);
  }

  private resolve(flag: 'post' | 'void', resolution: Resolution, db: Queryable): Promise<TransferOutcome> {
    return this.run(db, resolution.merchantCode, [
      resolution.merchantCode,
      resolution.key,
      resolution.kind,
      flag,
      null,
      null,
      '0',
      resolution.pendingKey,
      json(resolution.details ?? {}),
    ]);
  }

  private async run(db: Queryable, merchantCode: string, params: unknown[]): Promise<TransferOutcome> {
    // Inside a caller's transaction a retry cannot help (the transaction is aborted): let it throw.
    const attempts = db === this.db ? undefined : 1;
    const [row] = await retryOnConflict(
      () =>
        db.query<TransferRow>(
          `SELECT status, transfer_id::text, flag, amount::text, created_at, debit_account_id::text, debit_balance::text,
                  debit_held::text, credit_account_id::text, credit_balance::text, credit_held::text
             FROM ledger_transfer($1, $2, $3, $4, $5::bigint, $6::bigint, $7::bigint, $8, $9::jsonb)`,
          params,
        ),
      { attempts },
    );
    const outcome = this.outcomeOf(row!);
    if (!outcome.replayed && db === this.db) this.announce(merchantCode, outcome);
    return outcome;
  }

  /** For transfers made inside a caller's transaction: announce after that transaction commits. */
  announceAfterCommit(merchantCode: string, outcome: TransferOutcome): void {
    if (!outcome.replayed) this.announce(merchantCode, outcome);
  }

  private outcomeOf(row: TransferRow): TransferOutcome {
    switch (row.status) {
      case 'ok':
      case 'replayed':
        return {
          transferId: row.transfer_id!,
          flag: row.flag,
          amount: BigInt(row.amount),
          createdAt: new Date(row.created_at),
          replayed: row.status === 'replayed',
          debit: { accountId: row.debit_account_id!, balance: BigInt(row.debit_balance), held: BigInt(row.debit_held) },
          credit: { accountId: row.credit_account_id!, balance: BigInt(row.credit_balance), held: BigInt(row.credit_held) },
        };
      case 'insufficient':
        throw new LedgerError('insufficient', { available: BigInt(row.debit_balance) - BigInt(row.debit_held) });
      case 'pending_resolved':
        throw new LedgerError('pending_resolved', { resolvedAs: row.flag as 'post' | 'void' });
      case 'pending_not_found':
        throw new LedgerError('pending_not_found');
      default:
        throw new LedgerError('key_conflict');
    }
  }

  private announce(merchantCode: string, outcome: TransferOutcome): void {
    for (const accountId of [outcome.debit.accountId, outcome.credit.accountId]) {
      void this.accountById(accountId).then(
        (account) => {
          if (account && isMemberAccount(account.kind)) {
            this.changes.emit('member', { merchantCode, memberId: account.ownerId, accountKind: account.kind, ref: account.ref });
          }
        },
        () => undefined, // a lost notice costs a refresh, never money
      );
    }
  }

  /** An account by id (post and void name accounts this process may never have seen). */
  async accountById(accountId: string): Promise<AccountRef | null> {
    const known = this.accountsById.get(accountId);
    if (known) return known;
    const [row] = await this.db.query<{ merchant_code: string; kind: AccountRef['kind']; owner_id: string; ref: string }>(
      'SELECT merchant_code, kind, owner_id::text, ref FROM ledger_accounts WHERE id = $1',
      [accountId],
    );
    if (!row) return null;
    const account: AccountRef = { merchantCode: row.merchant_code, kind: row.kind, ownerId: row.owner_id, ref: row.ref };
    this.accountsById.set(accountId, account);
    this.knownAccountIds.set(accountCacheKey(account), accountId);
    return account;
  }
}
