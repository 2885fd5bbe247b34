import type { VipSetBody } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { findMemberByAccount, TRIAL_TYPE } from '../../identity';
import { lockRewardMember } from '../core/reward-members';
import { brandMonth, changeLevel, type LevelChange } from './vip-changes';
import { readLadder } from './vip-levels';
import { giveLevelUpGift } from './vip-upgrade';

export interface SetLevelOutcome {
  account: string;
  memberId: string;
  change: LevelChange | null;
  giftItemId: string | null;
}

/**
 * An operator sets a member's level (vip.set, ADR 0016 §10), with a reason, recorded in the same
 * transaction as the vip_changes row. No gift unless `withGift`, and then the level's level-up
 * gift once ever, as an upgrade gives it. The counters follow the level: down, they are set to the
 * new level's thresholds (as a relegation does, so the next bet does not undo the decision); up,
 * they are raised to them.
 */
export async function setMemberLevel(db: Db, actor: OperatorActor, account: string, body: VipSetBody, now: Date): Promise<SetLevelOutcome> {
  const merchantCode = body.merchant;
  const member = await findMemberByAccount(db, merchantCode, account);
  if (!member) throw new ApiError(404, 'operator.member.unknown', { account: account.slice(0, 64) });
  if (member.type === TRIAL_TYPE) throw new ApiError(400, 'vip.set.trial');
  const reason = body.reason.trim();
  if (!reason) throw new ApiError(400, 'vip.set.reason');
  const ladder = await readLadder(db, merchantCode);
  const rung = ladder.find((candidate) => candidate.level === body.level);
  if (!rung) throw new ApiError(400, 'vip.set.level', { level: body.level, top: Math.max(0, ladder.length - 1) });

  return retryOnConflict(
    () =>
      db.transaction(async (tx) => {
        const standing = await lockRewardMember(tx, merchantCode, member.id);
        if (standing.vipLevel === body.level) return { account: member.account, memberId: member.id, change: null, giftItemId: null };
        const down = body.level < standing.vipLevel;
        await tx.query(
          down
            ? 'UPDATE reward_members SET vip_valid_bet = $2, vip_deposit = $3 WHERE member_id = $1'
            : 'UPDATE reward_members SET vip_valid_bet = greatest(vip_valid_bet, $2), vip_deposit = greatest(vip_deposit, $3) WHERE member_id = $1',
          [member.id, rung.upgradeValidBet.toString(), rung.upgradeDeposit.toString()],
        );
        const gift = body.withGift ? await giveLevelUpGift(tx, standing, rung, now) : null;
        const giftItemId = gift?.created ? gift.item.id : null;
        const change = await changeLevel(
          tx,
          {
            merchantCode,
            memberId: member.id,
            fromLevel: standing.vipLevel,
            toLevel: body.level,
            reason: 'operator',
            month: await brandMonth(tx, merchantCode, now),
            by: actor.username,
            details: { note: reason, withGift: Boolean(body.withGift), giftItem: giftItemId },
          },
          now,
        );
        await recordOperatorAction(tx, actor, {
          action: 'vip.set',
          merchantCode,
          target: member.account,
          details: { memberId: member.id, from: standing.vipLevel, to: body.level, reason, withGift: Boolean(body.withGift), giftItem: giftItemId, changeId: change?.id ?? null },
        });
        return { account: member.account, memberId: member.id, change, giftItemId };
      }),
    { attempts: 5 },
  );
}
