import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { writeMemberMessage } from '../../inbox';
import { type Ledger, mainWallet, platformAccount } from '../../wallet';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { moneyTransaction } from '../shared/money-transaction';
import { type DepositOrder, findDeposit } from './deposit-records';
import { DepositApprovedListeners } from './deposit-approved-port';
import type { RequestStatus } from '@khela/contracts';

export type DepositDecision = { outcome: 'approve' } | { outcome: 'reject'; reason: string };

export interface DecisionMaker {
  /** 'gateway', or the operator (recorded with the decision in the same transaction). */
  by: 'gateway' | OperatorActor;
}

/** The order was decided already; `status` is how. */
export class AlreadyDecided extends Error {
  constructor(readonly order: DepositOrder) {
    super('deposit already decided');
  }
}

export const decisionStatus = (decision: DepositDecision): RequestStatus => (decision.outcome === 'approve' ? 'APPROVED' : 'REJECTED');

/**
 * Approves (ledger transfer `deposit:{orderNo}` clearing/{channel} → the member's main wallet) or
 * rejects an IN_PROCESS deposit, the order's status and the money in one transaction. The order row
 * is locked first, so of two racing decisions one wins and the other sees it decided; the ledger key
 * is the second lock: the money cannot move twice whatever happens. An approval tells the
 * `onDepositApproved` listeners inside the same transaction.
 */
export async function decideDeposit(
  db: Db,
  ledger: Ledger,
  order: DepositOrder,
  decision: DepositDecision,
  maker: DecisionMaker,
  depositApproved: DepositApprovedListeners = new DepositApprovedListeners(),
): Promise<DepositOrder> {
  const clearing = platformAccount(order.merchantCode, 'clearing', order.channelCode);
  const wallet = mainWallet(order.merchantCode, order.memberId);
  return moneyTransaction(db, ledger, order.merchantCode, [clearing, wallet], async ({ tx, announce }) => {
    const current = await findDeposit(tx, order.orderNo, { forUpdate: true });
    if (!current) throw new ApiError(404, 'payment.order.unknown');
    if (current.status !== 'IN_PROCESS') throw new AlreadyDecided(current);
    let transferId: string | null = null;
    if (decision.outcome === 'approve') {
      const outcome = await ledger.transfer(
        { key: `deposit:${current.orderNo}`, kind: 'deposit', debit: clearing, credit: wallet, amount: current.amount, details: { orderNo: current.orderNo, channel: current.channelCode } },
        tx,
      );
      announce(outcome);
      transferId = outcome.transferId;
    }
    const decidedBy = maker.by === 'gateway' ? 'gateway' : maker.by.username;
    await tx.query(
      `UPDATE deposit_orders SET status = $2, transfer_id = $3, reason = $4, decided_by = $5, decided_at = now() WHERE id = $1`,
      [current.id, decisionStatus(decision), transferId, decision.outcome === 'reject' ? decision.reason : null, decidedBy],
    );
    if (maker.by !== 'gateway') await recordDecision(tx, maker.by, current, decision);
    const decided = (await findDeposit(tx, current.orderNo))!;
    // The member's inbox hears of the decision in the same transaction (one message per order).
    const told = { merchantCode: decided.merchantCode, memberId: decided.memberId, eventKey: `deposit:${decided.orderNo}` };
    const money = { orderNo: decided.orderNo, amount: decided.amount.toString() };
    await writeMemberMessage(tx, decision.outcome === 'approve'
      ? { ...told, template: 'deposit.approved', params: money }
      : { ...told, template: 'deposit.rejected', params: { ...money, reason: decision.reason } });
    if (decision.outcome === 'approve') {
      await depositApproved.notify(tx, { merchantCode: decided.merchantCode, memberId: decided.memberId, orderNo: decided.orderNo, channelCode: decided.channelCode, amount: decided.amount, approvedAt: decided.decidedAt ?? new Date() });
    }
    return decided;
  });
}

function recordDecision(tx: Queryable, actor: OperatorActor, order: DepositOrder, decision: DepositDecision): Promise<void> {
  return recordOperatorAction(tx, actor, {
    action: `deposit.${decision.outcome}`,
    merchantCode: order.merchantCode,
    target: order.orderNo,
    details: { amount: order.amount.toString(), memberId: order.memberId, channel: order.channelCode, ...(decision.outcome === 'reject' ? { reason: decision.reason } : {}) },
  });
}
