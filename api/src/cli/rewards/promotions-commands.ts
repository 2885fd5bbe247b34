import type { RewardsCommandSpec } from './rewards-command';

/** The rewards promotions part's commands (docs/rewards.md); filled by that part. */
export const promotionsCommands: RewardsCommandSpec[] = [];
