import type { ReactNode } from 'react';
import { BetRecordPage } from '@/features/bet-records/BetRecordPage';
import { DepositPage } from '@/features/payments/DepositPage';
import { DepositRecordPage } from '@/features/payments/DepositRecordPage';
import { UplineTransferPage } from '@/features/payments/UplineTransferPage';
import { WithdrawPage } from '@/features/payments/WithdrawPage';
import { MissionLeaderboardPage } from '@/features/rewards/missions/MissionLeaderboardPage';
import { RecordPage } from '@/features/records/RecordPage';
import { MessagesPage } from '@/features/messages/MessagesPage';
import { BonusDetailsPage } from '@/features/rewards/bonus/BonusDetailsPage';
import { ManualRebatePage } from '@/features/rewards/rebate/ManualRebatePage';
import type { RecordPageId } from '@/features/records/record-pages';
import { RewardCenterPage } from '@/features/rewards/center/RewardCenterPage';
import { SecurityCenter } from '@/features/security/SecurityCenter';
import { TransactionHistoryPage } from '@/features/wallet/TransactionHistoryPage';
import { TransferFundPage } from '@/features/wallet/TransferFundPage';

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

/** A record page keeps its filters per page: the key gives each its own state. */
const recordPage = (id: RecordPageId) => <RecordPage key={id} id={id} />;

/** The page each sub-route of /member draws (the nested route table of the member center). */
export const memberPages: Record<MemberPageId, ReactNode> = {
  securityCenter: <SecurityCenter />,
  transferFund: <TransferFundPage />,
  depositv2: <DepositPage />,
  withdraw: <WithdrawPage />,
  transferUpline: <UplineTransferPage />,
  personalHistoryCopy: <BetRecordPage />,
  transactionHistory: <TransactionHistoryPage />,
  personalProfit: recordPage('personalProfit'),
  bonusDetails: <BonusDetailsPage />,
  rewardCenter: <RewardCenterPage />,
  referral: recordPage('referral'),
  missionLeaderboard: <MissionLeaderboardPage />,
  messageV2: <MessagesPage />,
  manualRebate: <ManualRebatePage />,
  depositRecord: <DepositRecordPage />,
};

/** Which count badges which page: claimable missions, the reward center's claimable lines, unread messages. */
export const badgeSource: Partial<Record<MemberPageId, 'missions' | 'promo' | 'message'>> = {
  missionLeaderboard: 'missions',
  rewardCenter: 'promo',
  messageV2: 'message',
};

export const defaultMemberPage: MemberPageId = 'securityCenter';
