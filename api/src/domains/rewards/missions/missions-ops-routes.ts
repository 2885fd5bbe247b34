import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import {
  LeaderboardRuleSchema,
  LeaderboardSaveBodySchema,
  MissionRuleSchema,
  MissionSaveBodySchema,
  MissionsOpsParamsSchema,
  MissionsOpsQuerySchema,
  REWARDS_MISSIONS_OPS_PATHS,
} from '@khela/contracts/rewards';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { listLeaderboards, listMissions } from './mission-rules';
import { leaderboardRule, missionRule, saveLeaderboard, saveMission } from './missions-ops';

/** Operators' missions and leaderboards: reads for any operator of the brand, changes for admin (recorded). */
export const missionsOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    REWARDS_MISSIONS_OPS_PATHS.missions,
    { schema: { tags: ['operator'], summary: "The brand's missions, enabled or not", headers: OperatorHeadersSchema, querystring: MissionsOpsQuerySchema, response: envelopeResponses(Type.Object({ missions: Type.Array(MissionRuleSchema) })) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ missions: (await listMissions(db, request.query.merchant)).map(missionRule) });
    },
  );

  app.get(
    REWARDS_MISSIONS_OPS_PATHS.mission,
    { schema: { tags: ['operator'], summary: "One of the brand's missions", headers: OperatorHeadersSchema, params: MissionsOpsParamsSchema, querystring: MissionsOpsQuerySchema, response: envelopeResponses(MissionRuleSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      const mission = (await listMissions(db, request.query.merchant)).find((candidate) => candidate.code === request.params.code);
      if (!mission) throw new ApiError(404, 'mission.unknown');
      return ok(missionRule(mission));
    },
  );

  app.put(
    REWARDS_MISSIONS_OPS_PATHS.mission,
    { schema: { tags: ['operator'], summary: 'Creates or replaces a mission (mission.save, admin); its period and metric are fixed once it exists', headers: OperatorHeadersSchema, params: MissionsOpsParamsSchema, body: MissionSaveBodySchema, response: envelopeResponses(MissionRuleSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      return ok(missionRule(await saveMission(db, actor, request.params.code, request.body, now())));
    },
  );

  app.get(
    REWARDS_MISSIONS_OPS_PATHS.leaderboards,
    { schema: { tags: ['operator'], summary: "The brand's leaderboards, enabled or not", headers: OperatorHeadersSchema, querystring: MissionsOpsQuerySchema, response: envelopeResponses(Type.Object({ leaderboards: Type.Array(LeaderboardRuleSchema) })) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok({ leaderboards: (await listLeaderboards(db, request.query.merchant)).map(leaderboardRule) });
    },
  );

  app.get(
    REWARDS_MISSIONS_OPS_PATHS.leaderboard,
    { schema: { tags: ['operator'], summary: "One of the brand's leaderboards", headers: OperatorHeadersSchema, params: MissionsOpsParamsSchema, querystring: MissionsOpsQuerySchema, response: envelopeResponses(LeaderboardRuleSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      const board = (await listLeaderboards(db, request.query.merchant)).find((candidate) => candidate.code === request.params.code);
      if (!board) throw new ApiError(404, 'leaderboard.unknown');
      return ok(leaderboardRule(board));
    },
  );

  app.put(
    REWARDS_MISSIONS_OPS_PATHS.leaderboard,
    { schema: { tags: ['operator'], summary: 'Creates or replaces a leaderboard (leaderboard.save, admin): metric, period, game types and prizes by rank', headers: OperatorHeadersSchema, params: MissionsOpsParamsSchema, body: LeaderboardSaveBodySchema, response: envelopeResponses(LeaderboardRuleSchema) } },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.body.merchant);
      return ok(leaderboardRule(await saveLeaderboard(db, actor, request.params.code, request.body, now())));
    },
  );
};
