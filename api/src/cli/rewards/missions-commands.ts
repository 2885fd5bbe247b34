import type { RewardsCommandSpec } from './rewards-command';

/** The rewards missions part's commands (docs/rewards.md); filled by that part. */
export const missionsCommands: RewardsCommandSpec[] = [];
