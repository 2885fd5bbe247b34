import type { Db, Queryable } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { type Ledger, mainWallet, pointsAccount, pointsPool, type TransferOutcome } from '../../wallet';
import { DEFAULT_ITEM_GRANT_DAYS } from '../center/reward-items';
import { awardBonus, payReward } from '../core/grants';
import type { RewardsCore } from '../core/rewards-core';
import { brandTimeZone, findMission, type Mission } from './mission-rules';
import { type MemberMission, missionStatus } from './mission-views';
import { brandDay, isPeriodStart, periodStartOfDay } from './periods';
import { loginDaysSince, longestRun } from './streaks';

/** The ledger key of a mission's payment (docs/wallet.md): one payment per progress row, whatever happens. */
export const missionRewardKey = (progressId: string) => `reward:mission:${progressId}`;

export interface MissionClaimRequest {
  merchantCode: string;
  memberId: string;
  missionId: string;
  periodStart: string;
}

export interface MissionClaimOutcome {
  claimed: MemberMission;
  balance: bigint;
  points: bigint;
}

interface LockedProgress {
  id: string;
  value: string;
  completed: boolean;
  claimed: boolean;
  item_id: string | null;
}

/** A visit-streak mission's progress in the running period, computed from the login days: written now, so the claim has its row. */
async function writeStreakProgress(tx: Queryable, mission: Mission, memberId: string, start: string, today: string, now: Date): Promise<void> {
  const run = longestRun(await loginDaysSince(tx, memberId, start), start, today);
  await tx.query(
    `INSERT INTO mission_progress (merchant_code, member_id, mission_id, period_start, value, completed_at, updated_at)
     VALUES ($1, $2, $3, $4::date, $5::bigint, CASE WHEN $5::bigint >= $6::bigint THEN $7::timestamptz END, $7)
     ON CONFLICT (member_id, mission_id, period_start) DO UPDATE
       SET value = GREATEST(mission_progress.value, EXCLUDED.value),
           completed_at = COALESCE(mission_progress.completed_at, EXCLUDED.completed_at), updated_at = $7`,
    [mission.merchantCode, memberId, mission.id, start, run, mission.target.toString(), now],
  );
}

/**
 * Claims a completed mission of a period (POST /wps/rewards/missions/{id}/claim): drains the
 * member's feed first, then under the member's reward lock and the progress row's lock pays the
 * reward once under `reward:mission:{progressId}` (a grant when it asks for wagering, else cash to
 * the main wallet or points) and sets claimed_at. A period the rollover already turned into a
 * reward item is claimed in the reward center instead.
 */
export async function claimMission(db: Db, ledger: Ledger, core: RewardsCore, request: MissionClaimRequest, now: Date): Promise<MissionClaimOutcome> {
  const moved: TransferOutcome[] = [];
  const claimed = await retryOnConflict(
    () =>
      db.transaction(async (tx): Promise<MemberMission> => {
        moved.length = 0;
        const member = await core.drainMember(tx, request.merchantCode, request.memberId, now);
        const mission = await findMission(tx, request.merchantCode, request.missionId);
        if (!mission) throw new ApiError(404, 'mission.unknown');
        if (mission.vipMin > member.vipLevel) throw new ApiError(409, 'mission.notEligible', { level: mission.vipMin });
        const today = brandDay(await brandTimeZone(tx, request.merchantCode), now);
        const start = request.periodStart;
        if (!isPeriodStart(mission.period, start) || start > periodStartOfDay(mission.period, today)) throw new ApiError(400, 'mission.period.invalid');
        // A streak is read from the login days for the running period only: an ended one is claimable
        // through the row the rollover wrote (then it is a reward item), never recomputed back in time.
        if (mission.metric === 'visit_streak' && start === periodStartOfDay(mission.period, today)) await writeStreakProgress(tx, mission, request.memberId, start, today, now);

        const [row] = await tx.query<LockedProgress>(
          `SELECT id::text, value::text, completed_at IS NOT NULL AS completed, claimed_at IS NOT NULL AS claimed, item_id::text
             FROM mission_progress WHERE member_id = $1 AND mission_id = $2 AND period_start = $3::date FOR UPDATE`,
          [request.memberId, mission.id, start],
        );
        if (row?.claimed) throw new ApiError(409, 'reward.alreadyClaimed');
        if (row?.item_id) throw new ApiError(409, 'mission.rolledOver');
        if (!row || missionStatus(mission, BigInt(row.value), row.completed, false) !== 'claim') throw new ApiError(409, 'mission.notComplete');

        const key = missionRewardKey(row.id);
        let grantId: string | null = null;
        let transferId: string;
        if (mission.reward.kind === 'points') {
          const transfer = await ledger.transfer(
            { key, kind: 'points_earn', debit: pointsPool(mission.merchantCode), credit: pointsAccount(mission.merchantCode, request.memberId), amount: mission.reward.amount, details: { source: 'mission', missionId: mission.id, progressId: row.id } },
            tx,
          );
          moved.push(transfer);
          transferId = transfer.transferId;
        } else if (mission.reward.multipleX100 > 0) {
          const award = await awardBonus(
            tx,
            ledger,
            {
              merchantCode: mission.merchantCode,
              memberId: request.memberId,
              source: 'mission',
              sourceRef: row.id,
              titleEn: mission.titleEn,
              titleBn: mission.titleBn,
              amount: mission.reward.amount,
              wagering: { multipleX100: mission.reward.multipleX100, categories: mission.gameTypes, expiryDays: DEFAULT_ITEM_GRANT_DAYS },
              details: { missionId: mission.id, periodStart: start },
            },
            { key, kind: 'bonus' },
            now,
          );
          if (award.kind !== 'grant') throw new Error('rewards: a mission reward with wagering was paid as cash');
          grantId = award.grant.id;
          const [funding] = await tx.query<{ id: string }>('SELECT id::text FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2', [mission.merchantCode, `grant:${grantId}`]);
          transferId = funding!.id;
        } else {
          const transfer = await payReward(tx, ledger, { merchantCode: mission.merchantCode, memberId: request.memberId, key, kind: 'bonus', amount: mission.reward.amount, details: { source: 'mission', missionId: mission.id, progressId: row.id } });
          moved.push(transfer);
          transferId = transfer.transferId;
        }
        await tx.query(
          `UPDATE mission_progress SET claimed_at = $2, completed_at = COALESCE(completed_at, $2), transfer_id = $3, grant_id = $4, updated_at = $2 WHERE id = $1`,
          [row.id, now, transferId, grantId],
        );
        return { mission, periodStart: start, value: BigInt(row.value), status: 'claimed', progressId: row.id };
      }),
    { attempts: 5 },
  );
  for (const transfer of moved) ledger.announceAfterCommit(request.merchantCode, transfer);
  const [balance, points] = await Promise.all([
    ledger.available(mainWallet(request.merchantCode, request.memberId)),
    ledger.available(pointsAccount(request.merchantCode, request.memberId)),
  ]);
  return { claimed, balance, points };
}
