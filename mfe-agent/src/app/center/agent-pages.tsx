import type { ReactNode } from 'react';
import { ContractPage } from './ContractPage';
import { AnnouncementPage } from '@/features/announcements/AnnouncementPage';
import { RegisterCenter } from '@/features/team/RegisterCenter';
import { DownlineManagementPage } from '@/features/team/DownlineManagementPage';
import { TeamOverviewPage } from '@/features/team/TeamOverviewPage';
import { RevenueReport } from '@/features/reports/RevenueReport';
import { TeamBettingReport } from '@/features/reports/TeamBettingReport';
import { TeamTransactionsReport } from '@/features/reports/TeamTransactionsReport';
import { UserLossReport } from '@/features/reports/UserLossReport';

/** SPEC §2's agent center pages, then the entries that lead elsewhere (member pages, chat). */
export const agentPageIds = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentPageId = (typeof agentPageIds)[number];

export const defaultAgentPage: AgentPageId = 'agentAnnouncement';

/** The page each sub-route of /agentHome draws (the nested route table of the agent center). */
export const agentPages: Record<AgentPageId, ReactNode> = {
  agentAnnouncement: <AnnouncementPage />,
  agentTeamOverview: <TeamOverviewPage />,
  registerCenter: <RegisterCenter />,
  downlineManagmentView: <DownlineManagementPage />,
  personalHistoryCopy: <TeamBettingReport />,
  palStatementsAgentCopy: <UserLossReport />,
  agentRevenueReport: <RevenueReport />,
  agentDownlineTransactionDetailsCopy: <TeamTransactionsReport />,
  // The contract pages: "My contract", "Downlines" and "Records" (ContractPage.tsx).
  agentDividendRecordCopy2: <ContractPage key="agentDividendRecordCopy2" kind="dividend" page="agentDividendRecordCopy2" />,
  agentDailyWages2: <ContractPage key="agentDailyWages2" kind="daily" page="agentDailyWages2" />,
  agentHourSalary: <ContractPage key="agentHourSalary" kind="hourly" page="agentHourSalary" />,
  agentRealtimeSalary: <ContractPage key="agentRealtimeSalary" kind="realtime" page="agentRealtimeSalary" />,
};
