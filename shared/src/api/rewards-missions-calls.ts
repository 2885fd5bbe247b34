import type { LeaderboardAnswer, LeaderboardPrize, LeaderboardRow, MissionClaimAnswer, MissionSummary, MissionView } from '@khela/contracts/rewards';
import { api } from './client';

export type { LeaderboardAnswer, LeaderboardPrize, LeaderboardRow, MissionClaimAnswer, MissionSummary, MissionView };

/** The missions page's calls (docs/rewards.md "Missions and leaderboards"; logged-in, non-trial members). */
export const rewardsMissionsCalls = {
  /** SPEC §7 "mission summary": today's, this week's and one-time missions, and the visit streak. */
  summary: () => api.get<MissionSummary>('/wps/rewards/missions/summary'),
  /** Claims a completed mission of its period (the period's first day, as the summary gives it). */
  claim: (missionId: string, periodStart: string) => api.post<MissionClaimAnswer>(`/wps/rewards/missions/${encodeURIComponent(missionId)}/claim`, { json: { periodStart } }),
  /** SPEC §7 "mission leaderboard": a board's top 50 (names masked) and the member's own rank. */
  leaderboard: (board: string | null, period: 'current' | 'previous') =>
    api.get<LeaderboardAnswer>('/wps/rewards/missions/leaderboard', { searchParams: { board: board ?? undefined, period } }),
};
