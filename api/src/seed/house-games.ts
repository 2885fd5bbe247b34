import type { Db } from '../platform/db/db';
import type { DemoGame } from './demo-games';
import { insertGame } from './demo-games';
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
];

export async function seedHouseGames(db: Db): Promise<number> {
  let added = 0;
  for (const [index, game] of HOUSE_GAMES.entries()) {
    // Before the demo vendors' games in each list: the house is the site's own.
    const claimed = await seedOnce(db, `house-game:${game.gameCode}`, (tx) => insertGame(tx, game, 'GAME', -100 + index));
    if (claimed) added += 1;
  }
  return added;
}
