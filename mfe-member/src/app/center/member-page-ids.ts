// Plain data, no page code: bench/home reads it to load every member page.
/**
 * SPEC §2's member center pages, in the order of its list, plus the deposit record (side menu),
 * safer gambling (docs/safer-gambling.md) and feedback (SPEC §1, docs/feedback-help.md).
 */
export const memberPageIds = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'depositRecord',
  'saferGambling',
  'feedback',
] as const;

export type MemberPageId = (typeof memberPageIds)[number];
