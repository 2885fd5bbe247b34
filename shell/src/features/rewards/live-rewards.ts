import { applyRewardsSummary, bus, clearRewardsSummary, onRewardsPush, rewardsCalls } from '@khela/shared';
import { followLiveMemberState } from '@/lib/session/live-member-state';

/**
 * Keeps SPEC §3's rewards state live (docs/rewards.md "Reward center and live badges"): the
 * rewardCenter and missionLeaderboard badges and the VIP label. Loads the summary when a real
 * member is known (which records today's visit) and on `rewards:changed`, and takes every
 * `{ type: 'rewards' }` push of the socket channel (live-balance.ts opens it; the server sends one
 * on every connect, so a reconnect catches up). Logged out, the badges are cleared. A claim in one
 * tab clears the badge in every tab: the server pushes to each of the member's sockets.
 */
export function startLiveRewards(): () => void {
  const live = followLiveMemberState(rewardsCalls.summary, applyRewardsSummary, clearRewardsSummary);
  const stopPushes = onRewardsPush(live.pushed);
  bus.on('rewards:changed', live.reload);
  return () => {
    stopPushes();
    bus.off('rewards:changed', live.reload);
    live.stop();
  };
}
