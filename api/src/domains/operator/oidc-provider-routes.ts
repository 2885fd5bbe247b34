import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { DEFAULT_MERCHANT_CODE, envelopeResponses, ok } from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { setOidcProviders } from '../../platform/merchant/merchant-repo';
import { OIDC_PROVIDER_ID } from '../identity';

const OidcProviderBodySchema = Type.Object(
  {
    id: Type.String({ pattern: OIDC_PROVIDER_ID.source, description: 'Path segment and account prefix, e.g. google' }),
    name: Type.String({ minLength: 1, maxLength: 40, description: 'Shown on the button, e.g. Google' }),
    issuer: Type.String({ format: 'uri', pattern: '^https?://', description: 'Discovery reads <issuer>/.well-known/openid-configuration' }),
    clientId: Type.String({ minLength: 1, maxLength: 512 }),
    clientSecret: Type.String({ minLength: 1, maxLength: 512 }),
  },
  { additionalProperties: false },
);

const OidcProvidersAnswerSchema = Type.Object({
  merchant: Type.String(),
  oidcProviders: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), issuer: Type.String(), clientId: Type.String() })),
});

/**
 * POST /ops/merchant/oidc: a brand's social logins, set on a running server (e2e points the demo
 * brand at its local provider this way). Registered inside operatorRoutes, behind its token guard.
 */
export const oidcProviderRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/ops/merchant/oidc',
    {
      schema: {
        tags: ['operator'],
        summary: "Replace a brand's social logins (OpenID Connect providers); an empty list switches them off",
        headers: Type.Object({ 'x-operator-token': Type.Optional(Type.String()) }),
        body: Type.Object({
          merchant: Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_MERCHANT_CODE }),
          providers: Type.Array(OidcProviderBodySchema, { maxItems: 10 }),
        }),
        response: envelopeResponses(OidcProvidersAnswerSchema),
      },
    },
    async (request) => {
      const { merchant, providers } = request.body;
      const ids = providers.map((provider) => provider.id);
      if (new Set(ids).size !== ids.length) throw new ApiError(400, 'request.invalid', { detail: 'provider ids must be unique' });
      if (!(await setOidcProviders(db, merchant, providers))) throw new ApiError(404, 'merchant.unknown', { merchant: merchant.slice(0, 64) });
      // The secrets go in and never come back out.
      return ok({ merchant, oidcProviders: providers.map(({ id, name, issuer, clientId }) => ({ id, name, issuer, clientId })) });
    },
  );
};
