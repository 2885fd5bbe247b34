import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { listOperators } from './operator-accounts';
import { OPERATOR_ROLES, envelopeResponses, NewOperatorSchema, ok, OperatorListQuerySchema, OperatorLoginAnswerSchema as LoginAnswerSchema, OperatorLoginBodySchema as LoginBodySchema, OperatorNameParamsSchema, OperatorSchema } from '@khela/contracts';
import { openOperatorAccount, switchOperatorAccount } from './operator-accounts-service';
import { recordOperatorAction, requireOperator } from '../../platform/ops/operator-actor';
import { loginOperator } from './operator-login';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { endOperatorSession } from './operator-sessions';
import { operatorAccountView } from './operator-views';

/** Operator login (the one /ops call without a token) and logout. */
export const operatorLoginRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/ops/session/login',
    {
      // No token yet; the guard still refuses it while the operator API is off (no OPERATOR_TOKEN).
      config: { opsAccess: 'open' },
      schema: {
        tags: ['operator'],
        summary: 'Operator login: a session token for X-Operator-Token (wrong passwords are rate-limited)',
        body: LoginBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => ok(await loginOperator(db, app.limits, { ...request.body, ip: request.ip ?? null })),
  );

  app.delete(
    '/ops/session',
    {
      // Every operator may log out, read-only ones included.
      config: { opsAccess: 'any-operator' },
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

/** Operator accounts: opened, listed, switched off and on by admins (behind the /ops guard). */
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
