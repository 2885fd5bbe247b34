import type { GameType } from '@khela/contracts';
import type { Db, Queryable } from '../platform/db/db';
import type { DemoGame } from './demo-games';
import { houseVendorName, insertGame } from './demo-games';
import { seedOnce } from './seed-once';

/**
 * The house vendor's games in the catalogue (docs/house.md): each is written once per database, under
 * its own seed marker, so a database made before a game existed gets it at the next start and an
 * operator's later change to it is never undone.
 */
export const HOUSE_GAMES: DemoGame[] = [
  { vendorCode: 'HOUSE', gameType: 'RNG', gameCode: 'house-slot', en: 'Royal Fruits', bn: 'রয়্যাল ফ্রুটস', classification: 'SC', hotRank: 4, trialSupported: true },
  // The instant game sits with the slots, under Arcade.
  { vendorCode: 'HOUSE', gameType: 'RNG', gameCode: 'house-dice', en: 'Lucky Dice', bn: 'লাকি ডাইস', classification: 'AC', hotRank: 5, trialSupported: true },
  { vendorCode: 'HOUSE', gameType: 'FISH', gameCode: 'house-fish', en: 'Golden River Hunt', bn: 'সোনালি নদীর শিকার', classification: null, hotRank: null, trialSupported: true },
  { vendorCode: 'HOUSE', gameType: 'PVP', gameCode: 'house-teen-patti', en: 'Teen Patti Classic House', bn: 'তিন পাত্তি হাউস', classification: null, hotRank: null, trialSupported: true },
  { vendorCode: 'HOUSE', gameType: 'LIVE', gameCode: 'house-baccarat', en: 'Khela Baccarat Live', bn: 'খেলা ব্যাকারা লাইভ', classification: null, hotRank: null, trialSupported: true },
  // The COCKFIGHT category's game: the house's live arena (it replaces the sandbox's SV3 coin flip).
  { vendorCode: 'HOUSE', gameType: 'COCKFIGHT', gameCode: 'house-cockfight', en: 'Khela Cockfight', bn: 'খেলা মোরগ লড়াই', classification: null, hotRank: null, trialSupported: true },
];

/**
 * A game in a category the house did not serve when the database was made: the house vendor is
 * added to it and offered at the demo brand. The arena takes the place of the sandbox's SV3 coin
 * flip, which the demo brand stops offering (an operator may switch it on again).
 */
async function openHouseCategory(db: Queryable, gameType: GameType): Promise<void> {
  await db.query(
    `INSERT INTO vendors (code, game_type, display_name, sort_order) VALUES ('HOUSE', $1, $2, 100) ON CONFLICT (code, game_type) DO NOTHING`,
    [gameType, houseVendorName(gameType)],
  );
  await db.query(`INSERT INTO merchant_vendors (merchant_code, vendor_code, game_type, enabled) VALUES ('khela', 'HOUSE', $1, true) ON CONFLICT DO NOTHING`, [gameType]);
  if (gameType === 'COCKFIGHT') await db.query(`UPDATE merchant_vendors SET enabled = false WHERE merchant_code = 'khela' AND vendor_code = 'SV3' AND game_type = 'COCKFIGHT'`);
}

export async function seedHouseGames(db: Db): Promise<number> {
  let added = 0;
  for (const [index, game] of HOUSE_GAMES.entries()) {
    // Before the demo vendors' games in each list: the house is the site's own.
    const claimed = await seedOnce(db, `house-game:${game.gameCode}`, async (tx) => {
      await openHouseCategory(tx, game.gameType);
      await insertGame(tx, game, 'GAME', -100 + index);
    });
    if (claimed) added += 1;
  }
  return added;
}
