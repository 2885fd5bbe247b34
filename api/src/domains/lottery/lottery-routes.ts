import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommonHeadersSchema,
  envelopeResponses,
  LOTTERY_PATHS,
  LotteryDrawParamsSchema,
  LotteryDrawSchema,
  LotteryGamesByCodeSchema,
  LotteryLobbyQuerySchema,
  LotteryLobbySchema,
  LotteryMyBetsPageSchema,
  LotteryMyBetsQuerySchema,
  LotteryPlaceBetsBodySchema,
  LotteryPlacedSchema,
  LotteryPrizeModeQuerySchema,
  LotteryResultsPageSchema,
  LotteryResultsQuerySchema,
  LotteryVnMenuSchema,
  ok,
  type LotteryGame,
  type LotteryVnMenu,
} from '@khela/contracts';
import { LOTTERY_AREA_OF_KIND } from '@khela/contracts/lottery';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { page, pageWindow } from '../../platform/paging';
import { merchantOf } from '../../platform/request-context';
import { requireRealMember } from '../identity';
import type { Ledger } from '../wallet';
import { myBets, placeBets } from './lottery-bets';
import { DRAW_COLUMNS, type DrawRow } from './lottery-engine';
import { findGame, listGames } from './lottery-games';
import { provincesOf } from './lottery-schedule';
import { drawView, gameView, nextAndLastDraws } from './lottery-views';

const VN_GROUPS: Record<string, { en: string; bn: string }> = {
  vn_north: { en: 'North', bn: 'উত্তর' },
  vn_central: { en: 'Central', bn: 'মধ্য' },
  vn_south: { en: 'South', bn: 'দক্ষিণ' },
  vn_fast: { en: 'Fast', bn: 'দ্রুত' },
};

/** The brand's enabled games with their next and last draws, in the request's language. */
async function gamesOf(db: Db, merchantCode: string, language: string, at: Date): Promise<LotteryGame[]> {
  const games = await listGames(db, merchantCode, { enabledOnly: true });
  const { next, last } = await nextAndLastDraws(db, merchantCode, games.map((g) => g.gameCode), at);
  return games.map((game) => gameView(game, language, next.get(game.gameCode) ?? null, last.get(game.gameCode) ?? null, at));
}

