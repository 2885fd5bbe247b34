import { feedBacklog } from '../../domains/rewards/core/feed';
import type { RewardsCommandSpec } from './rewards-command';

/** The rewards core's commands (docs/rewards.md "Core"). */
export const coreCommands: RewardsCommandSpec[] = [
  {
    verb: 'feed',
    usage: 'operator rewards feed [--merchant khela]   (settled bets not yet counted by rewards, and the oldest one’s age)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `/ops/rewards/feed?merchant=${encodeURIComponent(merchant)}` },
      database: async (db) => ({ ...(await feedBacklog(db, merchant, new Date())), consumers: [] }),
    }),
  },
];
