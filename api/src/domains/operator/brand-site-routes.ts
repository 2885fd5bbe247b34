import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { DomainRouteSchema, envelopeResponses, ok } from '@khela/contracts';
import { DOMAIN_ROUTES_MAX, setDomainRoutes } from './brand-site-settings';

const Code = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

/** PUT /ops/merchants/:code/domain-routes: the brand's domain routes (docs/spec-sweep.md); its switches are site-settings'. */
export const brandSiteRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/ops/merchants/:code/domain-routes',
    {
      schema: {
        tags: ['operator'],
        summary: "Replace a brand's domain routes: its main domain, the backup domains the site lists for blocked players, the agent domain",
        headers: OperatorHeadersSchema,
        params: Code,
        body: Type.Object(
          { domainRoutes: Type.Array(Type.Object({ domain: Type.String({ maxLength: 253 }), purpose: Type.String({ maxLength: 16 }) }), { maxItems: DOMAIN_ROUTES_MAX }) },
          { additionalProperties: false },
        ),
        response: envelopeResponses(Type.Object({ merchant: Type.String(), domainRoutes: Type.Array(DomainRouteSchema), previous: Type.Array(DomainRouteSchema) })),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await setDomainRoutes(db, actor, request.params.code, request.body.domainRoutes));
    },
  );
};
