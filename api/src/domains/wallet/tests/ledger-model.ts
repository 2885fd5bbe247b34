import { type AccountRef, accountCacheKey, isMemberAccount } from '../ledger/accounts';
import type { LedgerTransferKind as TransferKind } from '@khela/contracts';
import type { TransferFlag } from '../ledger/ledger';
import type { LedgerRefusal } from '../ledger/ledger-errors';

/**
 * The ledger as a few maps in memory: what the database must answer for each call and what every
 * account must hold afterwards. Written from the contract (docs/wallet.md), not from the SQL: a
 * transfer is single or pending, a pending one is resolved once by post or void, a key names one
 * transfer for ever (the same transfer again replays the first answer, anything else is a conflict),
 * and a member account never spends more than it has.
 */
export interface ModelTotals {
  balance: bigint;
  held: bigint;
}

export type ModelAnswer =
  | { status: 'ok' | 'replayed'; key: string; flag: TransferFlag; amount: bigint; debit: ModelTotals; credit: ModelTotals }
  | { status: 'refused'; reason: LedgerRefusal; available?: bigint; resolvedAs?: 'post' | 'void' };

interface ModelTransfer {
  key: string;
  kind: TransferKind;
  flag: TransferFlag;
  debit: string;
  credit: string;
  amount: bigint;
  /** post/void: the key of the pending transfer resolved. */
  pendingKey: string | null;
  /** The account totals written in the transfer's entries (credit: only when its balance moved). */
  debitAfter: ModelTotals;
  creditAfter: ModelTotals | null;
}

export interface ModelSnapshot {
  accounts: Map<string, ModelTotals & { account: AccountRef }>;
  transfers: Map<string, ModelTransfer>;
  resolutions: Map<string, 'post' | 'void'>;
}

export class LedgerModel {
  private state: ModelSnapshot = { accounts: new Map(), transfers: new Map(), resolutions: new Map() };

  /** For a multi-call transaction: restore() undoes everything since, as a rollback does. */
  snapshot(): ModelSnapshot {
    return {
      accounts: new Map([...this.state.accounts].map(([key, value]) => [key, { ...value }])),
      transfers: new Map(this.state.transfers),
      resolutions: new Map(this.state.resolutions),
    };
  }

  restore(snapshot: ModelSnapshot): void {
    this.state = snapshot;
  }

  transfer(t: { key: string; kind: TransferKind; debit: AccountRef; credit: AccountRef; amount: bigint; pending?: boolean }): ModelAnswer {
    const flag: TransferFlag = t.pending ? 'pending' : 'single';
    return this.apply({ key: t.key, kind: t.kind, flag, debit: this.open(t.debit), credit: this.open(t.credit), amount: t.amount, pendingKey: null });
  }

  resolve(flag: 'post' | 'void', r: { key: string; kind: TransferKind; pendingKey: string }): ModelAnswer {
    const pending = this.state.transfers.get(r.pendingKey);
    if (!pending || pending.flag !== 'pending') return { status: 'refused', reason: 'pending_not_found' };
    return this.apply({ key: r.key, kind: r.kind, flag, debit: pending.debit, credit: pending.credit, amount: pending.amount, pendingKey: r.pendingKey });
  }

  private apply(t: Omit<ModelTransfer, 'debitAfter' | 'creditAfter'>): ModelAnswer {
    const existing = this.state.transfers.get(t.key);
    if (existing) {
      const same = existing.kind === t.kind && existing.flag === t.flag && existing.debit === t.debit && existing.credit === t.credit
        && existing.amount === t.amount && existing.pendingKey === t.pendingKey;
      if (!same) return { status: 'refused', reason: 'key_conflict' };
      // The first answer: the totals the transfer wrote; an untouched credit side answers its totals now.
      return {
        status: 'replayed',
        key: t.key,
        flag: existing.flag,
        amount: existing.amount,
        debit: { ...existing.debitAfter },
        credit: { ...(existing.creditAfter ?? this.totals(existing.credit)) },
      };
    }
    if (t.pendingKey !== null) {
      const resolvedAs = this.state.resolutions.get(t.pendingKey);
      if (resolvedAs) return { status: 'refused', reason: 'pending_resolved', resolvedAs };
    }
    const debit = this.state.accounts.get(t.debit)!;
    const credit = this.state.accounts.get(t.credit)!;
    if ((t.flag === 'single' || t.flag === 'pending') && isMemberAccount(debit.account.kind) && debit.balance - debit.held < t.amount) {
      return { status: 'refused', reason: 'insufficient', available: debit.balance - debit.held };
    }
    switch (t.flag) {
      case 'single':
        debit.balance -= t.amount;
        credit.balance += t.amount;
        break;
      case 'pending':
        debit.held += t.amount;
        break;
      case 'post':
        debit.balance -= t.amount;
        debit.held -= t.amount;
        credit.balance += t.amount;
        break;
      case 'void':
        debit.held -= t.amount;
        break;
    }
    if (t.pendingKey !== null) this.state.resolutions.set(t.pendingKey, t.flag as 'post' | 'void');
    const creditMoved = t.flag === 'single' || t.flag === 'post';
    this.state.transfers.set(t.key, { ...t, debitAfter: this.totals(t.debit), creditAfter: creditMoved ? this.totals(t.credit) : null });
    return { status: 'ok', key: t.key, flag: t.flag, amount: t.amount, debit: this.totals(t.debit), credit: this.totals(t.credit) };
  }

  private open(account: AccountRef): string {
    const key = accountCacheKey(account);
    if (!this.state.accounts.has(key)) this.state.accounts.set(key, { account, balance: 0n, held: 0n });
    return key;
  }

  private totals(key: string): ModelTotals {
    const { balance, held } = this.state.accounts.get(key)!;
    return { balance, held };
  }

  /** Every account the model has seen, with its totals. */
  accounts(): Array<ModelTotals & { account: AccountRef }> {
    return [...this.state.accounts.values()].map((value) => ({ ...value }));
  }

  /** How many transfers and entries the database should hold (single/post write two entries). */
  counts(): { transfers: number; entries: number } {
    let entries = 0;
    for (const transfer of this.state.transfers.values()) entries += transfer.flag === 'single' || transfer.flag === 'post' ? 2 : 1;
    return { transfers: this.state.transfers.size, entries };
  }
}
