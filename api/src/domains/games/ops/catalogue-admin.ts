import { checkSecret, type Env, isProduction } from '@khela/server-kit/secrets';
import type { Db, Queryable } from '../../../platform/db/db';

import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { applyVendorSecret, vendorSecretFromEnv, vendorSecretVariable } from '../../../platform/secrets/vendor-secrets';
import { forgetVendorSettings } from '../../wallet';
import { GAME_CLASSIFICATIONS, GAME_TYPES_IN_MENU_ORDER, type GameClassification, type GameType } from '@khela/contracts';
import { forgetCatalogue } from '../catalogue-cache';
import { offerVendor, upsertVendor } from '../vendors-repo';

/**
 * A production brand's game vendors and games, from operator commands alone (README "Setting up a
 * brand from commands", docs/games.md "Operators"). Vendors and games are shared by every brand:
 * only an admin of every brand changes them; a brand's admin chooses what its brand offers.
 * Every change is recorded in the action record, in the transaction that makes it.
 */

export type WalletMode = 'seamless' | 'transfer';

export interface VendorChange {
  code: string;
  name: string;
  gameTypes: string[];
  mode: string;
  launchUrl: string;
  apiUrl?: string | null;
  timeoutMs?: number;
  freeTrial?: boolean;
  enabled?: boolean;
  sortOrder?: number;
}

export interface VendorView {
  code: string;
  name: string;
  gameTypes: GameType[];
  mode: WalletMode;
  launchUrl: string;
  apiUrl: string | null;
  timeoutMs: number;
  freeTrial: boolean;
  enabled: boolean;
  /** The variable the api reads the vendor's wallet secret from at every start (ADR 0012). */
  secretVariable: string;
}

export interface GameChange {
  vendorCode: string;
  gameType: string;
  gameCode: string;
  nameEn: string;
  nameBn: string;
  classification?: string | null;
  hotRank?: number | null;
  sortOrder?: number;
  trialSupported?: boolean;
  enabled?: boolean;
}

export interface GameView {
  nodeId: number;
  vendorCode: string;
  gameType: GameType;
  gameCode: string;
  nameEn: string;
  nameBn: string;
  classification: GameClassification | null;
  hotRank: number | null;
  trialSupported: boolean;
  enabled: boolean;
}

const VENDOR_CODE = /^[A-Z0-9][A-Z0-9_]{1,15}$/;
const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const TIMEOUT_MS_MIN = 500;
export const TIMEOUT_MS_MAX = 60_000;

/** Vendors and games are every brand's: an admin of every brand only. */
function requireGlobalAdmin(actor: OperatorActor): void {
  if (actor.role !== 'admin' || actor.merchantCode !== null) throw new ApiError(403, 'operator.forbidden');
}

function requireBrandAdmin(actor: OperatorActor, merchantCode: string): void {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
}

export function vendorCodeOf(text: string): string {
  const code = text.trim().toUpperCase();
  if (!VENDOR_CODE.test(code)) throw new ApiError(400, 'opsCatalogue.vendor.code', { code: text.slice(0, 32) });
  return code;
}

function gameTypeOf(text: string): GameType {
  const type = text.trim().toUpperCase();
  if (!(GAME_TYPES_IN_MENU_ORDER as readonly string[]).includes(type)) {
    throw new ApiError(400, 'opsCatalogue.gameType', { gameType: text.slice(0, 16), known: GAME_TYPES_IN_MENU_ORDER.join(', ') });
  }
  return type as GameType;
}

function gameTypesOf(list: string[]): GameType[] {
  const types = [...new Set(list.map(gameTypeOf))];
  if (types.length === 0) throw new ApiError(400, 'opsCatalogue.gameType', { gameType: '', known: GAME_TYPES_IN_MENU_ORDER.join(', ') });
  return types;
}

/** An http(s) address (a javascript: or file: one would be handed to players' browsers or fetched by the api). */
function webAddressOf(text: string, field: string): string {
  try {
    const url = new URL(text.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '');
  } catch {
    // falls through to the refusal
  }
  throw new ApiError(400, 'opsCatalogue.url', { field });
}

/** A launch address: a web address, or a path under the brand's launch hosts (launchGameCDNs, SPEC §7). */
function launchAddressOf(text: string): string {
  const path = text.trim();
  if (/^\/(?!\/)[^\s]*$/.test(path)) return path;
  return webAddressOf(text, 'launchUrl');
}

function textOf(text: string | undefined, field: string, max = 80): string {
  const value = (text ?? '').trim();
  if (value.length < 1 || value.length > max) throw new ApiError(400, 'opsCatalogue.text', { field, max });
  return value;
}

