import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, LiveChatQuerySchema, LiveChatValueSchema, LiveTablesQuerySchema, LiveTablesValueSchema, ok } from '@khela/contracts';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { translate } from '../../../platform/i18n/translate';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import { askedLanguage } from '../catalogue-routes';
import { liveTables } from './live-tables';
import type { TableStateFeed } from './table-state-feed';

export const LIVE_PATHS = { modelList: '/wps/live/model_list', launchChat: '/wps/live/launch_chat' } as const;

/**
 * SPEC §7 "live model list and launch chat" (docs/spec-sweep.md): the brand's live tables with
 * their dealers and state, for everyone; the opening of a table's chat, for real members.
 */
export const liveTablesRoutes: FastifyPluginAsyncTypebox<{ db: Db; feed: TableStateFeed }> = async (app, { db, feed }) => {
  app.get(
    LIVE_PATHS.modelList,
    {
      schema: {
        tags: ['games'],
        summary: "The brand's live tables now: game, dealer (name, picture), status betting|dealing|closed, round, players at the round, limits",
        headers: CommonHeadersSchema,
        querystring: LiveTablesQuerySchema,
        response: envelopeResponses(LiveTablesValueSchema),
      },
    },
    async (request, reply) => {
      const tables = await liveTables(db, feed, merchantOf(request).code, askedLanguage(request, request.query));
      // The seconds and players move: a browser or CDN keeps it no longer than the tables' own cache.
      reply.header('cache-control', 'public, max-age=2').header('vary', 'Merchant, Language');
      return ok({ tables });
    },
  );

  app.get(
    LIVE_PATHS.launchChat,
    {
      schema: {
        tags: ['games'],
        summary: "Opens a live table's chat: the table now and the subject of the member's conversation about it (real members only)",
        headers: CommonHeadersSchema,
        querystring: LiveChatQuerySchema,
        response: envelopeResponses(LiveChatValueSchema),
      },
    },
    async (request) => {
      await requireRealMember(app, request);
      const language = askedLanguage(request, request.query);
      const [table] = await liveTables(db, feed, merchantOf(request).code, language, request.query.gameCode);
      if (!table) throw new ApiError(404, 'live.table.unknown');
      const names = { table: table.game.gameName, dealer: table.dealer.name };
      const subject = table.round ? translate(language, 'live.chat.subject', { ...names, round: table.round.number }) : translate(language, 'live.chat.subjectNoRound', names);
      return ok({ table, chat: { popup: 'chat' as const, subject } });
    },
  );
};
