import { applyRewardsSummary, bus, clearRewardsSummary, currentToken, isTrialAtom, memberInfoAtom, onRewardsPush, rewardsCalls, store, tokenAtom } from '@khela/shared';

/** Whose rewards the badges show: a real member's (visitors and trial accounts have none). */
function realMemberKey(): string | null {
  const member = store.get(memberInfoAtom);
  const token = currentToken();
  if (!member || !token || store.get(isTrialAtom)) return null;
  return `${member.id} ${token}`;
}

/**
 * Keeps SPEC §3's rewards state live (docs/rewards.md "Reward center and live badges"): the
 * rewardCenter and missionLeaderboard badges and the VIP label. Loads the summary when a real
 * member is known (which records today's visit) and on `rewards:changed`, and takes every
 * `{ type: 'rewards' }` push of the socket channel (live-balance.ts opens it; the server sends one
 * on every connect, so a reconnect catches up). Logged out, the badges are cleared. A claim in one
 * tab clears the badge in every tab: the server pushes to each of the member's sockets.
 */
export function startLiveRewards(): () => void {
  let member: string | null = null;
  /** Bumped by every push and load: an answer older than a push is not applied over it. */
  let version = 0;

  async function load(): Promise<void> {
    const forMember = member;
    if (forMember === null) return;
    const asked = (version += 1);
    const result = await rewardsCalls.summary();
    if (forMember !== member || asked !== version || !result.ok) return;
    applyRewardsSummary(result.value);
  }

  function follow(): void {
    const next = realMemberKey();
    if (next === member) return;
    member = next;
    version += 1;
    clearRewardsSummary();
    if (next !== null) void load();
  }

  const stopPushes = onRewardsPush((summary) => {
    if (member === null) return;
    version += 1;
    applyRewardsSummary(summary);
  });
  const onChanged = () => void load();
  const unsubscribers = [store.sub(memberInfoAtom, follow), store.sub(tokenAtom, follow)];
  bus.on('rewards:changed', onChanged);
  follow();

  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    stopPushes();
    bus.off('rewards:changed', onChanged);
    member = null;
  };
}