function wholeNumberOf(value: number | undefined, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new ApiError(400, 'opsCatalogue.number', { field, min, max });
  return value;
}

/**
 * The vendor's wallet secret for a new wallet row: VENDOR_SECRET_<CODE> (or HOUSE_VENDOR_SECRET) of
 * the environment this runs in — the server's for /ops, the CLI's (the same as the server's) on the
 * database. Never from the request: the environment stays the one source of a secret (ADR 0012).
 */
function newVendorSecret(code: string, env: Env): string {
  const variable = vendorSecretVariable(code);
  const secret = vendorSecretFromEnv(env, code);
  if (!secret) throw new ApiError(400, 'opsCatalogue.vendor.secret.missing', { variable });
  const problem = isProduction(env) ? checkSecret(secret) : null;
  if (problem) throw new ApiError(400, 'opsCatalogue.vendor.secret.weak', { variable });
  return secret;
}

async function readVendor(db: Queryable, code: string): Promise<VendorView | null> {
  const [row] = await db.query<Omit<VendorView, 'secretVariable' | 'gameTypes'> & { gameTypes: GameType[] | null }>(
    `SELECT w.vendor_code AS code, w.name, w.mode, COALESCE(ls.launch_url, '') AS "launchUrl", w.api_url AS "apiUrl",
            w.timeout_ms AS "timeoutMs", COALESCE(ls.free_trial, false) AS "freeTrial", w.enabled,
            (SELECT json_agg(v.game_type ORDER BY v.game_type) FROM vendors v WHERE v.code = w.vendor_code) AS "gameTypes"
       FROM vendor_wallets w LEFT JOIN vendor_launch_settings ls ON ls.vendor_code = w.vendor_code
      WHERE w.vendor_code = $1`,
    [code],
  );
  return row ? { ...row, gameTypes: row.gameTypes ?? [], secretVariable: vendorSecretVariable(code) } : null;
}

/**
 * Adds or updates a vendor: its categories (catalogue vendors), its wallet (mode, api address for a
 * transfer-mode vendor, time-out, on/off) and its launch page. A new vendor's secret must already be
 * in the environment; an existing one keeps the secret the last start wrote (rotate it with
 * `operator rotate vendor`). Categories are only added: a game's category stays valid.
 */
export async function setVendor(db: Db, actor: OperatorActor, change: VendorChange, env: Env): Promise<VendorView> {
  requireGlobalAdmin(actor);
  const code = vendorCodeOf(change.code);
  const name = textOf(change.name, 'name');
  const gameTypes = gameTypesOf(change.gameTypes);
  if (change.mode !== 'seamless' && change.mode !== 'transfer') throw new ApiError(400, 'opsCatalogue.vendor.mode');
  const mode: WalletMode = change.mode;
  const launchUrl = launchAddressOf(change.launchUrl);
  const apiUrl = change.apiUrl ? webAddressOf(change.apiUrl, 'apiUrl') : null;
  if (mode === 'transfer' && !apiUrl && isProduction(env)) throw new ApiError(400, 'opsCatalogue.vendor.apiUrl');
  const timeoutMs = wholeNumberOf(change.timeoutMs, 'timeoutMs', TIMEOUT_MS_MIN, TIMEOUT_MS_MAX, 5000);
  const sortOrder = wholeNumberOf(change.sortOrder, 'sortOrder', 0, 10_000, 0);
  const enabled = change.enabled ?? true;
  const freeTrial = change.freeTrial ?? false;

  const view = await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ code: string }>('SELECT vendor_code AS code FROM vendor_wallets WHERE vendor_code = $1 FOR UPDATE', [code]);
    if (existing) {
      await tx.query('UPDATE vendor_wallets SET name = $2, mode = $3, api_url = $4, timeout_ms = $5, enabled = $6 WHERE vendor_code = $1', [
        code, name, mode, apiUrl, timeoutMs, enabled,
      ]);
    } else {
      const secret = newVendorSecret(code, env);
      await tx.query('INSERT INTO vendor_wallets (vendor_code, name, mode, secret, api_url, timeout_ms, enabled) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        code, name, mode, secret, apiUrl, timeoutMs, enabled,
      ]);
      // As a start does: the environment's secret is the current one (no rotation left from before applies).
      await applyVendorSecret(tx, code, secret);
    }
    for (const gameType of gameTypes) await upsertVendor(tx, { code, gameType, displayName: name, sortOrder });
    await tx.query(
      `INSERT INTO vendor_launch_settings (vendor_code, launch_url, free_trial) VALUES ($1, $2, $3)
       ON CONFLICT (vendor_code) DO UPDATE SET launch_url = EXCLUDED.launch_url, free_trial = EXCLUDED.free_trial`,
      [code, launchUrl, freeTrial],
    );
    await recordOperatorAction(tx, actor, {
      action: existing ? 'vendor.update' : 'vendor.create',
      target: code,
      details: { name, gameTypes, mode, launchUrl, apiUrl, timeoutMs, enabled, freeTrial },
    });
    return (await readVendor(tx, code))!;
  });
  forgetVendorSettings();
  forgetCatalogue();
  return view;
}

