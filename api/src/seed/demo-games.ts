import type { Db, Queryable } from '../platform/db/db';
import { json } from '../platform/db/db';
import type { GameClassification, GameType } from '@khela/contracts';
import { offerVendor, upsertVendor } from '../domains/games/vendors-repo';
import { seedOnce } from './seed-once';
import { SPEC_VENDOR_SORT_BASE, SPEC_VENDORS } from './demo-spec-vendors';

/**
 * The demo catalogue: a handful of games per demo vendor, with our own names in both languages
 * (no third-party names or artwork), and the HOUSE vendor (the house-games issue fills its games).
 * The lottery vendors' games are the lottery domain's own (seed/demo-lottery.ts).
 */
export interface DemoGame {
  vendorCode: string;
  gameType: GameType;
  gameCode: string;
  en: string;
  bn: string;
  classification: GameClassification | null;
  hotRank: number | null;
  trialSupported: boolean;
}

type Named = [en: string, bn: string];

const SLOT_NAMES: Named[] = [
  ['Golden Tiger', 'সোনালি বাঘ'], ['Lucky Lotus', 'ভাগ্যবান পদ্ম'], ['River Treasure', 'নদীর গুপ্তধন'],
  ['Mango Harvest', 'আমের মৌসুম'], ['Royal Elephant', 'রাজকীয় হাতি'], ['Monsoon Riches', 'বর্ষার ধন'],
  ['Star Fortune', 'তারার ভাগ্য'], ['Sundarbans Wild', 'সুন্দরবনের বুনো'], ['Fire Fruits', 'আগুন ফল'],
  ['Diamond Boat', 'হীরার নৌকা'], ['Dragon Drums', 'ড্রাগনের ঢোল'], ['Peacock Gold', 'ময়ূরের সোনা'],
  ['Magic Lantern', 'জাদুর লণ্ঠন'], ['Tea Garden Spins', 'চা বাগানের স্পিন'], ['Hilsa Catch', 'ইলিশ শিকার'],
  ['Festival Lights', 'উৎসবের আলো'], ['Ruby Temple', 'চুনির মন্দির'], ['Lucky Sevens', 'ভাগ্যবান সাত'],
  ['Crown Jewels', 'মুকুটের রত্ন'], ['Night Market', 'রাতের বাজার'], ['Silver Moon', 'রুপালি চাঁদ'],
  ['Thunder Reels', 'বজ্রের রিল'], ['Kite Festival', 'ঘুড়ি উৎসব'], ['Jackpot Palace', 'জ্যাকপট প্রাসাদ'],
];
const SLOT_CLASSES: GameClassification[] = ['SC', 'SC', 'VP', 'JP', 'TG', 'AC', 'SC', 'JP'];

const OTHER_GAMES: { vendorCode: string; gameType: GameType; names: Named[]; trial?: boolean }[] = [
  { vendorCode: 'KLIVE', gameType: 'LIVE', names: [['Baccarat Room', 'ব্যাকারা রুম'], ['Classic Roulette', 'ক্লাসিক রুলেট'], ['Dragon and Tiger', 'ড্রাগন ও বাঘ']] },
  { vendorCode: 'KTABLE', gameType: 'LIVE', names: [['Andar Bahar Table', 'আন্দর বাহার টেবিল'], ['Sic Bo Table', 'সিক বো টেবিল'], ['Blackjack Table', 'ব্ল্যাকজ্যাক টেবিল']] },
  { vendorCode: 'KSPORT', gameType: 'SPORTS', names: [['Sports Lobby', 'স্পোর্টস লবি']] },
  { vendorCode: 'KCRIC', gameType: 'SPORTS', names: [['Cricket Book', 'ক্রিকেট বুক']] },
  { vendorCode: 'KCARD', gameType: 'PVP', names: [['Call Break', 'কল ব্রেক'], ['Poker Night', 'পোকার নাইট'], ['Jhandi Munda', 'ঝান্ডি মুন্ডা']] },
  { vendorCode: 'KTEEN', gameType: 'PVP', names: [['Teen Patti Classic', 'তিন পাত্তি ক্লাসিক'], ['Teen Patti Blitz', 'তিন পাত্তি ঝটপট']] },
  { vendorCode: 'IMES', gameType: 'ESPORTS', names: [['eSports Arena Lobby', 'ই-স্পোর্টস অ্যারেনা লবি']] },
  { vendorCode: 'TF', gameType: 'ESPORTS', names: [['eSports Pro Lobby', 'ই-স্পোর্টস প্রো লবি']] },
  { vendorCode: 'IA', gameType: 'ESPORTS', names: [['eSports Live Lobby', 'ই-স্পোর্টস লাইভ লবি']] },
  { vendorCode: 'KFISH', gameType: 'FISH', trial: true, names: [['Fishing Fortune', 'মাছ ধরার ভাগ্য'], ['Golden Carp', 'সোনালি রুই']] },
  { vendorCode: 'KOCEAN', gameType: 'FISH', trial: true, names: [['Deep Sea Hunt', 'গভীর সমুদ্রে শিকার'], ['Shark Chase', 'হাঙর তাড়া']] },
];

