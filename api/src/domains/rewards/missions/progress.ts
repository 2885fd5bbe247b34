import type { MissionMetric } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { readRewardMember } from '../core/reward-members';
import { announceCompletions } from './completion-notices';
import { brandTimeZone, listMissions, type Mission } from './mission-rules';
import { periodStart } from './periods';

export interface ProgressChange {
  progressId: string;
  /** This change completed the mission (its badge changes once the caller commits). */
  completedNow: boolean;
}

/**
 * Adds to a member's progress on a mission in one period (creating the row), and marks it
 * completed the first time it reaches the target. One statement, so concurrent adders add both.
 */
export async function addProgress(tx: Queryable, mission: Mission, memberId: string, start: string, delta: bigint, now: Date): Promise<ProgressChange> {
  const [row] = await tx.query<{ id: string; completed_now: boolean }>(
    `INSERT INTO mission_progress (merchant_code, member_id, mission_id, period_start, value, completed_at, updated_at)
     VALUES ($1, $2, $3, $4::date, $5::bigint, CASE WHEN $5::bigint >= $6::bigint THEN $7::timestamptz END, $7)
     ON CONFLICT (member_id, mission_id, period_start) DO UPDATE
       SET value = mission_progress.value + EXCLUDED.value,
           completed_at = COALESCE(mission_progress.completed_at,
                                   CASE WHEN mission_progress.value + EXCLUDED.value >= $6::bigint THEN $7::timestamptz END),
           updated_at = $7
     RETURNING id::text, (completed_at = $7::timestamptz) AS completed_now`,
    [mission.merchantCode, memberId, mission.id, start, delta.toString(), mission.target.toString(), now],
  );
  return { progressId: row!.id, completedNow: row!.completed_now === true };
}

type EventMetric = Extract<MissionMetric, 'deposit_amount' | 'deposit_count' | 'invite'>;

/** Adds events of the given metrics to every enabled mission counting them, in the period of `at`. */
async function recordMetrics(tx: Queryable, merchantCode: string, memberId: string, amounts: Partial<Record<EventMetric, bigint>>, at: Date, now: Date): Promise<ProgressChange[]> {
  const metrics = (Object.keys(amounts) as EventMetric[]).filter((metric) => (amounts[metric] ?? 0n) > 0n);
  if (metrics.length === 0) return [];
  const missions = await listMissions(tx, merchantCode, { enabledOnly: true, metrics });
  if (missions.length === 0) return [];
  const [member, timeZone] = await Promise.all([readRewardMember(tx, merchantCode, memberId), brandTimeZone(tx, merchantCode)]);
  const changes: ProgressChange[] = [];
  for (const mission of missions) {
    if (mission.vipMin > member.vipLevel) continue;
    changes.push(await addProgress(tx, mission, memberId, periodStart(mission.period, timeZone, at), amounts[mission.metric as EventMetric]!, now));
  }
  announceCompletions(merchantCode, memberId, changes);
  return changes;
}

/**
 * The deposit hook (docs/adr/0016 §3 "Deposits"): an approved deposit counts for the brand's
 * deposit_amount and deposit_count missions, in the deposit decision's transaction. It only writes
 * (never throws for a business reason), as the payments port asks of its listeners.
 */
export async function recordDepositForMissions(tx: Queryable, merchantCode: string, memberId: string, amount: bigint, at: Date): Promise<void> {
  if (amount <= 0n) return;
  await recordMetrics(tx, merchantCode, memberId, { deposit_amount: amount, deposit_count: 1n }, at, new Date());
}

/**
 * A counted event from outside the rewards domain, in the caller's transaction: issue 18's referral
 * calls `recordMissionEvent(tx, merchant, member, 'invite', 1)` when a friend the member invited
 * qualifies. The member's badges update once the caller commits.
 */
export async function recordMissionEvent(tx: Queryable, merchantCode: string, memberId: string, metric: 'invite', count = 1, at: Date = new Date()): Promise<void> {
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError('rewards: a mission event counts a whole number above 0');
  await recordMetrics(tx, merchantCode, memberId, { [metric]: BigInt(count) }, at, new Date());
}
