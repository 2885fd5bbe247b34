import type { ReactNode } from 'react';
import { AnnouncementPage } from '@/features/announcements/AnnouncementPage';
import { ContractKindPage } from '@/features/contracts/ContractKindPage';
import { RegisterCenter } from '@/features/register-center/RegisterCenter';
import { ReportPage } from '@/features/reports/ReportPage';
import type { ReportId } from '@/features/reports/report-pages';

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
  agentTeamOverview: report('agentTeamOverview'),
  registerCenter: <RegisterCenter />,
  downlineManagmentView: report('downlineManagmentView'),
  personalHistoryCopy: report('personalHistoryCopy'),
  palStatementsAgentCopy: report('palStatementsAgentCopy'),
  agentRevenueReport: report('agentRevenueReport'),
  agentDownlineTransactionDetailsCopy: report('agentDownlineTransactionDetailsCopy'),
  // The contract pages: "My contract" and "Downlines"; the settlement's "Records" joins through extraTabs.
  agentDividendRecordCopy2: <ContractKindPage key="agentDividendRecordCopy2" kind="dividend" page="agentDividendRecordCopy2" />,
  agentDailyWages2: <ContractKindPage key="agentDailyWages2" kind="daily" page="agentDailyWages2" />,
  agentHourSalary: <ContractKindPage key="agentHourSalary" kind="hourly" page="agentHourSalary" />,
  agentRealtimeSalary: <ContractKindPage key="agentRealtimeSalary" kind="realtime" page="agentRealtimeSalary" />,
};

/** Deposit, withdraw and messages are the member center's own pages; customer service is the chat popup. */
export const agentShortcuts = [
  { id: 'deposit', to: '/member/depositv2' },
  { id: 'withdraw', to: '/member/withdraw' },
  { id: 'messages', to: '/member/messageV2' },
  { id: 'customerService', popup: 'chat' },
] as const;
