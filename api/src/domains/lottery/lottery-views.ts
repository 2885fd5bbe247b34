import { LOTTERY_AREA_OF_KIND, type LotteryDrawStatus } from '@khela/contracts/lottery';
import type { LotteryBet, LotteryDraw, LotteryGame } from '@khela/contracts';
import type { Queryable } from '../../platform/db/db';
import { DRAW_COLUMNS, type DrawRow } from './lottery-engine';
import { settingsOf, vendorOf, type LotteryGameRow } from './lottery-games';
import { periodSecondsOf } from './lottery-schedule';

const iso = (value: Date | string) => new Date(value).toISOString();
const REVEALED: LotteryDrawStatus[] = ['drawn', 'settled'];

/** A draw on the wire: the seed only once drawn (before, only its hash). */
export function drawView(draw: DrawRow): LotteryDraw {
  return {
    id: draw.id,
    gameCode: draw.gameCode,
    drawNo: draw.drawNo,
    opensAt: iso(draw.opensAt),
    closesAt: iso(draw.closesAt),
    drawAt: iso(draw.drawAt),
    status: draw.status,
    seedHash: draw.seedHash,
    seed: REVEALED.includes(draw.status) ? draw.seed : null,
    result: REVEALED.includes(draw.status) ? draw.result : null,
  };
}

export function gameView(game: LotteryGameRow, language: string, next: DrawRow | null, last: DrawRow | null, at: Date): LotteryGame {
  const settings = settingsOf(game);
  const vendor = vendorOf(game.kind);
  return {
    gameCode: game.gameCode,
    vendorCode: vendor.vendorCode,
    prizeMode: vendor.prizeMode,
    area: LOTTERY_AREA_OF_KIND[game.kind],
    kind: game.kind,
    name: language === 'bn' ? game.nameBn : game.nameEn,
    timezone: game.timezone,
    periodSeconds: periodSecondsOf(game.schedule, game.timezone, at),
    freezeSeconds: settings.freezeSeconds,
    maxStakePerDraw: settings.maxStakePerDraw,
    betTypes: Object.entries(settings.betTypes).map(([betType, rule]) => ({ betType, ...rule })),
    nextDraw: next ? drawView(next) : null,
    lastDraw: last ? drawView(last) : null,
  };
}

/**
 * Each game's next draw (the earliest not finished whose draw time is still ahead: open, or closed in its freeze) and
 * last result (the latest drawn or settled whose draw time has come: after the demo's clock travelled
 * forward and back, draws it drew "in the future" wait for their time), in two statements for all the games.
 */
export async function nextAndLastDraws(db: Queryable, merchantCode: string, gameCodes: string[], at: Date): Promise<{ next: Map<string, DrawRow>; last: Map<string, DrawRow> }> {
  // One index walk per game (lottery_draws_game), however long the game's history.
  const next = await db.query<DrawRow>(
    `SELECT d.* FROM unnest($2::text[]) AS g(code) CROSS JOIN LATERAL (
       SELECT ${DRAW_COLUMNS} FROM lottery_draws
        WHERE merchant_code = $1 AND game_code = g.code AND status IN ('scheduled', 'open', 'closed') AND draw_at > $3::timestamptz
        ORDER BY draw_at LIMIT 1) d`,
    [merchantCode, gameCodes, at],
  );
  const last = await db.query<DrawRow>(
    `SELECT d.* FROM unnest($2::text[]) AS g(code) CROSS JOIN LATERAL (
       SELECT ${DRAW_COLUMNS} FROM lottery_draws
        WHERE merchant_code = $1 AND game_code = g.code AND status IN ('drawn', 'settled') AND draw_at <= $3::timestamptz
        ORDER BY draw_at DESC LIMIT 1) d`,
    [merchantCode, gameCodes, at],
  );
  return { next: new Map(next.map((d) => [d.gameCode, d])), last: new Map(last.map((d) => [d.gameCode, d])) };
}

export interface BetRow {
  id: string;
  gameCode: string;
  drawId: string;
  drawNo: string;
  betType: string;
  selection: string[];
  stake: string;
  units: number;
  cost: string;
  odds: string;
  status: LotteryBet['status'];
  payout: string;
  placedAt: Date;
  settledAt: Date | null;
}

export const BET_COLUMNS = `b.id::text, b.game_code AS "gameCode", b.draw_id::text AS "drawId", d.draw_no AS "drawNo", b.bet_type AS "betType", b.selection,
  b.stake::text, b.units, b.cost::text, b.odds, b.status, b.payout::text, b.placed_at AS "placedAt", b.settled_at AS "settledAt"`;

export function betView(bet: BetRow): LotteryBet {
  return {
    id: bet.id,
    gameCode: bet.gameCode,
    drawId: bet.drawId,
    drawNo: bet.drawNo,
    betType: bet.betType,
    selection: bet.selection,
    stake: Number(bet.stake),
    units: bet.units,
    cost: Number(bet.cost),
    odds: bet.odds,
    status: bet.status,
    payout: Number(bet.payout),
    placedAt: iso(bet.placedAt),
    settledAt: bet.settledAt ? iso(bet.settledAt) : null,
  };
}
