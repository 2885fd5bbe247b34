import {
  defaultLotterySettings,
  LOTTERY_AREA_OF_KIND,
  LOTTERY_VENDOR_OF_AREA,
  type BetTypeRule,
  type LotteryGameSettings,
  type LotteryKind,
} from '@khela/contracts/lottery';
import type { GameType } from '@khela/contracts';
import type { Queryable } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { offerVendor, upsertVendor } from '../games';
import { VN_PROVINCE_TABLE, vnProvinceSchedule } from './lottery-schedule';

/** A brand's lottery game as stored (lottery_games). */
export interface LotteryGameRow {
  merchantCode: string;
  gameCode: string;
  kind: LotteryKind;
  enabled: boolean;
  timezone: string;
  schedule: string;
  settings: SettingsOverride;
  nameBn: string;
  nameEn: string;
  sortOrder: number;
}

/** What an operator may override of the kind's defaults (docs/lottery.md "Operators"). */
export interface SettingsOverride {
  betTypes?: Record<string, Partial<BetTypeRule>>;
  maxStakePerDraw?: number;
  freezeSeconds?: number;
}

/** The game's rules in force: the kind's defaults with the brand's overrides. */
export function settingsOf(game: Pick<LotteryGameRow, 'kind' | 'settings'>): LotteryGameSettings {
  const defaults = defaultLotterySettings(game.kind);
  const override = game.settings ?? {};
  const betTypes: Record<string, BetTypeRule> = {};
  for (const [betType, rule] of Object.entries(defaults.betTypes)) betTypes[betType] = { ...rule, ...(override.betTypes?.[betType] ?? {}) };
  return {
    betTypes,
    maxStakePerDraw: override.maxStakePerDraw ?? defaults.maxStakePerDraw,
    freezeSeconds: override.freezeSeconds ?? defaults.freezeSeconds,
  };
}

export function vendorOf(kind: LotteryKind) {
  return LOTTERY_VENDOR_OF_AREA[LOTTERY_AREA_OF_KIND[kind]];
}

const GAME_COLUMNS = `merchant_code AS "merchantCode", game_code AS "gameCode", kind, enabled, timezone, schedule, settings,
  name_bn AS "nameBn", name_en AS "nameEn", sort_order AS "sortOrder"`;

export async function listGames(db: Queryable, merchantCode: string | null, options: { enabledOnly?: boolean } = {}): Promise<LotteryGameRow[]> {
  return db.query<LotteryGameRow>(
    `SELECT ${GAME_COLUMNS} FROM lottery_games
      WHERE ($1::text IS NULL OR merchant_code = $1) AND (NOT $2 OR enabled)
      ORDER BY merchant_code, sort_order, game_code`,
    [merchantCode, options.enabledOnly ?? false],
  );
}

export async function findGame(db: Queryable, merchantCode: string, gameCode: string): Promise<LotteryGameRow | null> {
  const [row] = await db.query<LotteryGameRow>(`SELECT ${GAME_COLUMNS} FROM lottery_games WHERE merchant_code = $1 AND game_code = $2`, [merchantCode, gameCode]);
  return row ?? null;
}

export interface NewLotteryGame {
  gameCode: string;
  kind: LotteryKind;
  timezone: string;
  schedule: string;
  nameEn: string;
  nameBn: string;
  settings?: SettingsOverride;
  sortOrder?: number;
  enabled?: boolean;
}

const VENDOR_NAMES: Record<string, string> = { KELOTT: 'Khela Quick Lottery', TCG_LOTTO_VN: 'Khela Vietnam Lottery', TCG_SEA: 'Khela SEA 4D' };
const VENDOR_SORT: Record<string, number> = { KELOTT: 20, TCG_LOTTO_VN: 21, TCG_SEA: 22 };

/**
 * Adds a game to a brand (or changes its names, zone and schedule if it exists), with its entry in
 * the games catalogue under its vendor and prize mode, so SPEC §4 routing finds it: the vendor
 * (KELOTT, TCG_LOTTO_VN, TCG_SEA) is created and offered to the brand when missing.
 */
