import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { DEFAULT_MERCHANT_CODE, envelopeResponses, ok, OPERATOR_ROLES } from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { type MerchantStatus, readMerchantStatus, setMaintenance, setRestrictedCountries } from './merchant-status';
import { oidcProviderRoutes } from './oidc-provider-routes';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema, READ_METHODS } from '../../platform/ops/ops-scope';

const MerchantStatusSchema = Type.Object({
  merchant: Type.String(),
  maintenance: Type.Object({
    enabled: Type.Boolean(),
    message: Type.Object({ bn: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }),
  }),
  restrictedCountries: Type.Array(Type.String()),
});

const MerchantCode = Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_MERCHANT_CODE });

function found(status: MerchantStatus | null, merchant: string): MerchantStatus {
  if (!status) throw new ApiError(404, 'merchant.unknown', { merchant: merchant.slice(0, 64) });
  return status;
}

/**
 * Operator switches for a running server (the CLI calls these when the server is up, because
 * PGlite allows one process per data folder). Behind the /ops scope's guard (platform/ops/ops-scope.ts).
 */
export const operatorRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
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