const codeOf = (en: string) => en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The first catalogue's games: eight slots at each RNG vendor, a few at the others; some of them hot. */
const FIRST_DEMO_GAMES: DemoGame[] = [
  ...['KSLOT', 'KREEL', 'KJACK'].flatMap((vendorCode, v) =>
    SLOT_NAMES.slice(v * 8, v * 8 + 8).map(([en, bn], i): DemoGame => ({
      vendorCode, gameType: 'RNG', gameCode: codeOf(en), en, bn,
      classification: SLOT_CLASSES[i] ?? 'SC', hotRank: i === 0 ? v + 1 : null, trialSupported: true,
    })),
  ),
  ...OTHER_GAMES.flatMap(({ vendorCode, gameType, names, trial }) =>
    names.map(([en, bn], i): DemoGame => ({
      vendorCode, gameType, gameCode: codeOf(en), en, bn,
      classification: null, hotRank: i === 0 && (gameType === 'LIVE' || gameType === 'FISH') ? 10 : null, trialSupported: trial ?? false,
    })),
  ),
];

/** The vendors SPEC names (seed/demo-spec-vendors.ts): slots and fishing offer free trials. */
const SPEC_VENDOR_GAMES: DemoGame[] = SPEC_VENDORS.flatMap(({ code, gameType, games }) =>
  games.map(([en, bn]): DemoGame => ({
    vendorCode: code, gameType, gameCode: codeOf(en), en, bn,
    classification: gameType === 'RNG' ? 'SC' : null, hotRank: null, trialSupported: gameType === 'RNG' || gameType === 'FISH',
  })),
);

/** Every demo game of the sandbox's vendors. */
export const DEMO_GAMES: DemoGame[] = [...FIRST_DEMO_GAMES, ...SPEC_VENDOR_GAMES];

/** The house vendor's categories (its games: seed/house-games.ts); COCKFIGHT is the house's arena (docs/house.md "Cockfight arena"). */
export const HOUSE_GAME_TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT'];

/** The house's vendor card in a category: "Khela House", or the arena's own name under COCKFIGHT. */
export const houseVendorName = (gameType: GameType): string => (gameType === 'COCKFIGHT' ? 'Khela Cockfight' : 'Khela House');

/** RNG tiles that open a vendor's own list (isGame VASSALAGE), one per RNG vendor. */
const RNG_VENDOR_TILES: Named[] = [
  ['Khela Slots', 'খেলা স্লটস'], ['Khela Reels', 'খেলা রিলস'], ['Khela Jackpot Slots', 'খেলা জ্যাকপট স্লটস'], ['Khela House', 'খেলা হাউস'],
];

interface LaunchSettings {
  vendorCode: string;
  launchUrl: string;
  freeTrial: boolean;
  title: { bn: string; en: string } | null;
  cards: string[];
  classifications: GameClassification[];
}

