import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { REALITY_CHECK_PATHS, RealityCheckAnswerBodySchema, RealityCheckSchema, RealityCheckSettingBodySchema } from '@khela/contracts/reality-check';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/db';
import { requireRealMember } from '../identity';
import { answerReality, realityCheck, type RealityMember, setRealityInterval } from './reality-check';

export interface RealityRoutesOptions {
  db: Db;
  now: () => Date;
}

async function realityMember(app: FastifyInstance, request: FastifyRequest): Promise<RealityMember> {
  const identity = await requireRealMember(app, request);
  return { merchantCode: identity.merchantCode, memberId: identity.memberId, sessionHash: identity.sessionHash };
}

/** The member's reality checks (UKGC RTS 13; docs/safer-gambling-reality.md). */
export const realityRoutes: FastifyPluginAsyncTypebox<RealityRoutesOptions> = async (app, { db, now }) => {
  app.get(
    REALITY_CHECK_PATHS.check,
    {
      schema: {
        tags: ['safer-gambling'],
        summary: "The member's reminder interval and this session's reality check: when it began, time played, net result of bets settled since, and the next reminder",
        headers: CommonHeadersSchema,
        response: envelopeResponses(RealityCheckSchema),
      },
    },
    async (request) => ok(await realityCheck(db, await realityMember(app, request), now())),
  );

  app.put(
    REALITY_CHECK_PATHS.check,
    {
      schema: {
        tags: ['safer-gambling'],
        summary: 'Chooses the reminder interval: 0 (off) or one of the listed minutes; answers the new reality check',
        headers: CommonHeadersSchema,
        body: RealityCheckSettingBodySchema,
        response: envelopeResponses(RealityCheckSchema),
      },
    },
    async (request) => {
      const member = await realityMember(app, request);
      const at = now();
      await setRealityInterval(db, member, request.body.intervalMinutes, at);
      return ok(await realityCheck(db, member, at));
    },
  );

  app.post(
    REALITY_CHECK_PATHS.answer,
    {
      schema: {
        tags: ['safer-gambling'],
        summary: "Records the member's answer to a reminder (continue or stop, with what it showed); answers the reality check with the next reminder",
        headers: CommonHeadersSchema,
        body: RealityCheckAnswerBodySchema,
        response: envelopeResponses(RealityCheckSchema),
      },
    },
    async (request) => {
      const member = await realityMember(app, request);
      const at = now();
      await answerReality(db, member, new Date(request.body.dueAt), request.body.action, at);
      return ok(await realityCheck(db, member, at));
    },
  );
};
