import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import {
  envelopeResponses,
  NewOperatorSchema,
  ok,
  OPERATOR_ROLES,
  OperatorListQuerySchema,
  OperatorLoginAnswerSchema as LoginAnswerSchema,
  OperatorLoginBodySchema as LoginBodySchema,
  OperatorNameParamsSchema,
  OperatorSchema,
} from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { listOperators } from './operator-accounts';
import { openOperatorAccount, switchOperatorAccount } from './operator-accounts-service';
import { recordOperatorAction, requireOperator } from './operator-actor';
import { loginOperator } from './operator-login';
import { OperatorHeadersSchema, operatorGuard } from './operator-routes';
import { endOperatorSession } from './operator-sessions';
import { operatorAccountView } from './operator-views';

/** Operator login (the one /ops call without a token) and logout. */
export const operatorLoginRoutes: FastifyPluginAsyncTypebox<{ db: Db; operatorToken: string | null }> = async (app, { db, operatorToken }) => {
  app.post(
    '/ops/session/login',
    {
      // The operator API is off altogether on a server started without OPERATOR_TOKEN.
      onRequest: async () => {
        if (!operatorToken) throw new ApiError(403, 'operator.disabled');
      },
      schema: {
        tags: ['operator'],
        summary: 'Operator login: a session token for X-Operator-Token (wrong passwords are rate-limited)',
        body: LoginBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => ok(await loginOperator(db, { ...request.body, ip: request.ip ?? null })),
  );

  app.delete(
    '/ops/session',
    {
      // Every operator may log out, read-only ones included.
      onRequest: operatorGuard(operatorToken, { supportReadOnly: false }),
      schema: {
        tags: ['operator'],
        summary: 'Operator logout: ends the session of the X-Operator-Token',
        headers: OperatorHeadersSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const actor = requireOperator(request, OPERATOR_ROLES);
      // The bootstrap token is not a session: there is nothing to end.
      if (actor.id !== null) {
        await db.transaction(async (tx) => {
          if (await endOperatorSession(tx, String(request.headers['x-operator-token']))) {
            await recordOperatorAction(tx, actor, { action: 'operator.logout', merchantCode: actor.merchantCode, target: actor.username });
          }
        });
      }
      return ok(null);
    },
  );
};

/** Operator accounts: opened, listed, switched off and on by admins (behind operatorGuard). */
export const operatorAccountRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/ops/operators',
    {
      schema: {
        tags: ['operator'],
        summary: 'Open an operator account (admin)',
        headers: OperatorHeadersSchema,
        body: NewOperatorSchema,
        response: envelopeResponses(OperatorSchema),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin']);
      return ok(operatorAccountView(await openOperatorAccount(db, actor, request.body)));
    },
  );

  app.get(
    '/ops/operators',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operator accounts (admin); a brand admin sees their brand',
        headers: OperatorHeadersSchema,
        querystring: OperatorListQuerySchema,
        response: envelopeResponses(Type.Object({ operators: Type.Array(OperatorSchema) })),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.query.merchant);
      const accounts = await listOperators(db, actor.merchantCode ?? request.query.merchant ?? null);
      return ok({ operators: accounts.map(operatorAccountView) });
    },
  );

  for (const [verb, active] of [['disable', false], ['enable', true]] as const) {
    app.post(
      `/ops/operators/:username/${verb}`,
      {
        schema: {
          tags: ['operator'],
          summary: active ? 'Switch an operator account back on (admin)' : 'Switch an operator account off and end its sessions (admin)',
          headers: OperatorHeadersSchema,
          params: OperatorNameParamsSchema,
          response: envelopeResponses(OperatorSchema),
        },
      },
      async (request) => {
        const actor = requireOperator(request, ['admin']);
        return ok(operatorAccountView(await switchOperatorAccount(db, actor, request.params.username, active)));
      },
    );
  }
};
