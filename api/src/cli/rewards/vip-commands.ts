import type { RewardsCommandSpec } from './rewards-command';

/** The rewards vip part's commands (docs/rewards.md); filled by that part. */
export const vipCommands: RewardsCommandSpec[] = [];
