import bnCore from './bn.json';
import enCore from './en.json';
import bnGames from './games.bn.json';
import enGames from './games.en.json';
import bnPayments from './payments.bn.json';
import enPayments from './payments.en.json';
import bnRewardsBonus from './rewards-bonus.bn.json';
import enRewardsBonus from './rewards-bonus.en.json';
import bnRewardsCenter from './rewards-center.bn.json';
import enRewardsCenter from './rewards-center.en.json';
import bnRewardsPromotions from './rewards-promotions.bn.json';
import enRewardsPromotions from './rewards-promotions.en.json';
import bnRewardsMissions from './rewards-missions.bn.json';
import enRewardsMissions from './rewards-missions.en.json';
import bnRewardsPoints from './rewards-points.bn.json';
import enRewardsPoints from './rewards-points.en.json';
import bnRewardsRebate from './rewards-rebate.bn.json';
import enRewardsRebate from './rewards-rebate.en.json';
import bnRewardsVip from './rewards-vip.bn.json';
import enRewardsVip from './rewards-vip.en.json';
import bnRealityCheck from './reality-check.bn.json';
import enRealityCheck from './reality-check.en.json';
import bnCareReferral from './care-referral.bn.json';
import enCareReferral from './care-referral.en.json';
import bnSafer from './safer.bn.json';
import enSafer from './safer.en.json';
import bnFeedback from './feedback.bn.json';
import enFeedback from './feedback.en.json';
import bnCareMessages from './care-messages.bn.json';
import enCareMessages from './care-messages.en.json';
import bnWallet from './wallet.bn.json';
import enWallet from './wallet.en.json';

/** The member namespace, assembled from the core file and the money and games pages' own files (top-level keys never overlap; the rewards pages have one file per part of docs/adr/0016). */
export const en = {
  ...enCore,
  ...enPayments,
  ...enWallet,
  ...enGames,
  ...enRewardsBonus,
  ...enRewardsCenter,
  ...enRewardsPromotions,
  ...enRewardsMissions,
  ...enRewardsPoints,
  ...enRewardsRebate,
  ...enRewardsVip,
  ...enRealityCheck,
  ...enCareReferral,
  ...enSafer,
  ...enFeedback,
  ...enCareMessages,
};
export const bn = {
  ...bnCore,
  ...bnPayments,
  ...bnWallet,
  ...bnGames,
  ...bnRewardsBonus,
  ...bnRewardsCenter,
  ...bnRewardsPromotions,
  ...bnRewardsMissions,
  ...bnRewardsPoints,
  ...bnRewardsRebate,
  ...bnRewardsVip,
  ...bnRealityCheck,
  ...bnCareReferral,
  ...bnSafer,
  ...bnFeedback,
  ...bnCareMessages,
};
