import { LOTTERY_KINDS, lotterySettingsProblems, type LotteryKind } from '@khela/contracts/lottery';
import type { LotteryOpsGame, LotterySettingsOverride } from '@khela/contracts';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { findMerchant } from '../../platform/merchant/merchant-repo';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { page, pageWindow, type PageRequest } from '../../platform/paging';
import { DRAW_COLUMNS, type DrawRow, type LotteryEngine } from './lottery-engine';
import {
  findGame,
  listGames,
  type LotteryGameRow,
  type NewLotteryGame,
  setGameEnabled,
  setGameSchedule,
  setGameSettings,
  settingsOf,
  upsertGame,
} from './lottery-games';
import { scheduleProblem } from './lottery-schedule';
import { drawView, nextAndLastDraws } from './lottery-views';

/**
 * What operators do with the lottery (docs/lottery.md "Operators"): the same functions back the
 * /ops routes and `pnpm operator lottery-…`; each change is recorded in the operator action record.
 */
async function brandGame(db: Db, merchantCode: string, gameCode: string): Promise<LotteryGameRow> {
  if (!(await findMerchant(db, merchantCode))) throw new ApiError(404, 'lottery.merchant.unknown', { merchant: merchantCode });
  const game = await findGame(db, merchantCode, gameCode);
  if (!game) throw new ApiError(404, 'lottery.game.unknown', { game: gameCode });
  return game;
}

function opsGameView(game: LotteryGameRow, next: DrawRow | null): LotteryOpsGame {
  const settings = settingsOf(game);
  return {
    merchant: game.merchantCode,
    gameCode: game.gameCode,
    kind: game.kind,
    enabled: game.enabled,
    timezone: game.timezone,
    schedule: game.schedule,
    nameEn: game.nameEn,
    nameBn: game.nameBn,
    overrides: game.settings,
    freezeSeconds: settings.freezeSeconds,
    maxStakePerDraw: settings.maxStakePerDraw,
    betTypes: Object.entries(settings.betTypes).map(([betType, rule]) => ({ betType, ...rule })),
    nextDraw: next ? drawView(next) : null,
  };
}

export async function opsListGames(db: Db, merchantCode: string, at: Date = new Date()): Promise<{ games: LotteryOpsGame[] }> {
  if (!(await findMerchant(db, merchantCode))) throw new ApiError(404, 'lottery.merchant.unknown', { merchant: merchantCode });
  const games = await listGames(db, merchantCode);
  const { next } = await nextAndLastDraws(db, merchantCode, games.map((g) => g.gameCode), at);
  return { games: games.map((game) => opsGameView(game, next.get(game.gameCode) ?? null)) };
}

function validTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export async function opsAddGame(db: Db, actor: OperatorActor, merchantCode: string, game: NewLotteryGame): Promise<{ games: LotteryOpsGame[] }> {
  if (!(await findMerchant(db, merchantCode))) throw new ApiError(404, 'lottery.merchant.unknown', { merchant: merchantCode });
  if (!(LOTTERY_KINDS as readonly string[]).includes(game.kind)) throw new ApiError(400, 'lottery.settings.bad', { problem: `kind ${game.kind}` });
  if (!validTimezone(game.timezone)) throw new ApiError(400, 'lottery.schedule.bad', { problem: `time zone ${game.timezone}` });
  const problem = scheduleProblem(game.schedule, game.timezone);
  if (problem) throw new ApiError(400, 'lottery.schedule.bad', { problem });
  await db.transaction(async (tx) => {
    await upsertGame(tx, merchantCode, game);
    await recordOperatorAction(tx, actor, { action: 'lottery.game.set', merchantCode, target: game.gameCode, details: { ...game } });
  });
  return opsListGames(db, merchantCode);
}

export async function opsSwitchGame(db: Db, actor: OperatorActor, merchantCode: string, gameCode: string, enabled: boolean) {
  await brandGame(db, merchantCode, gameCode);
  await db.transaction(async (tx) => {
    await setGameEnabled(tx, merchantCode, gameCode, enabled);
    await recordOperatorAction(tx, actor, { action: 'lottery.game.switch', merchantCode, target: gameCode, details: { enabled } });
  });
  return opsListGames(db, merchantCode);
}

/** The overrides merged over the game's current ones, then checked as a whole by the rules (lotterySettingsProblems): known bet types, odds readable, 1 ≤ min ≤ max. */
export function mergedSettingsProblem(kind: LotteryKind, merged: LotterySettingsOverride): string | null {
  const known = settingsOf({ kind, settings: {} }).betTypes;
  for (const betType of Object.keys(merged.betTypes ?? {})) if (!Object.hasOwn(known, betType)) return `no bet type ${betType}`;
  const problems = lotterySettingsProblems(kind, settingsOf({ kind, settings: merged }));
  return problems.length > 0 ? problems.join('; ') : null;
}

