import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireIdentity } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, FavouriteBodySchema, FavouriteQuerySchema, FavouriteValueSchema, LaunchBodySchema, LaunchValueSchema, MemberGamesQuerySchema, MemberGamesValueSchema, ok } from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { merchantOf } from '../../platform/request-context';
import { TRIAL_TYPE } from '../identity';
import { findVisibleGame, gameView, listMemberGames } from './catalogue-repo';
import { askedLanguage } from './catalogue-routes';
import { addFavourite, claimFavouriteToggle, removeFavourite } from './favourites';
import { launchGame } from './launch';

/** A member's own game lists (favourites, recent) and the launch. All need a session. */
export const memberGameRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  for (const [url, table, summary] of [
    ['/wps/game/favorites', 'game_favourites', "The member's favourite games, newest first"],
    ['/wps/game/recent', 'recent_games', "The member's recently launched games, latest first"],
  ] as const) {
    app.get(
      url,
      {
        schema: { tags: ['games'], summary, headers: CommonHeadersSchema, querystring: MemberGamesQuerySchema, response: envelopeResponses(MemberGamesValueSchema) },
      },
      async (request) => {
        const identity = await requireIdentity(app, request);
        const { pageNo, pageSize, gameType } = request.query;
        const language = askedLanguage(request, request.query);
        const { rows, total } = await listMemberGames(db, merchantOf(request).code, { table, memberId: identity.memberId, gameType }, pageWindow({ pageNo, pageSize }));
        return ok({ content: rows.map((row) => gameView(row, language)), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) });
      },
    );
  }

  app.post(
    '/wps/game/favorites',
    {
      schema: {
        tags: ['games'],
        summary: 'Add a favourite (at most one add or remove per 1000 ms: 429 games.favourite.tooFast)',
        headers: CommonHeadersSchema,
        body: FavouriteBodySchema,
        response: envelopeResponses(FavouriteValueSchema),
      },
    },
    async (request) => {
      const identity = await requireIdentity(app, request);
      const { nodeId } = request.body;
      await claimFavouriteToggle(db, identity.memberId);
      const game = await findVisibleGame(db, merchantOf(request).code, nodeId);
      if (!game) throw new ApiError(404, 'games.game.notFound');
      await addFavourite(db, identity.memberId, nodeId);
      return ok({ nodeId, favourite: true });
    },
  );

  app.delete(
    '/wps/game/favorites',
    {
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite (shares the 1000 ms throttle with adding); removing a non-favourite is fine',
        headers: CommonHeadersSchema,
        querystring: FavouriteQuerySchema,
        response: envelopeResponses(FavouriteValueSchema),
      },
    },
    async (request) => {
      const identity = await requireIdentity(app, request);
      const { nodeId } = request.query;
      await claimFavouriteToggle(db, identity.memberId);
      await removeFavourite(db, identity.memberId, nodeId);
      return ok({ nodeId, favourite: false });
    },
  );

  app.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags: ['games'],
        summary: "Launch a game (normal or free trial; trial accounts free trial only): a one-time token and the vendor's game address",
        headers: CommonHeadersSchema,
        body: LaunchBodySchema,
        response: envelopeResponses(LaunchValueSchema),
      },
    },
    async (request) => {
      // 401 logged out. Trial accounts (SPEC §6) play for fun money only: without freeTrial, 403 account.trial.
      const identity = await requireIdentity(app, request);
      if (identity.type === TRIAL_TYPE && !request.body.freeTrial) throw new ApiError(403, 'account.trial');
      const merchant = merchantOf(request);
      return ok(
        await launchGame(db, { merchantCode: merchant.code, currency: merchant.currency, memberId: identity.memberId, language: request.language }, request.body),
      );
    },
  );
};
