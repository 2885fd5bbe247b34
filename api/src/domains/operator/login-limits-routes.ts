import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { envelopeResponses, LoginLimitsBodySchema, LoginLimitsSchema, ok } from '@khela/contracts';
import { setLoginLimits } from './login-limits-settings';

/** PUT /ops/merchants/:code/login-limits: a brand's failed-login limit per address (docs/identity.md, "Login limits"). */
export const loginLimitsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/ops/merchants/:code/login-limits',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set how many failed password logins one address gets per hour over all accounts of a brand (5 to 1000)',
        headers: OperatorHeadersSchema,
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: LoginLimitsBodySchema,
        response: envelopeResponses(LoginLimitsSchema),
      },
    },
    async (request) => {
      // An admin of this brand, or of every brand.
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await setLoginLimits(db, actor, request.params.code, request.body));
    },
  );
};
