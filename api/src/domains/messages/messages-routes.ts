import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import {
  AnnouncementsQuerySchema,
  type AnnouncementsValue,
  AnnouncementsValueSchema,
  CommonHeadersSchema,
  envelopeResponses,
  HelpQuerySchema,
  HelpSectionSchema,
  NoticeSchema,
  ok,
} from '@khela/contracts';
import { merchantOf } from '../../platform/request-context';
import {
  listBanners,
  listHelpSections,
  listNotices,
  listPopups,
  listPromotions,
} from './messages-repo';

/** The messages domain: banners, notices, popups, promotions and help, all public (no token). */
export const messagesRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/announcements',
    {
      schema: {
        tags: ['messages'],
        summary: 'Banners (B), notices (PL), popups (PU) for an execution, promotions (PR) and help (H)',
        headers: CommonHeadersSchema,
        querystring: AnnouncementsQuerySchema,
        response: envelopeResponses(AnnouncementsValueSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const q = { merchantCode: merchant.code, language: request.language, fallback: merchant.defaultLanguage };
      const types = new Set((request.query.types ?? 'B,PL,PU,PR').split(','));
      const value: AnnouncementsValue = {
        banners: types.has('B') ? await listBanners(db, { ...q, group: request.query.group }) : [],
        player: types.has('PL') ? await listNotices(db, q) : [],
        popup: types.has('PU') ? await listPopups(db, q, request.query.execution ?? 'B') : [],
        promotion: types.has('PR') ? await listPromotions(db, q) : [],
      };
      if (types.has('H')) value.help = await listHelpSections(db, { ...q, device: 'WEB' });
      return ok(value);
    },
  );

  app.get(
    '/wps/notices',
    {
      schema: {
        tags: ['messages'],
        summary: 'Notices for the marquee and the notice popup',
        headers: CommonHeadersSchema,
        response: envelopeResponses(Type.Array(NoticeSchema)),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return ok(await listNotices(db, { merchantCode: merchant.code, language: request.language, fallback: merchant.defaultLanguage }));
    },
  );

  app.get(
    '/wps/help',
    {
      schema: {
        tags: ['messages'],
        summary: "Help center sections; the terms section has key 'term'",
        headers: CommonHeadersSchema,
        querystring: HelpQuerySchema,
        response: envelopeResponses(Type.Array(HelpSectionSchema)),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const wanted = request.query.lang;
      const language = wanted && merchant.languages.includes(wanted) ? wanted : request.language;
      return ok(
        await listHelpSections(db, {
          merchantCode: merchant.code,
          language,
          fallback: merchant.defaultLanguage,
          device: request.query.device ?? 'WEB',
        }),
      );
    },
  );
};
