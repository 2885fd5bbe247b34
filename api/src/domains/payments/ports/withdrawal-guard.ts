import type { Db, Queryable } from '../../../platform/db/db';
import type { Language } from '../../../platform/i18n/language';
import type { TransferOutcome } from '../../wallet';

/** One open bonus as the withdraw page warns of it (docs/adr/0016 §2). Money in minor units. */
export interface OpenBonusGrant {
  id: string;
  title: string;
  balance: bigint;
  requirement: bigint;
  wagered: bigint;
}

/** What a withdrawal now would give up: the member's open bonuses (queued or active). */
export interface OpenBonus {
  count: number;
  amount: bigint;
  grants: OpenBonusGrant[];
}

export const NO_OPEN_BONUS: OpenBonus = { count: 0, amount: 0n, grants: [] };

/** The wire form (contracts' OpenBonusSchema): amounts as JSON numbers. */
export function openBonusToWire(open: OpenBonus) {
  return {
    count: open.count,
    amount: Number(open.amount),
    grants: open.grants.map((grant) => ({ id: grant.id, title: grant.title, balance: Number(grant.balance), requirement: Number(grant.requirement), wagered: Number(grant.wagered) })),
  };
}

/** Money leaving the member's hands: a withdrawal or a transfer to the upline. */
export interface CashOut {
  merchantCode: string;
  memberId: string;
  /** `withdrawal:{orderNo}` or `upline:{orderNo}`: the reason recorded on what it forfeits. */
  reference: string;
  /** The member confirmed giving up their open bonuses. */
  forfeitBonus: boolean;
  language: Language;
  now: Date;
}

/**
 * A port payments offers (docs/adr/0016 §2) so that rewards may stand in the way of cash leaving,
 * without payments importing rewards. `beforeCashOut` runs INSIDE the cash-out's transaction, after
 * the member row is locked and before the funds are held: it throws to refuse (nothing is written),
 * and what it writes rolls back with a cash-out refused later. It must only write, never call out.
 */
export interface WithdrawalGuard {
  /** The withdraw page's warning: may apply the member's own pending work first, in its own transaction. */
  openBonus(db: Db, merchantCode: string, memberId: string, language: Language): Promise<OpenBonus>;
  beforeCashOut(tx: Queryable, cashOut: CashOut): Promise<TransferOutcome[]>;
}

/** The one guard payments consults; without one, cash-outs are as they always were. */
export class WithdrawalGuards {
  private guard: WithdrawalGuard | null = null;

  set(guard: WithdrawalGuard): void {
    if (this.guard) throw new Error('payments: a withdrawal guard is already set');
    this.guard = guard;
  }

  openBonus(db: Db, merchantCode: string, memberId: string, language: Language): Promise<OpenBonus> {
    return this.guard ? this.guard.openBonus(db, merchantCode, memberId, language) : Promise.resolve(NO_OPEN_BONUS);
  }

  beforeCashOut(tx: Queryable, cashOut: CashOut): Promise<TransferOutcome[]> {
    return this.guard ? this.guard.beforeCashOut(tx, cashOut) : Promise.resolve([]);
  }
}
