import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/db';
import { DEFAULT_MERCHANT_CODE, envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { type MerchantStatus, readMerchantStatus, setMaintenance, setRestrictedCountries } from './merchant-status';
import { oidcProviderRoutes } from './oidc-provider-routes';
import { requireOperator, SYSTEM_OPERATOR } from './operator-actor';
import type {} from './operator-sessions';

const MerchantStatusSchema = Type.Object({
  merchant: Type.String(),
  maintenance: Type.Object({
    enabled: Type.Boolean(),
    message: Type.Object({ bn: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }),
  }),
  restrictedCountries: Type.Array(Type.String()),
});

export const OperatorHeadersSchema = Type.Object({
  'x-operator-token': Type.Optional(
    Type.String({ description: 'An operator session token (POST /ops/session/login), or the OPERATOR_TOKEN the server was started with' }),
  ),
});
const MerchantCode = Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_MERCHANT_CODE });

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Read-only requests: all a support operator may make. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The guard of every /ops route: off without OPERATOR_TOKEN; else the X-Operator-Token is the
 * bootstrap token (acting as 'system', an admin of every brand) or a live operator session (the
 * operator domain decorates the app with resolveOperatorSession). Support operators are read-only
 * (but for logging out); routes check finer roles and the brand with requireOperator.
 */
export function operatorGuard(operatorToken: string | null, options: { supportReadOnly?: boolean } = {}) {
  const supportReadOnly = options.supportReadOnly ?? true;
  return async (request: FastifyRequest): Promise<void> => {
    if (!operatorToken) throw new ApiError(403, 'operator.disabled');
    const given = request.headers['x-operator-token'];
    if (typeof given !== 'string' || given.length === 0) throw new ApiError(403, 'operator.forbidden');
    if (sameSecret(given, operatorToken)) {
      request.operator = SYSTEM_OPERATOR;
      return;
    }
    const actor = (await request.server.resolveOperatorSession?.(given)) ?? null;
    if (!actor) throw new ApiError(403, 'operator.forbidden');
    if (supportReadOnly && actor.role === 'support' && !READ_METHODS.has(request.method)) throw new ApiError(403, 'operator.forbidden');
    request.operator = actor;
  };
}

function found(status: MerchantStatus | null, merchant: string): MerchantStatus {
  if (!status) throw new ApiError(404, 'merchant.unknown', { merchant: merchant.slice(0, 64) });
  return status;
}

/**
 * Operator switches for a running server (the CLI calls these when the server is up, because
 * PGlite allows one process per data folder). Off unless OPERATOR_TOKEN is set.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox<{ db: Db; operatorToken: string | null }> = async (
  app,
  { db, operatorToken },
) => {
  app.addHook('onRequest', operatorGuard(operatorToken));
  // A brand's settings are its admins' to change; every operator of the brand may read them.
  app.addHook('preHandler', async (request) => {
    const named = (request.body as { merchant?: unknown } | undefined)?.merchant ?? (request.query as { merchant?: unknown } | undefined)?.merchant;
    const merchant = typeof named === 'string' ? named : DEFAULT_MERCHANT_CODE;
    requireOperator(request, READ_METHODS.has(request.method) ? OPERATOR_ROLES : ['admin'], merchant);
  });

  app.get(
    '/ops/merchant',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's maintenance and region-restriction settings",
        headers: OperatorHeadersSchema,
        querystring: Type.Object({ merchant: MerchantCode }),
        response: envelopeResponses(MerchantStatusSchema),
      },
    },
    async (request) => ok(found(await readMerchantStatus(db, request.query.merchant), request.query.merchant)),
  );

  app.post(
    '/ops/merchant/maintenance',
    {
      schema: {
        tags: ['operator'],
        summary: 'Switch maintenance on or off, optionally with a message per language',
        headers: OperatorHeadersSchema,
        body: Type.Object({
          merchant: MerchantCode,
          enabled: Type.Boolean(),
          message: Type.Optional(
            Type.Object(
              { bn: Type.Optional(Type.String({ maxLength: 2000 })), en: Type.Optional(Type.String({ maxLength: 2000 })) },
              { additionalProperties: false },
            ),
          ),
        }),
        response: envelopeResponses(MerchantStatusSchema),
      },
    },
    async (request) => {
      const { merchant, enabled, message } = request.body;
      return ok(found(await setMaintenance(db, merchant, enabled, message), merchant));
    },
  );

  app.post(
    '/ops/merchant/restriction',
    {
      schema: {
        tags: ['operator'],
        summary: 'Replace the list of restricted countries (ISO 3166-1 alpha-2); an empty list clears it',
        headers: OperatorHeadersSchema,
        body: Type.Object({
          merchant: MerchantCode,
          countries: Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 250 }),
        }),
        response: envelopeResponses(MerchantStatusSchema),
      },
    },
    async (request) => {
      const { merchant, countries } = request.body;
      return ok(found(await setRestrictedCountries(db, merchant, countries), merchant));
    },
  );

  // Social logins per brand: its own file, behind the same guard.
  await app.register(oidcProviderRoutes, { db });
};
