import type { RewardsCommandSpec } from './rewards-command';

/** The rewards center part's commands (docs/rewards.md); filled by that part. */
export const centerCommands: RewardsCommandSpec[] = [];
