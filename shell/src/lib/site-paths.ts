/** Member-center pages the header and side menu link to (SPEC §2 "Header and menus"). */
export const memberPaths = {
  rewardCenter: '/member/rewardCenter',
  referral: '/member/referral',
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  securityCenter: '/member/securityCenter',
  bettingRecord: '/member/personalHistoryCopy',
  messages: '/member/messageV2',
  manualRebate: '/member/manualRebate',
  depositRecord: '/member/depositRecord',
  personalProfit: '/member/personalProfit',
  myWallet: '/member/transferFund',
  bonusDetails: '/member/bonusDetails',
  saferGambling: '/member/saferGambling',
  feedback: '/member/feedback',
} as const;

export const sitePaths = {
  home: '/',
  promotions: '/promotions',
  vip: '/vip',
  favourites: '/favorite',
  agentCenter: '/agentHome',
  agentLanding: '/agent',
  help: '/help',
  terms: '/help#term',
} as const;
