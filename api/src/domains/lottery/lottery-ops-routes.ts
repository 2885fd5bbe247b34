import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  envelopeResponses,
  LOTTERY_OPS_PATHS,
  LotteryOpsCancelBodySchema,
  LotteryOpsCancelSchema,
  LotteryOpsExposureQuerySchema,
  LotteryOpsExposureSchema,
  LotteryOpsGameBodySchema,
  LotteryOpsGamesSchema,
  LotteryOpsMerchantQuerySchema,
  LotteryOpsResultsPageSchema,
  LotteryOpsResultsQuerySchema,
  LotteryOpsScheduleBodySchema,
  LotteryOpsSettingsBodySchema,
  LotteryOpsSwitchBodySchema,
  ok,
  OPERATOR_ROLES,
} from '@khela/contracts';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import type { LotteryEngine } from './lottery-engine';
import { opsAddGame, opsCancelDraw, opsExposure, opsListGames, opsResults, opsSetSchedule, opsSetSettings, opsSwitchGame } from './lottery-ops';

/** /ops/lottery/…: reading is for every operator of the brand, changing for its admins (docs/lottery.md "Operators"). */
export const lotteryOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; engine: LotteryEngine; now: () => Date }> = async (app, { db, engine, now }) => {
  const headers = OperatorHeadersSchema;
  app.get(
    LOTTERY_OPS_PATHS.games,
    { schema: { tags: ['operator'], summary: "A brand's lottery games: on or off, schedule, settings in force, next draw", headers, querystring: LotteryOpsMerchantQuerySchema, response: envelopeResponses(LotteryOpsGamesSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok(await opsListGames(db, request.query.merchant, now()));
    },
  );
  app.post(
    LOTTERY_OPS_PATHS.games,
    { schema: { tags: ['operator'], summary: 'Adds a lottery game to a brand (or changes its names, zone and schedule), with its catalogue entry (recorded)', headers, body: LotteryOpsGameBodySchema, response: envelopeResponses(LotteryOpsGamesSchema) } },
    async (request) => {
      const { merchant, ...game } = request.body;
      const actor = requireOperator(request, ['admin'], merchant);
      return ok(await opsAddGame(db, actor, merchant, game));
    },
  );
  app.post(
    LOTTERY_OPS_PATHS.gameSwitch,
    { schema: { tags: ['operator'], summary: 'Switches a lottery game on or off (off: no new draws; open ones still draw and settle) (recorded)', headers, body: LotteryOpsSwitchBodySchema, response: envelopeResponses(LotteryOpsGamesSchema) } },
    async (request) => {
      const { merchant, gameCode, enabled } = request.body;
      const actor = requireOperator(request, ['admin'], merchant);
      return ok(await opsSwitchGame(db, actor, merchant, gameCode, enabled));
    },
  );
  app.post(
    LOTTERY_OPS_PATHS.gameSettings,
    { schema: { tags: ['operator'], summary: "Changes a game's odds, limits or freeze (merged over its current overrides, validated) (recorded)", headers, body: LotteryOpsSettingsBodySchema, response: envelopeResponses(LotteryOpsGamesSchema) } },
    async (request) => {
      const { merchant, gameCode, settings } = request.body;
      const actor = requireOperator(request, ['admin'], merchant);
      return ok(await opsSetSettings(db, actor, merchant, gameCode, settings));
    },
  );
  app.post(
    LOTTERY_OPS_PATHS.gameSchedule,
    { schema: { tags: ['operator'], summary: "Sets a game's draw schedule (cron, in its time zone) for the draws created from now on (recorded)", headers, body: LotteryOpsScheduleBodySchema, response: envelopeResponses(LotteryOpsGamesSchema) } },
    async (request) => {
      const { merchant, gameCode, schedule, timezone } = request.body;
      const actor = requireOperator(request, ['admin'], merchant);
      return ok(await opsSetSchedule(db, actor, merchant, gameCode, schedule, timezone));
    },
  );
  app.post(
    LOTTERY_OPS_PATHS.cancelDraw,
    { schema: { tags: ['operator'], summary: 'Cancels a draw not yet drawn and refunds every stake (recorded)', headers, body: LotteryOpsCancelBodySchema, response: envelopeResponses(LotteryOpsCancelSchema) } },
    async (request) => {
      const { merchant, drawId } = request.body;
      const actor = requireOperator(request, ['admin', 'finance'], merchant);
      return ok(await opsCancelDraw(db, engine, actor, merchant, drawId));
    },
  );
  app.get(
    LOTTERY_OPS_PATHS.exposure,
    { schema: { tags: ['operator'], summary: "A draw's bets, stakes and the numbers with the highest possible payout", headers, querystring: LotteryOpsExposureQuerySchema, response: envelopeResponses(LotteryOpsExposureSchema) } },
    async (request) => {
      const { merchant, drawId, limit } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      return ok(await opsExposure(db, merchant, drawId, limit));
    },
  );
  app.get(
    LOTTERY_OPS_PATHS.results,
    { schema: { tags: ['operator'], summary: "A game's finished draws (drawn, settled, cancelled), newest first, with bets, stakes and payouts", headers, querystring: LotteryOpsResultsQuerySchema, response: envelopeResponses(LotteryOpsResultsPageSchema) } },
    async (request) => {
      const { merchant, gameCode, pageNo, pageSize } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      return ok(await opsResults(db, merchant, gameCode, { pageNo, pageSize }));
    },
  );
};