/** Switches a vendor off (or on again) everywhere: no launch, no wallet call is taken while it is off. */
export async function switchVendor(db: Db, actor: OperatorActor, codeText: string, enabled: boolean): Promise<VendorView> {
  requireGlobalAdmin(actor);
  const code = vendorCodeOf(codeText);
  const view = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ code: string }>('UPDATE vendor_wallets SET enabled = $2 WHERE vendor_code = $1 RETURNING vendor_code AS code', [code, enabled]);
    if (!row) throw new ApiError(404, 'opsCatalogue.vendor.unknown', { code });
    await recordOperatorAction(tx, actor, { action: enabled ? 'vendor.enable' : 'vendor.disable', target: code });
    return (await readVendor(tx, code))!;
  });
  forgetVendorSettings();
  forgetCatalogue();
  return view;
}

export interface BrandOffer {
  merchant: string;
  vendor: string;
  gameTypes: GameType[];
  enabled: boolean;
}

/** What a brand offers of a vendor: its categories there, on or off (a brand's admin). */
export async function offerVendorAtBrand(db: Db, actor: OperatorActor, merchantCode: string, vendorText: string, gameTypeList: string[], enabled: boolean): Promise<BrandOffer> {
  requireBrandAdmin(actor, merchantCode);
  const vendor = vendorCodeOf(vendorText);
  const gameTypes = gameTypesOf(gameTypeList);
  await db.transaction(async (tx) => {
    const [brand] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [merchantCode]);
    if (!brand) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    const known = await tx.query<{ gameType: GameType }>('SELECT game_type AS "gameType" FROM vendors WHERE code = $1', [vendor]);
    if (known.length === 0) throw new ApiError(404, 'opsCatalogue.vendor.unknown', { code: vendor });
    const missing = gameTypes.filter((type) => !known.some((k) => k.gameType === type));
    if (missing.length > 0) throw new ApiError(400, 'opsCatalogue.vendor.notInType', { code: vendor, gameType: missing.join(', ') });
    for (const gameType of gameTypes) await offerVendor(tx, merchantCode, vendor, gameType, enabled);
    await recordOperatorAction(tx, actor, { action: 'vendor.offer', merchantCode, target: vendor, details: { gameTypes, enabled } });
  });
  forgetCatalogue();
  return { merchant: merchantCode, vendor, gameTypes, enabled };
}

const GAME_COLUMNS = `node_id AS "nodeId", vendor_code AS "vendorCode", game_type AS "gameType", game_code AS "gameCode", name_en AS "nameEn",
  name_bn AS "nameBn", classification, hot_rank AS "hotRank", trial_supported AS "trialSupported", enabled`;

