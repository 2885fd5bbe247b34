import type { RewardsCommandSpec } from './rewards-command';

/** The rewards rebate part's commands (docs/rewards.md); filled by that part. */
export const rebateCommands: RewardsCommandSpec[] = [];
