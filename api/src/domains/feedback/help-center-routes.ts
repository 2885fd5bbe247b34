import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { merchantOf } from '../../platform/request-context';
import {
  CareOpsMerchantQuerySchema,
  CommonHeadersSchema,
  envelopeResponses,
  HELP_OPS_PATHS,
  HelpKeyParams,
  HelpSearchHitSchema,
  HelpSearchQuerySchema,
  ok,
  OPERATOR_ROLES,
  OpsHelpOrderBodySchema,
  OpsHelpSectionBodySchema,
  OpsHelpSectionSchema,
} from '@khela/contracts';
import { listOpsHelpSections, reorderHelpSections, saveHelpSection, searchHelpSections } from './help-center';

/** Who may write the help center: admins and the support team (finance reads it like everyone); the routes open writes to support for it. */
const HELP_WRITERS = ['admin', 'support'] as const;

/** The help center's search (public, like /wps/help). */
export const helpSearchRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/help/search',
    {
      schema: {
        tags: ['messages'],
        summary: "Searches the help center's visible sections, titles and bodies, in the page's language; every word must appear",
        headers: CommonHeadersSchema,
        querystring: HelpSearchQuerySchema,
        response: envelopeResponses(Type.Array(HelpSearchHitSchema)),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const wanted = request.query.lang;
      const language = wanted && merchant.languages.includes(wanted) ? wanted : request.language;
      return ok(await searchHelpSections(db, { merchantCode: merchant.code, language, fallback: merchant.defaultLanguage, query: request.query.q }));
    },
  );
};

/** Operators write the help center: sections per brand and language, their order, hidden or shown. */
export const helpOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    HELP_OPS_PATHS.list,
    { schema: { tags: ['operator'], summary: "The brand's help sections in both languages, hidden ones included, in order", headers: OperatorHeadersSchema, querystring: CareOpsMerchantQuerySchema, response: envelopeResponses(Type.Array(OpsHelpSectionSchema)) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok(await listOpsHelpSections(db, request.query.merchant));
    },
  );

  app.post(
    HELP_OPS_PATHS.order,
    { config: { opsAccess: 'any-operator' }, schema: { tags: ['operator'], summary: 'Orders the help sections (every key once); recorded as help.section.order', headers: OperatorHeadersSchema, body: OpsHelpOrderBodySchema, response: envelopeResponses(Type.Array(OpsHelpSectionSchema)) } },
    async (request) => {
      const actor = requireOperator(request, HELP_WRITERS, request.body.merchant);
      return ok(await db.transaction((tx) => reorderHelpSections(tx, actor, request.body.merchant, request.body.keys)));
    },
  );

  app.put(
    HELP_OPS_PATHS.one,
    { config: { opsAccess: 'any-operator' }, schema: { tags: ['operator'], summary: 'Creates or edits a help section (sanitized HTML per language), its place, hidden or shown; recorded as help.section.save', headers: OperatorHeadersSchema, params: HelpKeyParams, body: OpsHelpSectionBodySchema, response: envelopeResponses(OpsHelpSectionSchema) } },
    async (request) => {
      const actor = requireOperator(request, HELP_WRITERS, request.body.merchant);
      return ok(await db.transaction((tx) => saveHelpSection(tx, actor, request.params.key, request.body)));
    },
  );
};
