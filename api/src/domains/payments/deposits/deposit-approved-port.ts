import type { Queryable } from '../../../platform/db/db';

/** An approved deposit, as other domains hear of it (docs/payments.md "Ports"). Money in minor units. */
export interface DepositApproved {
  merchantCode: string;
  memberId: string;
  orderNo: string;
  channelCode: string;
  amount: bigint;
  approvedAt: Date;
}

/**
 * Called inside the deposit decision's transaction, after the money and the order's status are
 * written: what a listener writes commits or rolls back with the deposit. A listener that throws
 * fails the decision, so it must only write (never call out) and refuse nothing by throwing.
 */
export type DepositApprovedListener = (tx: Queryable, deposit: DepositApproved) => Promise<void>;

/** The port `app.onDepositApproved(listener)`: payments knows its listeners, never their domains. */
export class DepositApprovedListeners {
  private readonly listeners: DepositApprovedListener[] = [];

  add(listener: DepositApprovedListener): void {
    this.listeners.push(listener);
  }

  async notify(tx: Queryable, deposit: DepositApproved): Promise<void> {
    for (const listener of this.listeners) await listener(tx, deposit);
  }
}
