import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { type Ledger, pointsAccount, pointsPool } from '../../wallet';
import { lockRedemption, type RedemptionRecord } from './mall-redemptions';

export type GoodsDecision = 'approve' | 'reject';

/**
 * An operator's decision on goods In Process: APPROVED (shipped), or REJECTED with a reason, the
 * points refunded (`mall:{id}:refund`) and the item back in stock, in the same transaction as the
 * status and the action record. A redemption is decided once.
 */
export async function decideRedemption(
  db: Db,
  ledger: Ledger,
  actor: OperatorActor,
  merchantCode: string,
  redemptionId: string,
  decision: GoodsDecision,
  reason: string | null,
  now: Date,
): Promise<RedemptionRecord> {
  if (decision === 'reject' && !reason) throw new ApiError(400, 'mall.reject.reason');
  return retryOnConflict(
    () =>
      db.transaction(async (tx) => {
        const redemption = await lockRedemption(tx, merchantCode, redemptionId);
        if (!redemption) throw new ApiError(404, 'mall.redemption.unknown', { redemption: redemptionId });
        if (redemption.status !== 'IN_PROCESS') throw new ApiError(409, 'mall.redemption.decided', { status: redemption.status });
        const status = decision === 'approve' ? 'APPROVED' : 'REJECTED';
        await tx.query('UPDATE mall_redemptions SET status = $2, reason = $3, decided_at = $4, decided_by = $5 WHERE id = $1::bigint', [
          redemption.id,
          status,
          reason,
          now,
          actor.username,
        ]);
        if (decision === 'reject') {
          await ledger.transfer(
            {
              key: `mall:${redemption.id}:refund`,
              kind: 'points_refund',
              debit: pointsPool(merchantCode),
              credit: pointsAccount(merchantCode, redemption.memberId),
              amount: redemption.points,
              details: { redemptionId: redemption.id, itemId: redemption.itemId, nameEn: redemption.itemNameEn, nameBn: redemption.itemNameBn, reason },
            },
            tx,
          );
          await tx.query('UPDATE mall_items SET stock = stock + $2, updated_at = now() WHERE id = $1::bigint AND stock IS NOT NULL', [redemption.itemId, redemption.quantity]);
        }
        await recordOperatorAction(tx, actor, {
          action: `mall.redemption.${decision}`,
          merchantCode,
          target: redemption.id,
          details: { memberId: redemption.memberId, itemId: redemption.itemId, quantity: redemption.quantity, points: Number(redemption.points), reason },
        });
        return { ...redemption, status, reason, decidedAt: now, decidedBy: actor.username };
      }),
    { attempts: 5 },
  );
}
