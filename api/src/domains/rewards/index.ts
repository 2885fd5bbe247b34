/** The rewards domain's public face (docs/adr/0016): what the app and other domains may use. */
export { rewardsPlugin, type RewardsPluginOptions } from './rewards-plugin';
export { type FeedConsumer, type FeedRow, isValidBet } from './core/feed';
export { activeGrants, closeGrant, type CloseGrant, type GrantClosed, openGrants } from './core/grant-lifecycle';
export { lockRewardMember, readRewardMember, type RewardMember } from './core/reward-members';
export { type Award, awardBonus, findGrant, type Grant, type GrantRequest, issueGrant, payReward, type RewardPayment, wageringRequirement } from './core/grants';
// part 2: reward center
export { createRewardItem, type NewRewardItem, type RewardItem } from './center/reward-items';
export { type CenterContribution, type CenterContributor, type CenterLine, type CenterMember, RewardCenter, type SummaryContributor } from './center/reward-center';
// part 4: missions and leaderboards
export { recordDepositForMissions, recordMissionEvent } from './missions/progress';
