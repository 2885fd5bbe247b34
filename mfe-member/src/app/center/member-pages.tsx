import type { ReactNode } from 'react';
import { BetRecordPage } from '@/features/bet-records/BetRecordPage';
import { DepositPage } from '@/features/payments/DepositPage';
import { DepositRecordPage } from '@/features/payments/DepositRecordPage';
import { DepositBonusOffer } from '@/features/promotions/DepositBonusOffer';
import { FeedbackPage } from '@/features/feedback/FeedbackPage';
import { UplineTransferPage } from '@/features/payments/UplineTransferPage';
import { WithdrawPage } from '@/features/payments/WithdrawPage';
import { MissionLeaderboardPage } from '@/features/rewards/missions/MissionLeaderboardPage';
import { RealityCheckSection } from '@/features/reality-check';
import { PersonalProfitPage } from '@/features/profit/PersonalProfitPage';
import { ReferralPage } from '@/features/referral/ReferralPage';
import { MessagesPage } from '@/features/messages/MessagesPage';
import { BonusDetailsPage } from '@/features/rewards/bonus/BonusDetailsPage';
import { ManualRebatePage } from '@/features/rewards/rebate/ManualRebatePage';
import { RewardCenterPage } from '@/features/rewards/center/RewardCenterPage';
import { DepositLimitPrompt } from '@/features/safer-gambling/DepositLimitPrompt';
import { SaferGamblingPage } from '@/features/safer-gambling/SaferGamblingPage';
import { SecurityCenter } from '@/features/security/SecurityCenter';
import { TransactionHistoryPage } from '@/features/wallet/TransactionHistoryPage';
import { TransferFundPage } from '@/features/wallet/TransferFundPage';

import { memberPageIds, type MemberPageId } from './member-page-ids';

export { memberPageIds, type MemberPageId };


/** The page each sub-route of /member draws (the nested route table of the member center). */
export const memberPages: Record<MemberPageId, ReactNode> = {
  securityCenter: <SecurityCenter />,
  transferFund: <TransferFundPage />,
  // The deposit page carries safer gambling's deposit-limit prompt and link (RTS 12A, 12C) and
  // promotions' first-deposit bonus card (Join before the deposit, Claim after it).
  depositv2: <DepositPage notice={<DepositLimitPrompt />} offer={<DepositBonusOffer />} />,
  withdraw: <WithdrawPage />,
  transferUpline: <UplineTransferPage />,
  personalHistoryCopy: <BetRecordPage />,
  transactionHistory: <TransactionHistoryPage />,
  personalProfit: <PersonalProfitPage />,
  bonusDetails: <BonusDetailsPage />,
  rewardCenter: <RewardCenterPage />,
  referral: <ReferralPage />,
  missionLeaderboard: <MissionLeaderboardPage />,
  messageV2: <MessagesPage />,
  manualRebate: <ManualRebatePage />,
  depositRecord: <DepositRecordPage />,
  // Safer gambling's own sections, then the reality-check reminder's (RTS 13), a feature of its own.
  saferGambling: (
    <SaferGamblingPage>
      <RealityCheckSection />
    </SaferGamblingPage>
  ),
  feedback: <FeedbackPage />,
};

/** Which count badges which page: claimable missions, the reward center's claimable lines, unread messages. */
export const badgeSource: Partial<Record<MemberPageId, 'missions' | 'promo' | 'message'>> = {
  missionLeaderboard: 'missions',
  rewardCenter: 'promo',
  messageV2: 'message',
};

export const defaultMemberPage: MemberPageId = 'securityCenter';
