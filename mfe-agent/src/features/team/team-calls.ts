import { api, type AgentInfo, type ApiResult, type DownlinePage, type DownlinesQuery, type TeamOverview, type TeamOverviewQuery, type TeamRegistered, type TeamRegisterBody } from '@khela/shared';

/** The agent team's calls (api/src/domains/agents/team, docs/agents.md "Team"). */
export const teamPaths = {
  info: '/wps/agent/team/info',
  register: '/wps/agent/team/register',
  overview: '/wps/agent/team/overview',
  downlines: '/wps/agent/team/downlines',
} as const;

export const teamCalls = {
  info: () => api.get<AgentInfo>(teamPaths.info),
  overview: (query: Partial<TeamOverviewQuery>) => api.get<TeamOverview>(teamPaths.overview, { searchParams: query }),
  downlines: (query: Partial<DownlinesQuery>) => api.get<DownlinePage>(teamPaths.downlines, { searchParams: query }),
  /** The password travels sealed, as registration's does; the sealer is fetched with this page. */
  register: async (body: TeamRegisterBody): Promise<ApiResult<TeamRegistered>> => {
    const { callSealed } = await import('@khela/shared/sealed');
    return callSealed<TeamRegistered>('post', teamPaths.register, body);
  },
};
