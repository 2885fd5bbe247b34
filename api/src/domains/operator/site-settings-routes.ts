import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { envelopeResponses, ok, OPERATOR_ROLES, SiteSettingsBodySchema, SiteSettingsSchema } from '@khela/contracts';
import { readSiteSettings, setSiteSettings } from './site-settings';

const Params = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * GET and PUT /ops/merchants/:code/site-settings: a brand's feature switches (SPEC §6; the center
 * popups of SPEC §2) and its analytics id (docs/spec-sweep.md).
 */
export const siteSettingsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/merchants/:code/site-settings',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's feature switches and analytics id",
        headers: OperatorHeadersSchema,
        params: Params,
        response: envelopeResponses(SiteSettingsSchema),
      },
    },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.params.code);
      const settings = await readSiteSettings(db, request.params.code);
      if (!settings) throw new ApiError(404, 'merchant.unknown', { merchant: request.params.code });
      return ok(settings);
    },
  );

  app.put(
    '/ops/merchants/:code/site-settings',
    {
      schema: {
        tags: ['operator'],
        summary: "Switch a brand's features (e.g. MEMBERCENTERPOPUP, AGENTCENTERPOPUP) and set its analytics id; recorded",
        headers: OperatorHeadersSchema,
        params: Params,
        body: SiteSettingsBodySchema,
        response: envelopeResponses(SiteSettingsSchema),
      },
    },
    async (request) => {
      // An admin of this brand, or of every brand.
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await setSiteSettings(db, actor, request.params.code, request.body));
    },
  );
};
