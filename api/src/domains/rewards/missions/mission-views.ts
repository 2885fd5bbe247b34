import type { MissionStatus, MissionView } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import type { CenterLine, CenterMember } from '../center/reward-center';
import { readRewardMember } from '../core/reward-members';
import { brandTimeZone, listMissions, type Mission } from './mission-rules';
import { brandDay, ONCE_PERIOD, periodStartOfDay, plusDays, weekStart } from './periods';
import { currentStreak, loginDaysSince, longestRun } from './streaks';

/** The member's standing on one mission in its current period. */
export interface MemberMission {
  mission: Mission;
  periodStart: string;
  value: bigint;
  status: MissionStatus;
  progressId: string | null;
}

/** Where the center's mission lines lead: the missions page, where the Claim is. */
export const MISSIONS_PAGE_LINK = '/member/missionLeaderboard';

/** How far back login days are read for the visit streak shown beside the missions. */
const STREAK_LOOKBACK_DAYS = 400;

interface ProgressRow {
  id: string;
  mission_id: string;
  period_start: string;
  value: string;
  completed: boolean;
  claimed: boolean;
}

/** A mission's status from its progress: claimed, done (claim), or still in process. */
export function missionStatus(mission: Mission, value: bigint, completed: boolean, claimed: boolean): MissionStatus {
  if (claimed) return 'claimed';
  return completed || value >= mission.target ? 'claim' : 'process';
}

/**
 * The member's missions of the current periods (today, this week, once), the ones their VIP level
 * allows, with progress and status; visit streaks computed from the login days. Reads only.
 */
export async function memberMissions(db: Queryable, member: CenterMember, now: Date): Promise<{ missions: MemberMission[]; streak: number }> {
  const [all, rewards, timeZone] = await Promise.all([
    listMissions(db, member.merchantCode, { enabledOnly: true }),
    readRewardMember(db, member.merchantCode, member.memberId),
    brandTimeZone(db, member.merchantCode),
  ]);
  const today = brandDay(timeZone, now);
  const missions = all.filter((mission) => mission.vipMin <= rewards.vipLevel);
  const starts = [today, weekStart(today), ONCE_PERIOD];
  const needsOnceDays = missions.some((mission) => mission.metric === 'visit_streak' && mission.period === 'once');
  const [rows, days] = await Promise.all([
    missions.length === 0
      ? Promise.resolve([] as ProgressRow[])
      : db.query<ProgressRow>(
          `SELECT id::text, mission_id::text, to_char(period_start, 'YYYY-MM-DD') AS period_start, value::text,
                  completed_at IS NOT NULL AS completed, claimed_at IS NOT NULL AS claimed
             FROM mission_progress WHERE member_id = $1 AND mission_id = ANY($2::bigint[]) AND period_start = ANY($3::date[])`,
          [member.memberId, missions.map((mission) => mission.id), starts],
        ),
    loginDaysSince(db, member.memberId, needsOnceDays ? ONCE_PERIOD : plusDays(today, -STREAK_LOOKBACK_DAYS)),
  ]);
  const progress = new Map(rows.map((row) => [`${row.mission_id}:${row.period_start}`, row]));
  const views = missions.map((mission): MemberMission => {
    const start = periodStartOfDay(mission.period, today);
    const row = progress.get(`${mission.id}:${start}`);
    const value = mission.metric === 'visit_streak' ? BigInt(longestRun(days, start, today)) : BigInt(row?.value ?? '0');
    return { mission, periodStart: start, value, status: missionStatus(mission, value, row?.completed ?? false, row?.claimed ?? false), progressId: row?.id ?? null };
  });
  return { missions: views, streak: currentStreak(days, today) };
}

/** The wire view of a member's mission, in the reader's language; progress shown up to the target. */
export function missionView(entry: MemberMission, language: string): MissionView {
  const { mission } = entry;
  const bn = language === 'bn';
  return {
    id: mission.id,
    code: mission.code,
    period: mission.period,
    periodStart: entry.periodStart,
    title: bn ? mission.titleBn : mission.titleEn,
    description: bn ? mission.descriptionBn : mission.descriptionEn,
    metric: mission.metric,
    gameTypes: mission.gameTypes,
    target: Number(mission.target),
    value: Number(entry.value < mission.target ? entry.value : mission.target),
    status: entry.status,
    reward: { kind: mission.reward.kind, amount: Number(mission.reward.amount), multipleX100: mission.reward.multipleX100 },
  };
}

/** The reward center's lines: missions done and not claimed in the current period (their Claim is on the missions page). */
export function missionCenterLines(missions: readonly MemberMission[], now: Date): CenterLine[] {
  return missions
    .filter((entry) => entry.status === 'claim')
    .map(({ mission, periodStart }) => ({
      key: `mission:${mission.id}:${periodStart}`,
      source: 'mission',
      title: { en: mission.titleEn, bn: mission.titleBn },
      amountKind: mission.reward.kind,
      amount: mission.reward.amount,
      multipleX100: mission.reward.multipleX100,
      link: MISSIONS_PAGE_LINK,
      createdAt: now,
      expiresAt: null,
    }));
}
