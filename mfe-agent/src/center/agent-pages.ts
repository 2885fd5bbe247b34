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

export function isAgentPage(value: string | undefined): value is AgentPageId {
  return (agentPageIds as readonly string[]).includes(value ?? '');
}

export const defaultAgentPage: AgentPageId = 'agentAnnouncement';

/** Deposit, withdraw and messages are the member center's own pages; customer service is the chat popup. */
export const agentShortcuts = [
  { id: 'deposit', to: '/member/depositv2' },
  { id: 'withdraw', to: '/member/withdraw' },
  { id: 'messages', to: '/member/messageV2' },
  { id: 'customerService', popup: 'chat' },
] as const;
