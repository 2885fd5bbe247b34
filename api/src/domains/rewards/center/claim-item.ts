import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { type Ledger, mainWallet, pointsAccount, pointsPool, type TransferOutcome } from '../../wallet';
import { awardBonus, payReward } from '../core/grants';
import type { RewardsCore } from '../core/rewards-core';
import { isClaimable, ITEM_COLUMNS, type RewardItem, toRewardItem } from './reward-items';

export interface ClaimRequest {
  merchantCode: string;
  memberId: string;
  itemId: string;
  /** Chosen by the page per press: the same request answers the first answer again. */
  requestId: string;
}

export interface ClaimOutcome {
  item: RewardItem;
  /** The member's available main wallet and points right after. */
  balance: bigint;
  points: bigint;
  /** This request had claimed the item before: nothing moved now. */
  replayed: boolean;
}

/** The ledger key of an item's payment (docs/wallet.md): one payment per item, whatever happens. */
export const rewardItemKey = (itemId: string) => `reward:${itemId}`;

/**
 * Claims an item: drains the member's feed first (every claim does, ADR 0016 §3), locks the item,
 * pays it under `reward:{id}` and marks it claimed, all in one transaction. Cash with wagering
 * becomes a grant (awardBonus: source `reward`, ref the item id); cash without goes to the main
 * wallet; points go to the member's points account (kind points_earn). The reward lock and the
 * item's row lock make concurrent claims pay once; the others get reward.alreadyClaimed.
 */
export async function claimRewardItem(db: Db, ledger: Ledger, core: RewardsCore, request: ClaimRequest, now: Date): Promise<ClaimOutcome> {
  const moved: TransferOutcome[] = [];
  const outcome = await retryOnConflict(
    () =>
      db.transaction(async (tx) => {
        moved.length = 0;
        await core.drainMember(tx, request.merchantCode, request.memberId, now);
        const [row] = await tx.query<Parameters<typeof toRewardItem>[0]>(
          `SELECT ${ITEM_COLUMNS} FROM reward_items WHERE merchant_code = $1 AND member_id = $2 AND id = $3 FOR UPDATE`,
          [request.merchantCode, request.memberId, request.itemId],
        );
        if (!row) throw new ApiError(404, 'reward.unknown');
        const item = toRewardItem(row);
        if (item.status === 'claimed') {
          if (item.claimRequestId === request.requestId) return { item, replayed: true };
          throw new ApiError(409, 'reward.alreadyClaimed');
        }
        if (!isClaimable(item, now)) throw new ApiError(409, 'reward.expired');

        const key = rewardItemKey(item.id);
        let grantId: string | null = null;
        let transferId: string;
        if (item.amountKind === 'points') {
          const transfer = await ledger.transfer(
            { key, kind: 'points_earn', debit: pointsPool(item.merchantCode), credit: pointsAccount(item.merchantCode, item.memberId), amount: item.amount, details: { source: 'reward', itemId: item.id, itemSource: item.source } },
            tx,
          );
          moved.push(transfer);
          transferId = transfer.transferId;
        } else if (item.multipleX100 > 0) {
          const award = await awardBonus(
            tx,
            ledger,
            {
              merchantCode: item.merchantCode,
              memberId: item.memberId,
              source: 'reward',
              sourceRef: item.id,
              titleEn: item.titleEn,
              titleBn: item.titleBn,
              amount: item.amount,
              wagering: { multipleX100: item.multipleX100, categories: item.categories, expiryDays: item.expiryDays },
              details: { itemId: item.id, itemSource: item.source, itemSourceRef: item.sourceRef },
            },
            { key, kind: 'bonus' },
            now,
          );
          if (award.kind !== 'grant') throw new Error('rewards: an item with wagering was paid as cash');
          grantId = award.grant.id;
          const [funding] = await tx.query<{ id: string }>('SELECT id::text FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2', [item.merchantCode, `grant:${grantId}`]);
          transferId = funding!.id;
        } else {
          // What awardBonus does for a reward without wagering, keeping the transfer's outcome so
          // the balance push goes out after commit.
          const transfer = await payReward(tx, ledger, { merchantCode: item.merchantCode, memberId: item.memberId, key, kind: 'bonus', amount: item.amount, details: { source: 'reward', itemId: item.id, itemSource: item.source } });
          moved.push(transfer);
          transferId = transfer.transferId;
        }
        const [claimed] = await tx.query<Parameters<typeof toRewardItem>[0]>(
          `UPDATE reward_items SET status = 'claimed', claimed_at = $2, claim_request_id = $3, grant_id = $4, transfer_id = $5
            WHERE id = $1 RETURNING ${ITEM_COLUMNS}`,
          [item.id, now, request.requestId, grantId, transferId],
        );
        return { item: toRewardItem(claimed!), replayed: false };
      }),
    { attempts: 5 },
  );
  for (const transfer of moved) ledger.announceAfterCommit(request.merchantCode, transfer);
  const [balance, points] = await Promise.all([
    ledger.available(mainWallet(request.merchantCode, request.memberId)),
    ledger.available(pointsAccount(request.merchantCode, request.memberId)),
  ]);
  return { ...outcome, balance, points };
}