export async function upsertGame(db: Queryable, merchantCode: string, game: NewLotteryGame): Promise<void> {
  const vendor = vendorOf(game.kind);
  const [known] = await db.query('SELECT 1 FROM vendors WHERE code = $1 AND game_type = $2', [vendor.vendorCode, vendor.gameType]);
  if (!known) await upsertVendor(db, { code: vendor.vendorCode, gameType: vendor.gameType as GameType, displayName: VENDOR_NAMES[vendor.vendorCode]!, sortOrder: VENDOR_SORT[vendor.vendorCode]! });
  const [offered] = await db.query('SELECT 1 FROM merchant_vendors WHERE merchant_code = $1 AND vendor_code = $2 AND game_type = $3', [merchantCode, vendor.vendorCode, vendor.gameType]);
  if (!offered) await offerVendor(db, merchantCode, vendor.vendorCode, vendor.gameType as GameType);
  // Lottery pages are the site's own (SPEC §4 routes the vendor's games there): the address is the page's.
  await db.query('INSERT INTO vendor_launch_settings (vendor_code, launch_url) VALUES ($1, $2) ON CONFLICT (vendor_code) DO NOTHING', [
    vendor.vendorCode,
    { KELOTT: '/lottery', TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' }[vendor.vendorCode] ?? '/lottery',
  ]);
  await db.query(
    `INSERT INTO games (game_id, game_code, vendor_code, game_type, is_game, icon_name, name_bn, name_en, sort_order)
     VALUES ($1, $2, $3, $4, 'GAME', $2, $5, $6, $7) ON CONFLICT (vendor_code, game_type, game_code) DO NOTHING`,
    [`${vendor.vendorCode}-${game.gameCode}`, game.gameCode, vendor.vendorCode, vendor.gameType, game.nameBn, game.nameEn, game.sortOrder ?? 0],
  );
  await db.query(
    `INSERT INTO lottery_games (merchant_code, game_code, kind, enabled, timezone, schedule, settings, name_bn, name_en, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     ON CONFLICT (merchant_code, game_code) DO UPDATE
        SET timezone = EXCLUDED.timezone, schedule = EXCLUDED.schedule, name_bn = EXCLUDED.name_bn, name_en = EXCLUDED.name_en`,
    [merchantCode, game.gameCode, game.kind, game.enabled ?? true, game.timezone, game.schedule, json(game.settings ?? {}), game.nameBn, game.nameEn, game.sortOrder ?? 0],
  );
}

const VN_REGION_NAMES: Record<'vn_south' | 'vn_central', { en: string; bn: string }> = {
  vn_south: { en: 'Vietnam South', bn: 'ভিয়েতনাম দক্ষিণ' },
  vn_central: { en: 'Vietnam Central', bn: 'ভিয়েতনাম মধ্য' },
};

/**
 * One game per province company of the South and the Centre (XSMN, XSMT): its own 18-prize draw
 * (its own seeds: the draw key carries the game code) on its weekdays only, e.g. `vn_south_hcm`
 * "Vietnam South · TP. Hồ Chí Minh" `15 16 * * 1,6`. The province keeps its Vietnamese name in both
 * languages: players know the đài by it.
 */
export const VN_PROVINCE_GAMES: NewLotteryGame[] = VN_PROVINCE_TABLE.map((province) => ({
  gameCode: province.gameCode,
  kind: province.region,
  timezone: 'Asia/Ho_Chi_Minh',
  schedule: vnProvinceSchedule(province),
  nameEn: `${VN_REGION_NAMES[province.region].en} · ${province.name}`,
  nameBn: `${VN_REGION_NAMES[province.region].bn} · ${province.name}`,
}));

/**
 * The default games of a brand (issue 15): Wingo 1, 3 and 5 minutes, 5D and K3 every minute and
 * every 3 minutes, a fast VN game every 5 minutes, the North daily, every South and Central
 * province on its weekdays, SEA 4D three days a week.
 */
export const DEFAULT_LOTTERY_GAMES: NewLotteryGame[] = [
  { gameCode: 'wingo_1', kind: 'wingo', timezone: 'Asia/Dhaka', schedule: '* * * * *', nameEn: 'Wingo 1 Min', nameBn: 'উইনগো ১ মিনিট' },
  { gameCode: 'wingo_3', kind: 'wingo', timezone: 'Asia/Dhaka', schedule: '*/3 * * * *', nameEn: 'Wingo 3 Min', nameBn: 'উইনগো ৩ মিনিট' },
  { gameCode: 'wingo_5', kind: 'wingo', timezone: 'Asia/Dhaka', schedule: '*/5 * * * *', nameEn: 'Wingo 5 Min', nameBn: 'উইনগো ৫ মিনিট' },
  { gameCode: 'd5_1', kind: 'd5', timezone: 'Asia/Dhaka', schedule: '* * * * *', nameEn: '5D 1 Min', nameBn: '৫ডি ১ মিনিট' },
  { gameCode: 'k3_3', kind: 'k3', timezone: 'Asia/Dhaka', schedule: '*/3 * * * *', nameEn: 'K3 3 Min', nameBn: 'কে৩ ৩ মিনিট' },
  { gameCode: 'vn_fast', kind: 'vn_fast', timezone: 'Asia/Ho_Chi_Minh', schedule: '*/5 * * * *', nameEn: 'Vietnam Fast 5 Min', nameBn: 'ভিয়েতনাম দ্রুত ৫ মিনিট' },
  { gameCode: 'vn_north', kind: 'vn_north', timezone: 'Asia/Ho_Chi_Minh', schedule: '15 18 * * *', nameEn: 'Vietnam North', nameBn: 'ভিয়েতনাম উত্তর' },
  ...VN_PROVINCE_GAMES,
  { gameCode: 'sea4d', kind: 'sea4d', timezone: 'Asia/Kuala_Lumpur', schedule: '0 19 * * 0,3,6', nameEn: 'SEA 4D', nameBn: 'এসইএ ৪ডি' },
].map((game, i) => ({ ...game, kind: game.kind as LotteryKind, sortOrder: i }));

/**
 * The regional games the province games replace (one result a day named after the day's
 * provinces). `retireRegionalVnGames` switches one off, with its catalogue entry, once none of its
 * bets is open; until then it makes no new draws (`isRetiring`), and the draws it has still draw,
 * settle or refund as any draw (the engine never looks at `enabled` past creating draws).
 */
export const RETIRED_VN_GAMES: ReadonlyArray<{ gameCode: string; kind: LotteryKind }> = [
  { gameCode: 'vn_south', kind: 'vn_south' },
  { gameCode: 'vn_central', kind: 'vn_central' },
];

export function isRetiring(game: Pick<LotteryGameRow, 'gameCode' | 'kind'>): boolean {
  return RETIRED_VN_GAMES.some((r) => r.gameCode === game.gameCode && r.kind === game.kind);
}

/**
 * Gives each brand that still has a regional VN game switched on the province games of that region
 * it lacks (a game it already has keeps its operator's settings), then retires the regional games
 * that have no open bet. Run by every advance (the minute job), so an existing database moves over
 * without a step of its own.
 */
export async function replaceRegionalVnGames(db: Queryable, games: LotteryGameRow[]): Promise<void> {
  const retiring = games.filter((game) => game.enabled && isRetiring(game));
  for (const regional of retiring) {
    const present = new Set(games.filter((g) => g.merchantCode === regional.merchantCode).map((g) => g.gameCode));
    const sortOrder = regional.sortOrder;
    for (const province of VN_PROVINCE_GAMES) {
      if (province.kind === regional.kind && !present.has(province.gameCode)) await upsertGame(db, regional.merchantCode, { ...province, sortOrder });
    }
  }
  for (const merchantCode of new Set(retiring.map((game) => game.merchantCode))) await retireRegionalVnGames(db, merchantCode);
}

/** Switches off every brand's (or one brand's) regional VN game that has no open bet; gives the games switched off. */
export async function retireRegionalVnGames(db: Queryable, merchantCode: string | null = null): Promise<Array<{ merchantCode: string; gameCode: string }>> {
  const retired = await db.query<{ merchantCode: string; gameCode: string; kind: LotteryKind }>(
    `UPDATE lottery_games g SET enabled = false
      WHERE g.enabled AND ($1::text IS NULL OR g.merchant_code = $1)
        AND (g.game_code, g.kind) IN (SELECT * FROM unnest($2::text[], $3::text[]))
        AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.merchant_code = g.merchant_code AND b.game_code = g.game_code AND b.status = 'open')
      RETURNING merchant_code AS "merchantCode", game_code AS "gameCode", kind`,
    [merchantCode, RETIRED_VN_GAMES.map((r) => r.gameCode), RETIRED_VN_GAMES.map((r) => r.kind)],
  );
  for (const game of retired) {
    // The brand's catalogue entry goes too, so the home lanes stop offering it.
    const vendor = vendorOf(game.kind);
    await db.query(
      `INSERT INTO merchant_games (merchant_code, node_id, enabled)
       SELECT $1, node_id, false FROM games WHERE vendor_code = $2 AND game_type = $3 AND game_code = $4
       ON CONFLICT (merchant_code, node_id) DO UPDATE SET enabled = false`,
      [game.merchantCode, vendor.vendorCode, vendor.gameType, game.gameCode],
    );
  }
  return retired.map(({ merchantCode: m, gameCode }) => ({ merchantCode: m, gameCode }));
}

export async function setGameEnabled(db: Queryable, merchantCode: string, gameCode: string, enabled: boolean): Promise<boolean> {
  const rows = await db.query('UPDATE lottery_games SET enabled = $3 WHERE merchant_code = $1 AND game_code = $2 RETURNING 1', [merchantCode, gameCode, enabled]);
  return rows.length > 0;
}

export async function setGameSettings(db: Queryable, merchantCode: string, gameCode: string, settings: SettingsOverride): Promise<void> {
  await db.query('UPDATE lottery_games SET settings = $3::jsonb WHERE merchant_code = $1 AND game_code = $2', [merchantCode, gameCode, json(settings)]);
}

export async function setGameSchedule(db: Queryable, merchantCode: string, gameCode: string, schedule: string, timezone: string): Promise<void> {
  await db.query('UPDATE lottery_games SET schedule = $3, timezone = $4 WHERE merchant_code = $1 AND game_code = $2', [merchantCode, gameCode, schedule, timezone]);
}
