import type { RewardsSummary } from '@khela/contracts/rewards';
import { bus } from '../bus/event-bus';
import { availablePromoCountAtom, claimableMissionCountAtom, hasVipAtom, openBonusAtom, vipLabelNameAtom, vipRankLevelAtom } from '../store/public-atoms';
import { store } from '../store/store';

const count = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A `/ws` message `{ type: 'rewards', …summary }` checked field by field; null when it is not one. */
export function parseRewardsPush(message: { type: string } & Record<string, unknown>): RewardsSummary | null {
  if (message.type !== 'rewards') return null;
  const { rewardCenter, missions, vip, bonus, points } = message as Record<string, unknown> & { vip?: Record<string, unknown>; bonus?: Record<string, unknown> };
  if (!count(rewardCenter) || !count(missions) || !count(points) || typeof vip !== 'object' || vip === null || typeof bonus !== 'object' || bonus === null) return null;
  if (typeof vip.hasVip !== 'boolean' || !count(vip.level) || (vip.label !== null && typeof vip.label !== 'string')) return null;
  if (!count(bonus.open) || !count(bonus.amount)) return null;
  return { rewardCenter, missions, points, vip: { hasVip: vip.hasVip, level: vip.level, label: vip.label }, bonus: { open: bonus.open, amount: bonus.amount } };
}

/** Sets SPEC §3's public rewards state from a summary (the answer at start or a push): the badges, the VIP label and the open bonus. */
export function applyRewardsSummary(summary: RewardsSummary): void {
  store.set(availablePromoCountAtom, summary.rewardCenter);
  store.set(claimableMissionCountAtom, summary.missions);
  store.set(hasVipAtom, summary.vip.hasVip);
  store.set(vipLabelNameAtom, summary.vip.hasVip ? summary.vip.label : null);
  store.set(vipRankLevelAtom, summary.vip.hasVip ? summary.vip.level : null);
  store.set(openBonusAtom, summary.bonus);
}

/** Logged out (or a trial account): no badges, no VIP label. */
export function clearRewardsSummary(): void {
  store.set(availablePromoCountAtom, 0);
  store.set(claimableMissionCountAtom, 0);
  store.set(hasVipAtom, false);
  store.set(vipLabelNameAtom, null);
  store.set(vipRankLevelAtom, null);
  store.set(openBonusAtom, { open: 0, amount: 0 });
}

/** Calls `listener` with every valid `{ type: 'rewards' }` push of the member's socket (the socket puts it on the bus); returns the unsubscribe. */
export function onRewardsPush(listener: (summary: RewardsSummary) => void): () => void {
  const onMessage = (message: { type: string } & Record<string, unknown>) => {
    const summary = parseRewardsPush(message);
    if (summary) listener(summary);
  };
  bus.on('socket:message', onMessage);
  return () => bus.off('socket:message', onMessage);
}
