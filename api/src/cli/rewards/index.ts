import { centerCommands } from './center-commands';
import { coreCommands } from './core-commands';
import { missionsCommands } from './missions-commands';
import { pointsCommands } from './points-commands';
import { promotionsCommands } from './promotions-commands';
import { rebateCommands } from './rebate-commands';
import { referralCommands } from './referral-commands';
import type { RewardsCommandSpec } from './rewards-command';
import { vipCommands } from './vip-commands';

export { parseRewardsCommand, type RewardsCommand, type RewardsCommandSpec } from './rewards-command';

/** Every `operator rewards …` command, one file per part of the rewards domain. */
export const REWARDS_COMMANDS: readonly RewardsCommandSpec[] = [
  ...coreCommands,
  ...centerCommands,
  ...promotionsCommands,
  ...missionsCommands,
  ...pointsCommands,
  ...rebateCommands,
  ...vipCommands,
  ...referralCommands,
];
