import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import {
  SAFER_PATHS,
  SaferConfirmBodySchema,
  SaferExclusionAnswerSchema,
  SaferExclusionBodySchema,
  SaferHistorySchema,
  SaferLimitsBodySchema,
  SaferOverviewSchema,
  SaferPromptBodySchema,
} from '@khela/contracts/safer-gambling';
import type { Db } from '../../platform/db/db';
import { requireIdentity } from '../../platform/auth';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { activeExclusion } from './enforcement';
import { type EndSessions, memberExclusionEnd, startExclusion } from './exclusions';
import { moneyHistory } from './history';
import { confirmIncrease, dismissPrompt, limitsView, type MemberRef, promptDue, setMemberLimits } from './limits';

/** Trial accounts (identity's type 4) play on demo credit: they have no money to protect. */
const TRIAL_TYPE = 4;

async function memberOf(app: FastifyInstance, request: FastifyRequest): Promise<MemberRef> {
  const identity = await requireIdentity(app, request);
  if (identity.type === TRIAL_TYPE) throw new ApiError(403, 'account.trial');
  return { merchantCode: identity.merchantCode, memberId: identity.memberId };
}

export interface SaferRoutesOptions {
  db: Db;
  endSessions: EndSessions;
  now: () => Date;
}

/** The member's safer-gambling page (docs/safer-gambling.md). */
export const saferRoutes: FastifyPluginAsyncTypebox<SaferRoutesOptions> = async (app, { db, endSessions, now }) => {
  const overview = async (member: MemberRef, at: Date) => {
    const exclusion = await activeExclusion(db, member.memberId, at);
    return {
      limits: await limitsView(db, member, at),
      promptDue: await promptDue(db, member.memberId),
      exclusion: exclusion ? { kind: exclusion.kind, endsAt: exclusion.endsAt.toISOString() } : null,
    };
  };

  app.get(
    SAFER_PATHS.overview,
    { schema: { tags: ['safer-gambling'], summary: "The member's limits (in force, used, waiting increases), the deposit-limit prompt and any time-out", headers: CommonHeadersSchema, response: envelopeResponses(SaferOverviewSchema) } },
    async (request) => ok(await overview(await memberOf(app, request), now())),
  );

  app.put(
    SAFER_PATHS.limits,
    { schema: { tags: ['safer-gambling'], summary: 'Sets limits from free-text amounts: a first limit or a decrease at once, an increase or removal after 24 hours and a confirmation', headers: CommonHeadersSchema, body: SaferLimitsBodySchema, response: envelopeResponses(SaferOverviewSchema) } },
    async (request) => {
      const member = await memberOf(app, request);
      const at = now();
      await db.transaction((tx) => setMemberLimits(tx, member, request.body, at));
      return ok(await overview(member, at));
    },
  );

  app.post(
    SAFER_PATHS.confirm,
    { schema: { tags: ['safer-gambling'], summary: 'Confirms (accept) or withdraws a waiting limit increase; confirmation only from 24 hours after the request', headers: CommonHeadersSchema, body: SaferConfirmBodySchema, response: envelopeResponses(SaferOverviewSchema) } },
    async (request) => {
      const member = await memberOf(app, request);
      const at = now();
      const { timeZone } = merchantOf(request);
      await db.transaction((tx) => confirmIncrease(tx, member, request.body.kind, request.body.period, request.body.accept, at, timeZone));
      return ok(await overview(member, at));
    },
  );

  app.post(
    SAFER_PATHS.prompt,
    { schema: { tags: ['safer-gambling'], summary: 'Dismisses the deposit-limit prompt (asked at registration or first deposit)', headers: CommonHeadersSchema, body: SaferPromptBodySchema, response: envelopeResponses(Type.Object({ promptDue: Type.Boolean() })) } },
    async (request) => {
      const member = await memberOf(app, request);
      await dismissPrompt(db, member, now());
      return ok({ promptDue: false });
    },
  );

  app.post(
    SAFER_PATHS.exclusion,
    { schema: { tags: ['safer-gambling'], summary: 'Takes a time-out (24h, 1w, 1m, up to 42 days) or self-excludes (6m, 1y, 5y) at once; every session ends', headers: CommonHeadersSchema, body: SaferExclusionBodySchema, response: envelopeResponses(SaferExclusionAnswerSchema) } },
    async (request) => {
      const member = await memberOf(app, request);
      const at = now();
      const endsAt = memberExclusionEnd(request.body, at);
      const done = await db.transaction((tx) => startExclusion(tx, member, { kind: request.body.kind, endsAt, setBy: 'member', reason: null }, at, endSessions));
      return ok({ kind: done.exclusion.kind, endsAt: done.exclusion.endsAt.toISOString(), signedOut: done.signedOut });
    },
  );

  app.get(
    SAFER_PATHS.history,
    { schema: { tags: ['safer-gambling'], summary: "The member's last 3 months: approved deposits, withdrawals and the net result of settled bets, by month", headers: CommonHeadersSchema, response: envelopeResponses(SaferHistorySchema) } },
    async (request) => {
      const member = await memberOf(app, request);
      return ok(await moneyHistory(db, member, merchantOf(request).timeZone, now()));
    },
  );
};
