import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentInfoSchema,
  CommonHeadersSchema,
  DownlinePageSchema,
  DownlinesQuerySchema,
  envelopeResponses,
  ok,
  TeamOverviewQuerySchema,
  TeamOverviewSchema,
  TeamRegisterBodySchema,
  TeamRegisteredSchema,
} from '@khela/contracts';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { merchantOf } from '../../../platform/request-context';
import { openSealedBody } from '../../../platform/sealed-payload';
import { findMemberById } from '../../identity';
import { readAgentSettings } from '../agent-settings';
import { registerDownline } from './register-center';
import { requireAgent, requireInTeam } from './team-access';
import { listDownlines } from './team-downlines';
import { teamOverview } from './team-overview';
import { periodDays } from './team-periods';
// The part's texts join the catalogue before any of its routes can answer.
import './messages';

export interface TeamRoutesOptions {
  db: Db;
  /** The clock of the overview's periods (tests and demos move it). */
  now?: () => Date;
}

/** The registration link of an affiliate code: the register popup reads `affiliateCode` (shell url-codes.ts). */
export const registerPath = (code: string) => `/register?affiliateCode=${encodeURIComponent(code)}`;

/** The agent's team (docs/agents.md, "Team"): every route needs a logged-in agent and stays inside its team. */
export const teamRoutes: FastifyPluginAsyncTypebox<TeamRoutesOptions> = async (app, { db, now = () => new Date() }) => {
  app.get(
    '/wps/agent/team/info',
    {
      schema: {
        tags: ['agents'],
        summary: "The agent's affiliate code and share link (a registration through them goes under the agent)",
        headers: CommonHeadersSchema,
        response: envelopeResponses(AgentInfoSchema),
      },
    },
    async (request) => {
      const identity = await requireAgent(app, request);
      const merchant = merchantOf(request);
      const member = await findMemberById(db, identity.merchantCode, identity.memberId);
      if (!member) throw new ApiError(401, 'login.not.session');
      const path = registerPath(member.affiliateCode);
      return ok({
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        affiliateCode: member.affiliateCode,
        registerPath: path,
        link: `https://${merchant.mainDomain}${path}`,
      });
    },
  );

  app.post(
    '/wps/agent/team/register',
    {
      preValidation: openSealedBody(db),
      schema: {
        tags: ['agents'],
        summary: 'registerCenter: open a player or sub-agent account under the agent (sealed body; password changed at first login)',
        headers: CommonHeadersSchema,
        body: TeamRegisterBodySchema,
        response: envelopeResponses(TeamRegisteredSchema),
      },
    },
    async (request) => {
      const identity = await requireAgent(app, request);
      return ok(await registerDownline(db, merchantOf(request), identity, request.body));
    },
  );

  app.get(
    '/wps/agent/team/overview',
    {
      schema: {
        tags: ['agents'],
        summary: "agentTeamOverview: the team's figures for a period in the brand's time zone",
        headers: CommonHeadersSchema,
        querystring: TeamOverviewQuerySchema,
        response: envelopeResponses(TeamOverviewSchema),
      },
    },
    async (request) => {
      const identity = await requireAgent(app, request);
      const merchant = merchantOf(request);
      const { period, from, to } = request.query;
      const days = periodDays(period, merchant.timeZone, now(), { from, to });
      const settings = await readAgentSettings(db, merchant.code);
      return ok(await teamOverview(db, identity.memberId, period, days, merchant.timeZone, settings));
    },
  );

  app.get(
    '/wps/agent/team/downlines',
    {
      schema: {
        tags: ['agents'],
        summary: 'downlineManagmentView: direct downlines or the whole team, searched, filtered, sorted and paged; drill with under',
        headers: CommonHeadersSchema,
        querystring: DownlinesQuerySchema,
        response: envelopeResponses(DownlinePageSchema),
      },
    },
    async (request) => {
      const identity = await requireAgent(app, request);
      const under = request.query.under;
      if (under !== undefined && under !== identity.memberId) await requireInTeam(db, identity, under);
      return ok(await listDownlines(db, identity.memberId, under ?? identity.memberId, request.query));
    },
  );
};
