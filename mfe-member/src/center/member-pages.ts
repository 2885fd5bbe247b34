/** SPEC §2's member center pages, in the order of its list, plus the deposit record (side menu). */
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
] as const;

export type MemberPageId = (typeof memberPageIds)[number];

export function isMemberPage(value: string | undefined): value is MemberPageId {
  return (memberPageIds as readonly string[]).includes(value ?? '');
}

/** Which count badges which page: available promotions on missions and rewards, unread messages on messages. */
export const badgeSource: Partial<Record<MemberPageId, 'promo' | 'message'>> = {
  missionLeaderboard: 'promo',
  rewardCenter: 'promo',
  messageV2: 'message',
};

export const defaultMemberPage: MemberPageId = 'securityCenter';
