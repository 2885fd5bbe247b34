import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { findMemberByAccount } from '../../identity';
import { type Ledger, LedgerError, pointsAccount, pointsPool } from '../../wallet';

export interface PointsAdjustment {
  merchantCode: string;
  account: string;
  /** Signed: + credits the member, − debits. */
  points: number;
  reason: string;
  requestId: string;
}

/**
 * An operator's correction of a member's points (`points:adjust:{requestId}`, kind points_adjust),
 * recorded in the same transaction; a retried request moves nothing twice.
 */
export async function adjustPoints(db: Db, ledger: Ledger, actor: OperatorActor, request: PointsAdjustment): Promise<{ transferId: string; balance: bigint; replayed: boolean }> {
  if (request.points === 0) throw new ApiError(400, 'points.adjust.zero');
  const member = await findMemberByAccount(db, request.merchantCode, request.account);
  if (!member) throw new ApiError(404, 'operator.member.unknown', { account: request.account.slice(0, 64) });
  const account = pointsAccount(request.merchantCode, member.id);
  const pool = pointsPool(request.merchantCode);
  await ledger.accountId(account);
  await ledger.accountId(pool);
  const credit = request.points > 0;
  try {
    const outcome = await retryOnConflict(
      () =>
        db.transaction(async (tx) => {
          const moved = await ledger.transfer(
            {
              key: `points:adjust:${request.requestId}`,
              kind: 'points_adjust',
              debit: credit ? pool : account,
              credit: credit ? account : pool,
              amount: BigInt(Math.abs(request.points)),
              details: { reason: request.reason, operator: actor.username, requestId: request.requestId },
            },
            tx,
          );
          if (!moved.replayed) {
            await recordOperatorAction(tx, actor, {
              action: 'points.adjust',
              merchantCode: request.merchantCode,
              target: member.account,
              details: { memberId: member.id, points: request.points, reason: request.reason, requestId: request.requestId, transferId: moved.transferId },
            });
          }
          return moved;
        }),
      { attempts: 5 },
    );
    const side = credit ? outcome.credit : outcome.debit;
    return { transferId: outcome.transferId, balance: side.balance - side.held, replayed: outcome.replayed };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient') {
      const have = Number(error.detail.available ?? 0n);
      throw new ApiError(409, 'points.insufficient', { need: Math.abs(request.points), have }, { need: Math.abs(request.points), have });
    }
    if (error instanceof LedgerError && error.reason === 'key_conflict') throw new ApiError(409, 'points.request.reused');
    throw error;
  }
}
