import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, moneyToWire, ok } from '@khela/contracts';
import {
  LeaderboardAnswerSchema,
  LeaderboardQuerySchema,
  MissionClaimAnswerSchema,
  MissionClaimBodySchema,
  MissionClaimParamsSchema,
  MissionSummarySchema,
  REWARDS_MISSIONS_PATHS,
} from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { requireRealMember } from '../../identity';
import type { Ledger } from '../../wallet';
import type { RewardCenter } from '../center/reward-center';
import type { RewardsCore } from '../core/rewards-core';
import { claimMission } from './claim-mission';
import { maskName, type RankedScore, readLeaderboard } from './leaderboards';
import { memberMissions, missionView } from './mission-views';

export interface MissionsRoutesOptions {
  db: Db;
  ledger: Ledger;
  core: RewardsCore;
  center: RewardCenter;
  now: () => Date;
}

/** The member's missions and leaderboards (docs/rewards.md "Missions and leaderboards"). */
export const missionsRoutes: FastifyPluginAsyncTypebox<MissionsRoutesOptions> = async (app, { db, ledger, core, center, now }) => {
  app.get(
    REWARDS_MISSIONS_PATHS.summary,
    { schema: { tags: ['rewards'], summary: "Mission summary (SPEC §7): today's, this week's and one-time missions with progress and status, and the member's visit streak", headers: CommonHeadersSchema, response: envelopeResponses(MissionSummarySchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { missions, streak } = await memberMissions(db, { merchantCode: identity.merchantCode, memberId: identity.memberId }, now());
      const views = missions.map((entry) => missionView(entry, request.language));
      return ok({ daily: views.filter((view) => view.period === 'daily'), weekly: views.filter((view) => view.period === 'weekly'), once: views.filter((view) => view.period === 'once'), streak });
    },
  );

  app.post(
    REWARDS_MISSIONS_PATHS.claim,
    { schema: { tags: ['rewards'], summary: "Claims a completed mission of a period once, under reward:mission:{progressId} (a bonus grant when it asks for wagering, else cash or points)", headers: CommonHeadersSchema, params: MissionClaimParamsSchema, body: MissionClaimBodySchema, response: envelopeResponses(MissionClaimAnswerSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const outcome = await claimMission(db, ledger, core, { merchantCode: identity.merchantCode, memberId: identity.memberId, missionId: request.params.id, periodStart: request.body.periodStart }, now());
      center.notifyMember(identity.merchantCode, identity.memberId);
      return ok({ mission: missionView(outcome.claimed, request.language), balance: moneyToWire(outcome.balance), points: moneyToWire(outcome.points) });
    },
  );

  app.get(
    REWARDS_MISSIONS_PATHS.leaderboard,
    { schema: { tags: ['rewards'], summary: "Mission leaderboard (SPEC §7): a board's top 50 of the current or previous period, names masked, and the member's own rank", headers: CommonHeadersSchema, querystring: LeaderboardQuerySchema, response: envelopeResponses(LeaderboardAnswerSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const read = await readLeaderboard(db, { merchantCode: identity.merchantCode, memberId: identity.memberId }, request.query.board, request.query.period ?? 'current', now());
      const bn = request.language === 'bn';
      const row = (ranked: RankedScore) => {
        const mine = ranked.memberId === identity.memberId;
        return { rank: ranked.rank, player: mine ? ranked.account : maskName(ranked.account), score: moneyToWire(ranked.score), me: mine };
      };
      return ok({
        boards: read.boards.map((board) => ({ code: board.code, title: bn ? board.titleBn : board.titleEn, metric: board.metric, period: board.period })),
        board: read.board?.code ?? null,
        periodStart: read.periodStart,
        prizes: read.board?.prizes ?? [],
        rows: read.rows.map(row),
        me: read.me ? row(read.me) : null,
      });
    },
  );
};