/** The lottery's public calls (SPEC §7) and the member's bets (docs/lottery.md). */
export const lotteryRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; now: () => Date }> = async (app, { db, ledger, now }) => {
  app.get(
    LOTTERY_PATHS.games,
    { schema: { tags: ['lottery'], summary: "The brand's lottery games of one prize mode, keyed by game code", headers: CommonHeadersSchema, querystring: LotteryPrizeModeQuerySchema, response: envelopeResponses(LotteryGamesByCodeSchema) } },
    async (request) => {
      const games = await gamesOf(db, merchantOf(request).code, request.language, now());
      return ok(Object.fromEntries(games.filter((g) => g.prizeMode === request.query.prizeMode).map((g) => [g.gameCode, g])));
    },
  );

  app.get(
    LOTTERY_PATHS.vnMenu,
    { schema: { tags: ['lottery'], summary: 'The Vietnam lottery menu: groups by region, each game named with its next draw day\'s provinces', headers: CommonHeadersSchema, response: envelopeResponses(LotteryVnMenuSchema) } },
    async (request) => {
      const at = now();
      const language = request.language;
      const games = (await listGames(db, merchantOf(request).code, { enabledOnly: true })).filter((g) => LOTTERY_AREA_OF_KIND[g.kind] === 'VN');
      const { next } = await nextAndLastDraws(db, merchantOf(request).code, games.map((g) => g.gameCode), at);
      const menu: LotteryVnMenu = [];
      for (const game of games) {
        const group = VN_GROUPS[game.kind]![language === 'bn' ? 'bn' : 'en'];
        const draw = next.get(game.gameCode);
        const provinces = draw ? provincesOf(game.kind, new Date(draw.drawAt), game.timezone) : [];
        const name = (language === 'bn' ? game.nameBn : game.nameEn) + (provinces.length > 0 ? ` (${provinces.join(', ')})` : '');
        let entry = menu.find((m) => m.groupName === group);
        if (!entry) menu.push((entry = { groupName: group, gameMenus: [] }));
        entry.gameMenus.push({ gameCode: game.gameCode, name, accountTypeName: 'TCG_LOTTO_VN' });
      }
      return ok(menu);
    },
  );

  app.get(
    LOTTERY_PATHS.lobby,
    { schema: { tags: ['lottery'], summary: 'Every lottery game of an area (or all) with its next draw and last result, and the server time', headers: CommonHeadersSchema, querystring: LotteryLobbyQuerySchema, response: envelopeResponses(LotteryLobbySchema) } },
    async (request) => {
      const at = now();
      const games = await gamesOf(db, merchantOf(request).code, request.language, at);
      const area = request.query.area;
      return ok({ serverTime: at.toISOString(), games: area ? games.filter((g) => g.area === area) : games });
    },
  );

  app.get(
    LOTTERY_PATHS.results,
    { schema: { tags: ['lottery'], summary: "A game's drawn draws, newest first, with seeds and results", headers: CommonHeadersSchema, querystring: LotteryResultsQuerySchema, response: envelopeResponses(LotteryResultsPageSchema) } },
    async (request) => {
      const merchantCode = merchantOf(request).code;
      const { gameCode, pageNo, pageSize } = request.query;
      const game = await findGame(db, merchantCode, gameCode);
      if (!game) throw new ApiError(404, 'lottery.game.unknown', { game: gameCode });
      const { limit, offset } = pageWindow({ pageNo, pageSize });
      const now = new Date(); // the draws whose time has come (see nextAndLastDraws)
      const [count] = await db.query<{ total: number }>(
        "SELECT count(*)::int AS total FROM lottery_draws WHERE merchant_code = $1 AND game_code = $2 AND status IN ('drawn', 'settled') AND draw_at <= $3::timestamptz",
        [merchantCode, gameCode, now],
      );
      const rows = await db.query<DrawRow>(
        `SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE merchant_code = $1 AND game_code = $2 AND status IN ('drawn', 'settled')
            AND draw_at <= $5::timestamptz
          ORDER BY draw_at DESC LIMIT $3 OFFSET $4`,
        [merchantCode, gameCode, limit, offset, now],
      );
      return ok(page(rows.map(drawView), count!.total, { pageNo, pageSize }));
    },
  );

  app.get(
    LOTTERY_PATHS.draw,
    { schema: { tags: ['lottery'], summary: 'One draw: its seed hash always, its seed and result once drawn (what the verification page recomputes)', headers: CommonHeadersSchema, params: LotteryDrawParamsSchema, response: envelopeResponses(LotteryDrawSchema) } },
    async (request) => {
      const [row] = await db.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE id = $1::bigint AND merchant_code = $2`, [request.params.drawId, merchantOf(request).code]);
      if (!row) throw new ApiError(404, 'lottery.draw.unknown', { drawId: request.params.drawId });
      return ok(drawView(row));
    },
  );

  app.post(
    LOTTERY_PATHS.placeBets,
    { schema: { tags: ['lottery'], summary: 'Places a slip on one open draw: every line or none; stakes held in the ledger until the draw settles', headers: CommonHeadersSchema, body: LotteryPlaceBetsBodySchema, response: envelopeResponses(LotteryPlacedSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const placed = await placeBets(db, ledger, { merchantCode: identity.merchantCode, memberId: identity.memberId }, request.body, now());
      return ok(placed);
    },
  );

  app.get(
    LOTTERY_PATHS.myBets,
    { schema: { tags: ['lottery'], summary: "The member's lottery bets, newest first: open, settled or all", headers: CommonHeadersSchema, querystring: LotteryMyBetsQuerySchema, response: envelopeResponses(LotteryMyBetsPageSchema) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { gameCode, status, pageNo, pageSize } = request.query;
      return ok(await myBets(db, { merchantCode: identity.merchantCode, memberId: identity.memberId }, { gameCode, status }, { pageNo, pageSize }));
    },
  );
};

