import type { RewardGiftBody } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { findMemberByAccount, TRIAL_TYPE } from '../../identity';
import { createRewardItem, type RewardItem } from './reward-items';

export interface GiftOutcome {
  item: RewardItem;
  account: string;
  created: boolean;
}

/**
 * An operator's gift (reward.gift): a reward item of source `operator`, source_ref the request id,
 * so a retried request makes nothing twice. It is recorded with its operator in the same
 * transaction; the money moves only when the member claims it.
 */
export async function giftRewardItem(db: Db, actor: OperatorActor, gift: RewardGiftBody, now: Date): Promise<GiftOutcome> {
  const merchantCode = gift.merchant;
  const member = await findMemberByAccount(db, merchantCode, gift.account);
  if (!member) throw new ApiError(404, 'operator.member.unknown', { account: gift.account.slice(0, 64) });
  if (member.type === TRIAL_TYPE) throw new ApiError(400, 'reward.gift.trial');
  const multipleX100 = gift.multipleX100 ?? 0;
  if (gift.amountKind === 'points' && multipleX100 > 0) throw new ApiError(400, 'reward.gift.pointsWagering');
  const [titleEn, titleBn] = [gift.titleEn.trim(), gift.titleBn.trim()];
  if (!titleEn || !titleBn) throw new ApiError(400, 'reward.gift.title');

  return retryOnConflict(
    () =>
      db.transaction(async (tx) => {
        const { item, created } = await createRewardItem(
          tx,
          {
            merchantCode,
            memberId: member.id,
            source: 'operator',
            sourceRef: gift.requestId,
            titleEn,
            titleBn,
            amountKind: gift.amountKind,
            amount: BigInt(gift.amount),
            wagering: gift.amountKind === 'cash' ? { multipleX100, categories: gift.categories ?? [], expiryDays: gift.expiryDays } : undefined,
            details: { operator: actor.username, reason: gift.reason ?? null },
          },
          now,
        );
        if (created) {
          await recordOperatorAction(tx, actor, {
            action: 'reward.gift',
            merchantCode,
            target: member.account,
            details: { memberId: member.id, itemId: item.id, amountKind: item.amountKind, amount: gift.amount, multipleX100: item.multipleX100, titleEn, titleBn, reason: gift.reason ?? null, requestId: gift.requestId },
          });
        }
        return { item, account: member.account, created };
      }),
    { attempts: 5 },
  );
}
