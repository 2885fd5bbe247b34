import type { ReactNode } from 'react';
import { AnnouncementPage } from '@/features/announcements/AnnouncementPage';
import { RegisterCenter } from '@/features/team/RegisterCenter';
import { DownlineManagementPage } from '@/features/team/DownlineManagementPage';
import { TeamOverviewPage } from '@/features/team/TeamOverviewPage';
import { ReportPage } from '@/features/reports/ReportPage';
import type { ReportId } from '@/features/reports/report-pages';
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

/** A report keeps its filters per page: the key gives each its own state. */
const report = (id: ReportId) => <ReportPage key={id} id={id} />;

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
  agentDividendRecordCopy2: report('agentDividendRecordCopy2'),
  agentDailyWages2: report('agentDailyWages2'),
  agentHourSalary: report('agentHourSalary'),
  agentRealtimeSalary: report('agentRealtimeSalary'),
};
