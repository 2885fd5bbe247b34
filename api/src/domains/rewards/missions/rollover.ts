import type { Db } from '../../../platform/db/db';
import type { CenterMember } from '../center/reward-center';
import { createRewardItem } from '../center/reward-items';
import { lockRewardMember } from '../core/reward-members';
import { listMissions } from './mission-rules';
import { brandDay, periodEnd, periodStartOfDay, previousPeriodStart } from './periods';
import { membersWithRun } from './streaks';

/** Ended periods of a visit-streak mission looked at again on every run (a missed day of runs is caught up). */
const STREAK_PERIODS_BACK = { daily: 7, weekly: 2 } as const;

/** Visit streaks are computed on read: for an ended period, the members who reached the target get a completed row. */
async function completeStreaks(db: Db, merchantCode: string, timeZone: string, today: string, now: Date): Promise<void> {
  const missions = (await listMissions(db, merchantCode, { enabledOnly: true, metrics: ['visit_streak'] })).filter((mission) => mission.period !== 'once');
  for (const mission of missions) {
    const period = mission.period as 'daily' | 'weekly';
    // Visits before the mission existed earn nothing: only periods that ended after it was made.
    const made = brandDay(timeZone, mission.createdAt);
    let start = periodStartOfDay(period, today);
    for (let back = 0; back < STREAK_PERIODS_BACK[period]; back += 1) {
      start = previousPeriodStart(period, start);
      if (periodEnd(period, start) <= made) break;
      for (const { memberId, run } of await membersWithRun(db, merchantCode, start, periodEnd(period, start), mission.target)) {
        const [level] = await db.query<{ vip_level: number }>('SELECT vip_level FROM reward_members WHERE member_id = $1', [memberId]);
        if ((level?.vip_level ?? 0) < mission.vipMin) continue;
        await db.query(
          `INSERT INTO mission_progress (merchant_code, member_id, mission_id, period_start, value, completed_at, updated_at)
           VALUES ($1, $2, $3, $4::date, $5, $6, $6)
           ON CONFLICT (member_id, mission_id, period_start) DO UPDATE
             SET value = GREATEST(mission_progress.value, EXCLUDED.value), completed_at = COALESCE(mission_progress.completed_at, EXCLUDED.completed_at), updated_at = $6
             WHERE mission_progress.claimed_at IS NULL AND mission_progress.item_id IS NULL`,
          [merchantCode, memberId, mission.id, start, run.toString(), now],
        );
      }
    }
  }
}

interface Unclaimed {
  id: string;
  mission_id: string;
  period_start: string;
}

/** Ended periods only: a daily mission's days before today, a weekly one's weeks before this one; "once" never ends. */
const ENDED = `m.period <> 'once' AND p.period_start < CASE m.period WHEN 'daily' THEN $2::date ELSE $3::date END`;

/** One member's completed, unclaimed missions of ended periods become reward items, in one transaction under their reward lock. */
async function rollMember(db: Db, merchantCode: string, memberId: string, today: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockRewardMember(tx, merchantCode, memberId);
    const rows = await tx.query<Unclaimed>(
      `SELECT p.id::text, p.mission_id::text, to_char(p.period_start, 'YYYY-MM-DD') AS period_start
         FROM mission_progress p JOIN missions m ON m.id = p.mission_id
        WHERE p.merchant_code = $1 AND p.member_id = $4 AND p.completed_at IS NOT NULL AND p.claimed_at IS NULL AND p.item_id IS NULL AND ${ENDED}
        ORDER BY p.id FOR UPDATE OF p`,
      [merchantCode, today, periodStartOfDay('weekly', today), memberId],
    );
    const missions = new Map((await listMissions(tx, merchantCode)).map((mission) => [mission.id, mission]));
    for (const row of rows) {
      const mission = missions.get(row.mission_id)!;
      const { item } = await createRewardItem(
        tx,
        {
          merchantCode,
          memberId,
          source: 'mission',
          sourceRef: row.id,
          titleEn: mission.titleEn,
          titleBn: mission.titleBn,
          amountKind: mission.reward.kind,
          amount: mission.reward.amount,
          wagering: mission.reward.kind === 'cash' ? { multipleX100: mission.reward.multipleX100, categories: mission.gameTypes } : undefined,
          details: { missionId: mission.id, mission: mission.code, periodStart: row.period_start },
        },
        now,
      );
      await tx.query('UPDATE mission_progress SET item_id = $2, updated_at = $3 WHERE id = $1', [row.id, item.id, now]);
    }
    return rows.length;
  });
}

/**
 * Job rewards.missions-rollover, the "mission reset" (docs/adr/0016 §7, §11): in each brand's zone,
 * completed but unclaimed missions of ended periods (yesterday; last week once Monday has come)
 * become reward items with source_ref = the progress id, so nothing earned is lost. The item's
 * unique (member, source, source_ref) and the progress row's item_id make it exactly once.
 */
export async function rollOverMissions(db: Db, now: Date): Promise<{ items: number; members: CenterMember[] }> {
  const brands = await db.query<{ code: string; time_zone: string }>('SELECT code, time_zone FROM merchants ORDER BY code');
  let items = 0;
  const members: CenterMember[] = [];
  for (const brand of brands) {
    const today = brandDay(brand.time_zone, now);
    await completeStreaks(db, brand.code, brand.time_zone, today, now);
    const pending = await db.query<{ member_id: string }>(
      `SELECT DISTINCT p.member_id::text FROM mission_progress p JOIN missions m ON m.id = p.mission_id
        WHERE p.merchant_code = $1 AND p.completed_at IS NOT NULL AND p.claimed_at IS NULL AND p.item_id IS NULL AND ${ENDED}`,
      [brand.code, today, periodStartOfDay('weekly', today)],
    );
    for (const { member_id: memberId } of pending) {
      const made = await rollMember(db, brand.code, memberId, today, now);
      if (made > 0) members.push({ merchantCode: brand.code, memberId });
      items += made;
    }
  }
  return { items, members };
}
