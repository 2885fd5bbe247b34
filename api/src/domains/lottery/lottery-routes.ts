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
  LOTTERY_VN_GROUPS,
  type LotteryVnGroup,
  type LotteryVnMenu,
  type LotteryVnMenuGame,
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
import { cronOf, drawsOnDayOf, provincesOf, VN_PROVINCE_TABLE } from './lottery-schedule';
import { drawView, gameView, nextAndLastDraws } from './lottery-views';

/** The menu's group of each VN kind, and its heading (the market's Vietnamese name, with the language's). */
const VN_GROUP_OF_KIND: Record<string, LotteryVnGroup> = { vn_north: 'north', vn_south: 'south', vn_central: 'central', vn_fast: 'fast' };
const VN_GROUP_NAMES: Record<LotteryVnGroup, { en: string; bn: string }> = {
  north: { en: 'Miền Bắc (North)', bn: 'Miền Bắc (উত্তর)' },
  south: { en: 'Miền Nam (South)', bn: 'Miền Nam (দক্ষিণ)' },
  central: { en: 'Miền Trung (Central)', bn: 'Miền Trung (মধ্য)' },
  fast: { en: 'Fast', bn: 'দ্রুত' },
};
const PROVINCE_OF_GAME = new Map(VN_PROVINCE_TABLE.map((province) => [province.gameCode, province.name]));

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
    { schema: { tags: ['lottery'], summary: 'The Vietnam lottery menu: Miền Bắc, Miền Nam, Miền Trung and the fast game; within a region today\'s draws first, each with its province and next draw', headers: CommonHeadersSchema, response: envelopeResponses(LotteryVnMenuSchema) } },
    async (request) => {
      const at = now();
      const language = request.language === 'bn' ? 'bn' : 'en';
      const merchantCode = merchantOf(request).code;
      const games = (await listGames(db, merchantCode, { enabledOnly: true })).filter((g) => LOTTERY_AREA_OF_KIND[g.kind] === 'VN');
      const { next } = await nextAndLastDraws(db, merchantCode, games.map((g) => g.gameCode), at);
      const entries = games.map((game) => {
        const draw = next.get(game.gameCode) ?? null;
        const drawAt = draw ? new Date(draw.drawAt) : (cronOf(game.schedule, game.timezone).nextRuns(1, at)[0] ?? null);
        const north = game.kind === 'vn_north' && drawAt ? provincesOf(game.kind, drawAt, game.timezone).join(', ') : null;
        const item: LotteryVnMenuGame = {
          gameCode: game.gameCode,
          name: (language === 'bn' ? game.nameBn : game.nameEn) + (north ? ` (${north})` : ''),
          accountTypeName: 'TCG_LOTTO_VN',
          province: PROVINCE_OF_GAME.get(game.gameCode) ?? (north || null),
          nextDraw: draw ? { drawId: draw.id, drawNo: draw.drawNo, closesAt: new Date(draw.closesAt).toISOString(), drawAt: new Date(draw.drawAt).toISOString() } : null,
          drawsToday: drawsOnDayOf(game.schedule, game.timezone, at),
        };
        return { group: VN_GROUP_OF_KIND[game.kind]!, item, sortAt: drawAt?.getTime() ?? Number.MAX_SAFE_INTEGER, sortOrder: game.sortOrder };
      });
      // Within a group: today's draws first, then by the next draw's time (the operator's order breaks ties).
      entries.sort((a, b) => Number(b.item.drawsToday) - Number(a.item.drawsToday) || a.sortAt - b.sortAt || a.sortOrder - b.sortOrder);
      const menu: LotteryVnMenu = LOTTERY_VN_GROUPS.map((groupCode) => ({
        groupCode,
        groupName: VN_GROUP_NAMES[groupCode][language],
        gameMenus: entries.filter((e) => e.group === groupCode).map((e) => e.item),
      })).filter((group) => group.gameMenus.length > 0);
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

