import type { LotteryBetLine } from '@khela/contracts';
import type { LotteryKind } from '@khela/contracts/lottery';
import type { Db } from '../platform/db/db';
import { DEFAULT_LOTTERY_GAMES, drawsBetween, listGames, LotteryEngine, periodSecondsOf, placeBets, replaceRegionalVnGames, settingsOf, upsertGame, VN_PROVINCE_GAMES } from '../domains/lottery';
import { ApiError } from '../platform/errors';
import { Ledger } from '../domains/wallet';
import { seedOnce } from './seed-once';

export const DEMO_LOTTERY_SEED = 'demo-lottery-v1';
export const DEMO_LOTTERY_HISTORY_SEED = 'demo-lottery-history-v1';
export const DEMO_LOTTERY_PROVINCES_HISTORY_SEED = 'demo-lottery-provinces-history-v1';

/**
 * The demo brand's lottery games (docs/lottery.md): the default games, written once (an operator's
 * later changes stay), and the placeholder lottery games of the first catalogue taken away.
 */
export async function seedDemoLotteryGames(db: Db, merchantCode = 'khela'): Promise<boolean> {
  return seedOnce(db, DEMO_LOTTERY_SEED, async (tx) => {
    await tx.query("DELETE FROM games WHERE vendor_code = 'KELOTT' AND game_code IN ('one-minute-draw', 'five-minute-draw')");
    await tx.query("DELETE FROM merchant_vendors WHERE vendor_code = 'KLOTT'");
    await tx.query("DELETE FROM vendors WHERE code = 'KLOTT'");
    await tx.query("DELETE FROM vendor_launch_settings WHERE vendor_code = 'KLOTT'");
    for (const game of DEFAULT_LOTTERY_GAMES) await upsertGame(tx, merchantCode, game);
  });
}

/** A demo player's slip per kind: a couple of plain bets. */
const DEMO_SLIPS: Record<LotteryKind, LotteryBetLine[]> = {
  wingo: [{ betType: 'colour', selection: ['red'], stake: 2_000 }, { betType: 'number', selection: ['7'], stake: 1_000 }],
  d5: [{ betType: 'sum_size', selection: ['big'], stake: 2_000 }],
  k3: [{ betType: 'sum_size', selection: ['big'], stake: 2_000 }],
  vn_fast: [{ betType: 'lo2', selection: ['27'], stake: 1_000 }, { betType: 'de', selection: ['05'], stake: 1_000 }],
  vn_north: [{ betType: 'lo2', selection: ['68'], stake: 1_000 }],
  vn_central: [{ betType: 'lo2', selection: ['39'], stake: 1_000 }],
  vn_south: [{ betType: 'de', selection: ['12'], stake: 1_000 }],
  sea4d: [{ betType: 'big', selection: ['1234'], stake: 1_000 }],
};
const DEMO_PLAYERS = ['player11', 'player12', 'player13'];

/**
 * The demo's lottery history, once per database (with the demo team: its players bet): each game's
 * last draws, drawn from real seeds, a few of them with demo players' bets, settled as the job
 * would; then the coming draws. So a fresh start's lobby shows a next draw and a last result for
 * every game, and the players' records show settled lottery bets. A database whose history was
 * seeded before the province games (docs/lottery.md "Engine") gets theirs once
 * (`demo-lottery-provinces-history-v1`).
 */
export async function seedDemoLotteryHistory(db: Db, now: Date = new Date(), merchantCode = 'khela'): Promise<boolean> {
  const markers = new Set((await db.query<{ name: string }>('SELECT name FROM seed_markers WHERE name = ANY ($1::text[])', [[DEMO_LOTTERY_HISTORY_SEED, DEMO_LOTTERY_PROVINCES_HISTORY_SEED]])).map((m) => m.name));
  if (markers.has(DEMO_LOTTERY_PROVINCES_HISTORY_SEED)) return false;
  const ledger = new Ledger(db);
  const engine = new LotteryEngine(db, ledger);
  // The regional games' replacement (province games) is made before their history is drawn.
  await replaceRegionalVnGames(db, await listGames(db, merchantCode));
  const provinceCodes = new Set(VN_PROVINCE_GAMES.map((game) => game.gameCode));
  const games = (await listGames(db, merchantCode, { enabledOnly: true })).filter((game) => !markers.has(DEMO_LOTTERY_HISTORY_SEED) || provinceCodes.has(game.gameCode));
  const players = await db.query<{ id: string }>('SELECT id::text FROM members WHERE merchant_code = $1 AND account = ANY ($2::text[]) ORDER BY account', [merchantCode, DEMO_PLAYERS]);
  for (const game of games) {
    const settings = settingsOf(game);
    const daily = periodSecondsOf(game.schedule, game.timezone, now) === null;
    const windowMs = daily ? 8 * 86_400_000 : 30 * 60_000;
    const past = drawsBetween(game.schedule, game.timezone, settings.freezeSeconds, new Date(now.getTime() - windowMs), now, daily ? 3 : 6);
    for (const [i, time] of past.entries()) {
      await engine.insertDraw(game, time, 'open');
      // The last two past draws carry the demo players' bets; of the many province games, only a draw of the last two days does.
      if (i < past.length - 2) continue;
      if (provinceCodes.has(game.gameCode) && now.getTime() - time.drawAt.getTime() > 2 * 86_400_000) continue;
      const [draw] = await db.query<{ id: string }>('SELECT id::text FROM lottery_draws WHERE merchant_code = $1 AND game_code = $2 AND draw_no = $3', [merchantCode, game.gameCode, time.drawNo]);
      for (const player of players) {
        await placeBets(db, ledger, { merchantCode, memberId: player.id }, { gameCode: game.gameCode, drawId: draw!.id, bets: DEMO_SLIPS[game.kind] }, new Date(time.opensAt.getTime() + 1_000)).catch((error: unknown) => {
          // A demo player short of money skips the slip; anything else is a fault.
          if (!(error instanceof ApiError)) throw error;
        });
      }
    }
  }
  await engine.advance(now, merchantCode);
  await db.query('INSERT INTO seed_markers (name) VALUES ($1), ($2) ON CONFLICT (name) DO NOTHING', [DEMO_LOTTERY_HISTORY_SEED, DEMO_LOTTERY_PROVINCES_HISTORY_SEED]);
  return true;
}
