import { configAtom, memberInfoAtom, type AgentInfo, type Downline, type DownlinePage, type Language, type TeamOverview } from '@khela/shared';
import { FakeApi, testConfig } from '@khela/shared/testing';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderAgent } from '@/testing/render-agent';
import { teamPaths } from './team-calls';

// Tests only: the team's api answers, and a page rendered for a signed-in agent of the demo brand.

export const agentInfo: AgentInfo = {
  account: 'agent01',
  nickname: 'Karim',
  type: 1,
  affiliateCode: 'K7QX2M9P',
  registerPath: '/register?affiliateCode=K7QX2M9P',
  link: 'https://khela.example/register?affiliateCode=K7QX2M9P',
};

export function overview(overrides: Partial<TeamOverview> = {}): TeamOverview {
  return {
    period: 'today',
    from: '2026-03-10',
    to: '2026-03-10',
    timeZone: 'Asia/Dhaka',
    teamSize: 1234,
    directDownlines: 12,
    newRegistrations: 3,
    activeMembers: 7,
    firstDeposits: { count: 2, amount: 150_000 },
    deposits: { count: 5, amount: 1_250_050 },
    withdrawals: { count: 1, amount: 40_000 },
    validTurnover: 9_876_500,
    membersProfit: -321_000,
    activeRule: { minValidTurnover: 10_000, minDeposit: 10_000 },
    ...overrides,
  };
}

export function downline(overrides: Partial<Downline> = {}): Downline {
  return {
    id: '101',
    account: 'subagent1',
    nickname: 'Sub',
    type: 1,
    kind: 'agent',
    level: 1,
    registeredAt: '2026-03-01T04:00:00.000Z',
    lastLoginAt: '2026-03-09T15:30:00.000Z',
    teamSize: 4,
    contracts: [{ kind: 'daily', gameType: 'CONS', rateType: 'P', rate: '0.012' }],
    ...overrides,
  };
}

export function downlinePage(records: Downline[], { path = [{ id: '9', account: 'agent01', level: 0 }], totalPages = 1, pageNo = 1 } = {}): DownlinePage {
  return { records, pageNo, pageSize: 20, total: totalPages === 1 ? records.length : totalPages * 20, totalPages, path };
}

/** The team api: the agent's info, an overview and one direct downline unless a test says otherwise. */
export class FakeTeamApi extends FakeApi {
  constructor() {
    super();
    this.on('GET', teamPaths.info, { value: agentInfo })
      .on('GET', teamPaths.overview, { value: overview() })
      .on('GET', teamPaths.downlines, { value: downlinePage([downline()]) });
  }

  queries(path: string): Array<Record<string, string>> {
    return this.requests('GET', path).map((request) => Object.fromEntries(request.query.entries()));
  }
}

export function renderTeamPage(ui: ReactElement, { language = 'en', path = '/agentHome' }: { language?: Language; path?: string } = {}) {
  const store = createStore();
  store.set(memberInfoAtom, { id: '9', account: 'agent01', nickname: 'Karim', type: 1 });
  store.set(configAtom, testConfig());
  return renderAgent(ui, { store, language, path });
}
