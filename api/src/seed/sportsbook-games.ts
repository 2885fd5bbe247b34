import type { GameType } from '@khela/contracts';
import type { Db, Queryable } from '../platform/db/db';
import { json } from '../platform/db/db';
import type { DemoGame } from './demo-games';
import { insertGame } from './demo-games';
import { seedOnce } from './seed-once';

/** Khela's own sportsbook (docs/sportsbook.md "Wiring"): vendor KBOOK, its own service and process. */
export const SPORTSBOOK_VENDOR = 'KBOOK';

/**
 * One vendor row per category, as the house has: KBOOK under SPORTS (the book's home, cricket
 * first) and under ESPORTS (its e-sports tab). The game code is what the book's /play reads to
 * choose the tab (`esports`), so each card opens its own sport.
 */
export const SPORTSBOOK_GAMES: DemoGame[] = [
  { vendorCode: SPORTSBOOK_VENDOR, gameType: 'SPORTS', gameCode: 'sportsbook', en: 'Khela Sportsbook', bn: 'খেলা স্পোর্টসবুক', classification: null, hotRank: null, trialSupported: false },
  { vendorCode: SPORTSBOOK_VENDOR, gameType: 'ESPORTS', gameCode: 'esports', en: 'Khela eSports Book', bn: 'খেলা ই-স্পোর্টস বুক', classification: null, hotRank: null, trialSupported: false },
];

const vendorName = (gameType: GameType) => (gameType === 'ESPORTS' ? 'Khela eSports Book' : 'Khela Sportsbook');

/** The book's launch address: SPORTSBOOK_URL (default the local service on 8110) + /play. */
export function sportsbookLaunchUrl(env: Record<string, string | undefined>): string {
  const port = env.SPORTSBOOK_PORT ?? '8110';
  return `${(env.SPORTSBOOK_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '')}/play`;
}

async function openCategory(db: Queryable, gameType: GameType): Promise<void> {
  // First in its category (sort -10): the site's own book before the demo vendors.
  await db.query(
    `INSERT INTO vendors (code, game_type, display_name, sort_order) VALUES ($1, $2, $3, -10) ON CONFLICT (code, game_type) DO NOTHING`,
    [SPORTSBOOK_VENDOR, gameType, vendorName(gameType)],
  );
  await db.query(`INSERT INTO merchant_vendors (merchant_code, vendor_code, game_type, enabled) VALUES ('khela', $1, $2, true) ON CONFLICT DO NOTHING`, [SPORTSBOOK_VENDOR, gameType]);
}

/**
 * The demo brand's sportsbook (outside production; production's catalogue is the operator's):
 * its launch settings and each category's game, written once per database under their own
 * markers, so a database made before the book gets it at its next start and an operator's later
 * change is never undone. Answers how many games were added.
 */
export async function seedSportsbookGames(db: Db, env: Record<string, string | undefined> = process.env): Promise<number> {
  await seedOnce(db, 'sportsbook-launch', async (tx) => {
    await tx.query(
      `INSERT INTO vendor_launch_settings (vendor_code, launch_url, free_trial, title, cards, classifications)
       VALUES ($1, $2, false, '{}'::jsonb, $3::jsonb, '[]'::jsonb) ON CONFLICT (vendor_code) DO NOTHING`,
      // No title: each category's card shows its own vendor name (Khela Sportsbook, Khela eSports Book).
      [SPORTSBOOK_VENDOR, sportsbookLaunchUrl(env), json(['NEW'])],
    );
  });
  let added = 0;
  for (const [index, game] of SPORTSBOOK_GAMES.entries()) {
    const claimed = await seedOnce(db, `sportsbook-game:${game.gameCode}`, async (tx) => {
      await openCategory(tx, game.gameType);
      await insertGame(tx, game, 'GAME', -200 + index);
    });
    if (claimed) added += 1;
  }
  return added;
}