/** The sandbox plays each demo vendor's games (docs/sandbox-vendor.md). */
function sandboxLaunchSettings(env: Record<string, string | undefined>, games: readonly DemoGame[]): LaunchSettings[] {
  const sandboxUrl = (env.SANDBOX_URL ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
  const vendorCodes = [...new Set(games.map((g) => g.vendorCode))];
  return vendorCodes.map((vendorCode): LaunchSettings => {
    const own = games.filter((g) => g.vendorCode === vendorCode);
    return {
      vendorCode,
      launchUrl: `${sandboxUrl}/vendor/play/${vendorCode}`,
      freeTrial: own.some((g) => g.trialSupported),
      title: null,
      cards: own.some((g) => g.hotRank !== null) ? ['HOT'] : [],
      classifications: [...new Set(own.flatMap((g) => (g.classification ? [g.classification] : [])))],
    };
  });
}

function launchSettings(env: Record<string, string | undefined>): LaunchSettings[] {
  const houseUrl = (env.HOUSE_URL ?? 'http://127.0.0.1:8100').replace(/\/$/, '');
  const demo = sandboxLaunchSettings(env, FIRST_DEMO_GAMES);
  const house: LaunchSettings = {
    vendorCode: 'HOUSE',
    launchUrl: `${houseUrl}/play`,
    freeTrial: true,
    title: { bn: 'খেলা হাউস গেমস', en: 'Khela House Games' },
    cards: ['NEW'],
    classifications: [],
  };
  return [...demo, house];
}

const DEMO_GAMES_SEED = 'demo-games-v1';
/** The SPEC's vendors (footer, rummy, ludo): a marker of their own, so older demo databases get them. */
export const DEMO_SPEC_VENDORS_SEED = 'demo-games-v2';

/** Written once per database (its own marker, so databases made before the catalogue get it too). */
export async function seedDemoGames(db: Db, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const first = await seedFirstDemoGames(db, env);
  const spec = await seedOnce(db, DEMO_SPEC_VENDORS_SEED, async (tx) => {
    for (const [i, v] of SPEC_VENDORS.entries()) {
      await upsertVendor(tx, { code: v.code, gameType: v.gameType, displayName: v.displayName, sortOrder: SPEC_VENDOR_SORT_BASE + i });
      await offerVendor(tx, 'khela', v.code, v.gameType);
    }
    for (const settings of sandboxLaunchSettings(env, SPEC_VENDOR_GAMES)) await insertLaunchSettings(tx, settings);
    for (const [i, game] of SPEC_VENDOR_GAMES.entries()) await insertGame(tx, game, 'GAME', FIRST_DEMO_GAMES.length + i);
  });
  return first || spec;
}

function seedFirstDemoGames(db: Db, env: Record<string, string | undefined>): Promise<boolean> {
  return seedOnce(db, DEMO_GAMES_SEED, async (tx) => {
    await seedHouseVendor(tx);
    for (const settings of launchSettings(env)) await insertLaunchSettings(tx, settings);
    for (const [i, [en, bn]] of RNG_VENDOR_TILES.entries()) {
      const vendorCode = ['KSLOT', 'KREEL', 'KJACK', 'HOUSE'][i]!;
      await insertGame(tx, { vendorCode, gameType: 'RNG', gameCode: vendorCode, en, bn, classification: null, hotRank: null, trialSupported: false }, 'VASSALAGE', -1);
    }
    for (const [i, game] of FIRST_DEMO_GAMES.entries()) await insertGame(tx, game, 'GAME', i);
  });
}

async function seedHouseVendor(db: Queryable): Promise<void> {
  for (const gameType of HOUSE_GAME_TYPES) {
    // Sorted after the demo vendors, so the brands' existing vendor order stays as it was.
    await upsertVendor(db, { code: 'HOUSE', gameType, displayName: houseVendorName(gameType), sortOrder: 100 });
    await offerVendor(db, 'khela', 'HOUSE', gameType);
  }
  // khela2 takes the house only where it already has vendors, so its categories stay the same.
  for (const gameType of ['RNG', 'LIVE'] as const) await offerVendor(db, 'khela2', 'HOUSE', gameType);
}

async function insertLaunchSettings(db: Queryable, s: LaunchSettings): Promise<void> {
  await db.query(
    `INSERT INTO vendor_launch_settings (vendor_code, launch_url, free_trial, title, cards, classifications)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb) ON CONFLICT (vendor_code) DO NOTHING`,
    [s.vendorCode, s.launchUrl, s.freeTrial, json(s.title ?? {}), json(s.cards), json(s.classifications)],
  );
}

export async function insertGame(db: Queryable, game: DemoGame, kind: 'GAME' | 'VASSALAGE', sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO games (game_id, game_code, vendor_code, game_type, is_game, icon_name, name_bn, name_en, classification, hot_rank, sort_order, trial_supported)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
    [
      `${game.vendorCode}-${game.gameCode}`, game.gameCode, game.vendorCode, game.gameType, kind,
      kind === 'VASSALAGE' ? 'vendor' : game.gameCode, game.bn, game.en, game.classification, game.hotRank, sortOrder, game.trialSupported,
    ],
  );
}
