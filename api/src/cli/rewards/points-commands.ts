import type { RewardsCommandSpec } from './rewards-command';

/** The rewards points part's commands (docs/rewards.md); filled by that part. */
export const pointsCommands: RewardsCommandSpec[] = [];