export async function opsSetSettings(db: Db, actor: OperatorActor, merchantCode: string, gameCode: string, change: LotterySettingsOverride) {
  const game = await brandGame(db, merchantCode, gameCode);
  const current = (game.settings ?? {}) as LotterySettingsOverride;
  const betTypes = { ...(current.betTypes ?? {}) };
  for (const [betType, rule] of Object.entries(change.betTypes ?? {})) betTypes[betType] = { ...(betTypes[betType] ?? {}), ...rule };
  const merged: LotterySettingsOverride = { ...current, ...change, betTypes };
  const problem = mergedSettingsProblem(game.kind, merged);
  if (problem) throw new ApiError(400, 'lottery.settings.bad', { problem });
  await db.transaction(async (tx) => {
    await setGameSettings(tx, merchantCode, gameCode, merged);
    await recordOperatorAction(tx, actor, { action: 'lottery.game.settings', merchantCode, target: gameCode, details: { change, settings: merged } });
  });
  return opsListGames(db, merchantCode);
}

/** A new schedule applies to draws created from now on; draws already created (their seeds committed) keep their times. */
export async function opsSetSchedule(db: Db, actor: OperatorActor, merchantCode: string, gameCode: string, schedule: string, timezone?: string) {
  const game = await brandGame(db, merchantCode, gameCode);
  const zone = timezone ?? game.timezone;
  if (!validTimezone(zone)) throw new ApiError(400, 'lottery.schedule.bad', { problem: `time zone ${zone}` });
  const problem = scheduleProblem(schedule, zone);
  if (problem) throw new ApiError(400, 'lottery.schedule.bad', { problem });
  await db.transaction(async (tx) => {
    await setGameSchedule(tx, merchantCode, gameCode, schedule, zone);
    await recordOperatorAction(tx, actor, { action: 'lottery.game.schedule', merchantCode, target: gameCode, details: { schedule, timezone: zone, before: { schedule: game.schedule, timezone: game.timezone } } });
  });
  return opsListGames(db, merchantCode);
}

export async function opsCancelDraw(db: Db, engine: LotteryEngine, actor: OperatorActor, merchantCode: string, drawId: string) {
  const [draw] = await db.query<{ status: string }>('SELECT status FROM lottery_draws WHERE id = $1::bigint AND merchant_code = $2', [drawId, merchantCode]);
  if (!draw) throw new ApiError(404, 'lottery.draw.unknown', { drawId });
  if (draw.status === 'drawn' || draw.status === 'settled') throw new ApiError(409, 'lottery.draw.notCancellable', { status: draw.status });
  const outcome = await engine.cancel(merchantCode, drawId);
  await recordOperatorAction(db, actor, { action: 'lottery.draw.cancel', merchantCode, target: drawId, details: { cancelled: outcome.cancelled, membersRefunded: outcome.refunded } });
  return { cancelled: outcome.cancelled, status: outcome.status ?? 'cancelled', membersRefunded: outcome.refunded };
}

export async function opsExposure(db: Db, merchantCode: string, drawId: string, limit = 50) {
  const [draw] = await db.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE id = $1::bigint AND merchant_code = $2`, [drawId, merchantCode]);
  if (!draw) throw new ApiError(404, 'lottery.draw.unknown', { drawId });
  const game = await findGame(db, merchantCode, draw.gameCode);
  const settings = game ? settingsOf(game) : null;
  const [totals] = await db.query<{ bets: number; members: number; stakes: string }>(
    'SELECT count(*)::int AS bets, count(DISTINCT member_id)::int AS members, COALESCE(sum(cost), 0)::text AS stakes FROM lottery_bets WHERE draw_id = $1::bigint',
    [drawId],
  );
  const numbers = await db.query<{ key: string; maxPayout: string }>(
    'SELECT key, max_payout::text AS "maxPayout" FROM lottery_exposure WHERE draw_id = $1::bigint AND max_payout > 0 ORDER BY max_payout DESC, key LIMIT $2',
    [drawId, limit],
  );
  return {
    draw: drawView(draw),
    bets: totals!.bets,
    members: totals!.members,
    stakes: Number(totals!.stakes),
    numbers: numbers.map((n) => ({ key: n.key, maxPayout: Number(n.maxPayout), limit: settings?.betTypes[n.key.split(':')[0]!]?.maxPayoutPerNumber ?? 0 })),
  };
}

export async function opsResults(db: Db, merchantCode: string, gameCode: string, paging: PageRequest) {
  await brandGame(db, merchantCode, gameCode);
  const { limit, offset } = pageWindow(paging);
  const [count] = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM lottery_draws WHERE merchant_code = $1 AND game_code = $2 AND status IN ('drawn', 'settled', 'cancelled')",
    [merchantCode, gameCode],
  );
  const rows = await db.query<DrawRow & { bets: number; stakes: string; payouts: string }>(
    `SELECT ${DRAW_COLUMNS}, COALESCE(s.bets, 0)::int AS bets, COALESCE(s.stakes, 0)::text AS stakes, COALESCE(s.payouts, 0)::text AS payouts
       FROM lottery_draws d
       LEFT JOIN LATERAL (SELECT count(*) AS bets, sum(cost) AS stakes, sum(payout) AS payouts FROM lottery_bets b WHERE b.draw_id = d.id) s ON true
      WHERE d.merchant_code = $1 AND d.game_code = $2 AND d.status IN ('drawn', 'settled', 'cancelled')
      ORDER BY d.draw_at DESC LIMIT $3 OFFSET $4`,
    [merchantCode, gameCode, limit, offset],
  );
  return page(rows.map((row) => ({ draw: drawView(row), bets: row.bets, stakes: Number(row.stakes), payouts: Number(row.payouts) })), count!.total, paging);
}
