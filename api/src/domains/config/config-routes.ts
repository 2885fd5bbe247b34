import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommonHeadersSchema,
  ConfigValueSchema,
  DomainRoutesValueSchema,
  envelopeResponses,
  LanguageUpdateBodySchema,
  LanguageUpdateValueSchema,
  ok,
} from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { parseLanguage } from '../../platform/i18n/language';
import { merchantOf } from '../../platform/request-context';
import { buildConfigValue } from './config-value';

/** The config domain: the permission/config call read once at start, and the language switch. */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/system/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Brand config, feature switches, register rules, visitor location and system status (no token)',
        headers: CommonHeadersSchema,
        response: envelopeResponses(ConfigValueSchema),
      },
    },
    async (request) => ok(buildConfigValue(merchantOf(request), request.language, request.ip)),
  );

  app.get(
    '/wps/system/domain_routes',
    {
      schema: {
        tags: ['config'],
        summary: "The brand's domain routes (main, backup, agent) with their addresses, for players whose network blocks one (no token)",
        headers: CommonHeadersSchema,
        response: envelopeResponses(DomainRoutesValueSchema),
      },
    },
    async (request, reply) => {
      // An operator's change shows within a minute; the list is the same for every visitor of a brand.
      void reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'Merchant');
      return ok({ list: merchantOf(request).domainRoutes.map((route) => ({ ...route, url: `https://${route.domain}/` })) });
    },
  );

  app.post(
    '/wps/member/language',
    {
      schema: {
        tags: ['config'],
        summary: "Tell the server the interface language (stored for members by the identity domain)",
        headers: CommonHeadersSchema,
        body: LanguageUpdateBodySchema,
        response: envelopeResponses(LanguageUpdateValueSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const language = parseLanguage(request.body.language);
      if (!language || !merchant.languages.includes(language)) {
        throw new ApiError(400, 'language.unsupported', {
          language: request.body.language.slice(0, 16),
          languages: merchant.languages.join(', '),
        });
      }
      return ok({ language });
    },
  );
};