/** Adds or updates a game of a vendor's category (its code is what the vendor's launch address takes). */
export async function setGame(db: Db, actor: OperatorActor, change: GameChange): Promise<GameView> {
  requireGlobalAdmin(actor);
  const vendorCode = vendorCodeOf(change.vendorCode);
  const gameType = gameTypeOf(change.gameType);
  const gameCode = change.gameCode.trim();
  if (!GAME_CODE.test(gameCode)) throw new ApiError(400, 'opsCatalogue.game.code', { code: change.gameCode.slice(0, 64) });
  const nameEn = textOf(change.nameEn, 'nameEn');
  const nameBn = textOf(change.nameBn, 'nameBn');
  const classification = change.classification ? change.classification.trim().toUpperCase() : null;
  if (classification !== null && !(GAME_CLASSIFICATIONS as readonly string[]).includes(classification)) {
    throw new ApiError(400, 'opsCatalogue.game.classification', { known: GAME_CLASSIFICATIONS.join(', ') });
  }
  const hotRank = change.hotRank == null ? null : wholeNumberOf(change.hotRank, 'hotRank', 1, 1000, 1);
  const sortOrder = wholeNumberOf(change.sortOrder, 'sortOrder', -1000, 100_000, 0);
  const view = await db.transaction(async (tx) => {
    const [vendor] = await tx.query('SELECT 1 FROM vendors WHERE code = $1 AND game_type = $2', [vendorCode, gameType]);
    if (!vendor) throw new ApiError(400, 'opsCatalogue.vendor.notInType', { code: vendorCode, gameType });
    const [game] = await tx.query<GameView & { created: boolean }>(
      `INSERT INTO games (game_id, game_code, vendor_code, game_type, is_game, icon_name, name_bn, name_en, classification, hot_rank, sort_order, trial_supported, enabled)
       VALUES ($1, $2, $3, $4, 'GAME', $2, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (vendor_code, game_type, game_code) DO UPDATE SET name_bn = EXCLUDED.name_bn, name_en = EXCLUDED.name_en,
         classification = EXCLUDED.classification, hot_rank = EXCLUDED.hot_rank, sort_order = EXCLUDED.sort_order,
         trial_supported = EXCLUDED.trial_supported, enabled = EXCLUDED.enabled
       RETURNING ${GAME_COLUMNS}, (xmax = 0) AS created`,
      [`${vendorCode}-${gameCode}`, gameCode, vendorCode, gameType, nameBn, nameEn, classification, hotRank, sortOrder, change.trialSupported ?? false, change.enabled ?? true],
    );
    const { created, ...view } = game!;
    // The vendor's lane lists the sub-classification tabs its games fill (as the demo seed computes them).
    await tx.query(
      `UPDATE vendor_launch_settings SET classifications = COALESCE(
         (SELECT jsonb_agg(DISTINCT g.classification) FROM games g WHERE g.vendor_code = $1 AND g.classification IS NOT NULL AND g.enabled), '[]'::jsonb)
        WHERE vendor_code = $1`,
      [vendorCode],
    );
    await recordOperatorAction(tx, actor, {
      action: created ? 'game.create' : 'game.update',
      target: `${vendorCode}/${gameType}/${gameCode}`,
      details: { nameEn, nameBn, classification, hotRank, sortOrder, trialSupported: view.trialSupported, enabled: view.enabled },
    });
    return view;
  });
  forgetCatalogue();
  return view;
}

export interface GameSwitch {
  vendorCode: string;
  gameType: string;
  gameCode: string;
  /** null: everywhere (an admin of every brand); a brand: only there (its admin). */
  merchant: string | null;
  enabled: boolean;
}

/** Switches a game off (or on) everywhere, or only at one brand. */
export async function switchGame(db: Db, actor: OperatorActor, change: GameSwitch): Promise<GameView & { merchant: string | null }> {
  if (change.merchant === null) requireGlobalAdmin(actor);
  else requireBrandAdmin(actor, change.merchant);
  const vendorCode = vendorCodeOf(change.vendorCode);
  const gameType = gameTypeOf(change.gameType);
  const target = `${vendorCode}/${gameType}/${change.gameCode}`;
  const view = await db.transaction(async (tx) => {
    const [game] = await tx.query<GameView>(`SELECT ${GAME_COLUMNS} FROM games WHERE vendor_code = $1 AND game_type = $2 AND game_code = $3 AND is_game = 'GAME'`, [
      vendorCode, gameType, change.gameCode,
    ]);
    if (!game) throw new ApiError(404, 'opsCatalogue.game.unknown', { game: target.slice(0, 120) });
    if (change.merchant === null) {
      await tx.query('UPDATE games SET enabled = $2 WHERE node_id = $1', [game.nodeId, change.enabled]);
    } else {
      const [brand] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [change.merchant]);
      if (!brand) throw new ApiError(404, 'merchant.unknown', { merchant: change.merchant.slice(0, 64) });
      await tx.query(
        `INSERT INTO merchant_games (merchant_code, node_id, enabled) VALUES ($1, $2, $3)
         ON CONFLICT (merchant_code, node_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
        [change.merchant, game.nodeId, change.enabled],
      );
    }
    await recordOperatorAction(tx, actor, {
      action: change.enabled ? 'game.enable' : 'game.disable',
      merchantCode: change.merchant,
      target,
    });
    return { ...game, enabled: change.merchant === null ? change.enabled : game.enabled, merchant: change.merchant };
  });
  forgetCatalogue();
  return view;
}

/** The vendor's row as /ops shows it (the CLI's `vendors show`). */
export async function showVendor(db: Queryable, codeText: string): Promise<VendorView> {
  const code = vendorCodeOf(codeText);
  const view = await readVendor(db, code);
  if (!view) throw new ApiError(404, 'opsCatalogue.vendor.unknown', { code });
  return view;
}

