import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '@khela/contracts';
import {
  SAFER_OPS_PATHS,
  SaferExclusionAnswerSchema,
  SaferOpsExclusionBodySchema,
  SaferOpsLimitBodySchema,
  SaferOpsMemberSchema,
  SaferOpsParamsSchema,
  SaferOpsQuerySchema,
} from '@khela/contracts/safer-gambling';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import type { EndSessions } from './exclusions';
import { memberSaferState, operatorExclusion, operatorLimit } from './safer-ops';

/** Support and admin may protect a member; nobody may loosen a member's protection. */
const ROLES = ['admin', 'support'] as const;

export const saferOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; endSessions: EndSessions; now: () => Date }> = async (app, { db, endSessions, now }) => {
  app.get(
    SAFER_OPS_PATHS.member,
    { schema: { tags: ['operator'], summary: "A member's safer-gambling limits and exclusion", headers: OperatorHeadersSchema, params: SaferOpsParamsSchema, querystring: SaferOpsQuerySchema, response: envelopeResponses(SaferOpsMemberSchema) } },
    async (request) => {
      requireOperator(request, ROLES, request.query.merchant);
      return ok(await memberSaferState(db, request.query.merchant, request.params.account, now()));
    },
  );

  app.put(
    SAFER_OPS_PATHS.limits,
    { schema: { tags: ['operator'], summary: "Sets or lowers a member's limit (never raises or removes one: 409 safer.ops.raise.forbidden); recorded as safer.limit.set", headers: OperatorHeadersSchema, params: SaferOpsParamsSchema, body: SaferOpsLimitBodySchema, response: envelopeResponses(Type.Object({ previous: Type.Union([Type.Integer(), Type.Null()]) })) } },
    async (request) => {
      const actor = requireOperator(request, ROLES, request.body.merchant);
      const body = request.body;
      return ok(await operatorLimit(db, actor, { merchant: body.merchant, account: request.params.account, kind: body.kind, period: body.period, amount: BigInt(body.amount), reason: body.reason }));
    },
  );

  app.post(
    SAFER_OPS_PATHS.exclusion,
    { schema: { tags: ['operator'], summary: 'Imposes a time-out (1–42 days) or self-exclusion (182 days or more) at once and signs the member out; recorded as safer.exclusion.start', headers: OperatorHeadersSchema, params: SaferOpsParamsSchema, body: SaferOpsExclusionBodySchema, response: envelopeResponses(SaferExclusionAnswerSchema) } },
    async (request) => {
      const actor = requireOperator(request, ROLES, request.body.merchant);
      const body = request.body;
      return ok(await operatorExclusion(db, actor, { merchant: body.merchant, account: request.params.account, kind: body.kind, days: body.days, reason: body.reason }, now(), endSessions));
    },
  );
};
