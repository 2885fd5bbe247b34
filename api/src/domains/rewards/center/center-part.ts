import type { FastifyInstance } from 'fastify';
import type { RewardsPartOptions } from '../rewards-parts';
import { centerOpsRoutes } from './center-ops-routes';
import { centerRoutes } from './center-routes';
import { RewardCenter } from './reward-center';
import { expireRewardItems } from './reward-items';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The reward center (docs/rewards.md "Reward center and live badges"): parts register their
     * center lines and summary fields here, and call notifyMember after a commit that changes a
     * member's claimables, bonus or level.
     */
    rewardCenter: RewardCenter;
  }
}

/** The hourly job that expires unclaimed items (ADR 0016 §11: hourly at :11). */
export const CENTER_EXPIRY_JOB = 'rewards.center-expiry';

/** The reward center part (docs/adr/0016 part 2): items, claims, the summary and its live push. */
export const centerRewardsPart = async (app: FastifyInstance, { db }: RewardsPartOptions): Promise<void> => {
  const center = new RewardCenter(db);
  app.decorate('rewardCenter', center);
  const now = () => new Date();

  // Bonus money and points move on their own ledger accounts (a grant issued, converted, forfeited,
  // points earned or spent): each such move changes the summary's bonus or points.
  const stopLedger = app.ledger.onMemberChange(({ merchantCode, memberId, accountKind }) => {
    if (accountKind === 'member_bonus' || accountKind === 'member_points') center.notifyMember(merchantCode, memberId);
  });
  app.addHook('onClose', async () => stopLedger());

  app.jobs.register({
    name: CENTER_EXPIRY_JOB,
    schedule: '11 * * * *',
    run: async ({ slot }) => {
      // Status changes only (no money), so a re-run of the slot changes nothing twice.
      const members = await expireRewardItems(db, new Date(Math.max(slot.getTime(), now().getTime())));
      for (const member of members) center.notifyMember(member.merchantCode, member.memberId);
      return { members: members.length };
    },
  });

  app.brandRoutes.add(centerRoutes, { db, ledger: app.ledger, core: app.rewards, center, now });
  app.opsRoutes.add(centerOpsRoutes, { db, center, now });
};
