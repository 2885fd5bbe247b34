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

/**
 * The default games of a brand (issue 15): Wingo 1, 3 and 5 minutes, 5D and K3 every minute and
 * every 3 minutes, a fast VN game every 5 minutes, the VN regions daily, SEA 4D three days a week.
 */
export const DEFAULT_LOTTERY_GAMES: NewLotteryGame[] = [
  { gameCode: 'wingo_1', kind: 'wingo', timezone: 'Asia/Dhaka', schedule: '* * * * *', nameEn: 'Wingo 1 Min', nameBn: 'উইনগো ১ মিনিট' },
  { gameCode: 'wingo_3', kind: 'wingo', timezone: 'Asia/Dhaka', schedule: '*/3 * * * *', nameEn: 'Wingo 3 Min', nameBn: 'উইনগো ৩ মিনিট' },
  { gameCode: 'wingo_5', kind: 'wingo', timezone: 'Asia/Dhaka', schedule: '*/5 * * * *', nameEn: 'Wingo 5 Min', nameBn: 'উইনগো ৫ মিনিট' },
  { gameCode: 'd5_1', kind: 'd5', timezone: 'Asia/Dhaka', schedule: '* * * * *', nameEn: '5D 1 Min', nameBn: '৫ডি ১ মিনিট' },
  { gameCode: 'k3_3', kind: 'k3', timezone: 'Asia/Dhaka', schedule: '*/3 * * * *', nameEn: 'K3 3 Min', nameBn: 'কে৩ ৩ মিনিট' },
  { gameCode: 'vn_fast', kind: 'vn_fast', timezone: 'Asia/Ho_Chi_Minh', schedule: '*/5 * * * *', nameEn: 'Vietnam Fast 5 Min', nameBn: 'ভিয়েতনাম দ্রুত ৫ মিনিট' },
  { gameCode: 'vn_north', kind: 'vn_north', timezone: 'Asia/Ho_Chi_Minh', schedule: '15 18 * * *', nameEn: 'Vietnam North', nameBn: 'ভিয়েতনাম উত্তর' },
  { gameCode: 'vn_central', kind: 'vn_central', timezone: 'Asia/Ho_Chi_Minh', schedule: '15 17 * * *', nameEn: 'Vietnam Central', nameBn: 'ভিয়েতনাম মধ্য' },
  { gameCode: 'vn_south', kind: 'vn_south', timezone: 'Asia/Ho_Chi_Minh', schedule: '15 16 * * *', nameEn: 'Vietnam South', nameBn: 'ভিয়েতনাম দক্ষিণ' },
  { gameCode: 'sea4d', kind: 'sea4d', timezone: 'Asia/Kuala_Lumpur', schedule: '0 19 * * 0,3,6', nameEn: 'SEA 4D', nameBn: 'এসইএ ৪ডি' },
].map((game, i) => ({ ...game, kind: game.kind as LotteryKind, sortOrder: i }));

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
