import { LIVE_DEALER_NAME_MAX, type LiveTablesChange, type LiveTableSetting, type StoredLiveTable } from '@khela/contracts';
import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { visibleGamesFrom } from '../catalogue-repo';
import { LIVE_TABLE_GAME_TYPES } from './live-tables';

const PICTURE = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;

async function storedTables(db: Queryable, merchantCode: string): Promise<StoredLiveTable[]> {
  return db.query<StoredLiveTable>(
    `SELECT game_code AS "gameCode", vendor_code AS "vendorCode", dealer_name_bn AS "dealerNameBn", dealer_name_en AS "dealerNameEn", dealer_picture AS "dealerPicture"
       FROM live_tables WHERE merchant_code = $1 ORDER BY sort_order, game_code`,
    [merchantCode],
  );
}

/** The vendor of a live game the brand shows ($1 merchant, $2 game code), or null. */
async function liveGameVendor(db: Queryable, merchantCode: string, gameCode: string): Promise<string | null> {
  const [row] = await db.query<{ vendorCode: string }>(
    `SELECT g.vendor_code AS "vendorCode" FROM ${visibleGamesFrom()}
        AND g.game_code = $2 AND g.is_game = 'GAME' AND g.game_type = ANY($3::text[])
      ORDER BY COALESCE(mv.sort_order, v.sort_order), g.node_id LIMIT 1`,
    [merchantCode, gameCode, LIVE_TABLE_GAME_TYPES],
  );
  return row?.vendorCode ?? null;
}

/** Trimmed names of 1…40 characters and an https address or a site path; a translated 400 otherwise. */
function checkedSetting(setting: LiveTableSetting): Omit<StoredLiveTable, 'vendorCode'> {
  const dealerNameBn = setting.dealerNameBn.trim();
  const dealerNameEn = setting.dealerNameEn.trim();
  const fits = (name: string) => name.length >= 1 && name.length <= LIVE_DEALER_NAME_MAX;
  if (!fits(dealerNameBn) || !fits(dealerNameEn)) throw new ApiError(400, 'opsLive.dealer.name', { max: LIVE_DEALER_NAME_MAX });
  const picture = setting.dealerPicture?.trim() || null;
  if (picture !== null && !PICTURE.test(picture)) throw new ApiError(400, 'opsLive.dealer.picture');
  return { gameCode: setting.gameCode.trim(), dealerNameBn, dealerNameEn, dealerPicture: picture };
}

/**
 * Sets the brand's live tables, in the order shown (docs/spec-sweep.md "Live model list and launch
 * chat"): each a live game (LIVE or COCKFIGHT) the brand shows, with its dealer's names and
 * picture. An admin of the brand or of every brand; the whole list replaces the previous one,
 * recorded as `merchant.live-tables` with it. A bad entry is a translated 400 and changes nothing.
 */
export async function setLiveTables(db: Db, actor: OperatorActor, merchantCode: string, settings: readonly LiveTableSetting[]): Promise<LiveTablesChange> {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
  const checked = settings.map(checkedSetting);
  const seen = new Set<string>();
  for (const table of checked) {
    if (seen.has(table.gameCode)) throw new ApiError(400, 'opsLive.game.twice', { game: table.gameCode.slice(0, 64) });
    seen.add(table.gameCode);
  }
  return db.transaction(async (tx) => {
    const [merchant] = await tx.query('SELECT 1 FROM merchants WHERE code = $1 FOR UPDATE', [merchantCode]);
    if (!merchant) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    const tables: StoredLiveTable[] = [];
    for (const table of checked) {
      const vendorCode = await liveGameVendor(tx, merchantCode, table.gameCode);
      if (!vendorCode) throw new ApiError(400, 'opsLive.game.unknown', { game: table.gameCode.slice(0, 64) });
      tables.push({ ...table, vendorCode });
    }
    const previous = await storedTables(tx, merchantCode);
    await tx.query('DELETE FROM live_tables WHERE merchant_code = $1', [merchantCode]);
    for (const [i, table] of tables.entries()) {
      await tx.query(
        `INSERT INTO live_tables (merchant_code, vendor_code, game_code, dealer_name_bn, dealer_name_en, dealer_picture, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [merchantCode, table.vendorCode, table.gameCode, table.dealerNameBn, table.dealerNameEn, table.dealerPicture, (i + 1) * 10],
      );
    }
    await recordOperatorAction(tx, actor, { action: 'merchant.live-tables', merchantCode, target: merchantCode, details: { tables, previous } });
    return { merchant: merchantCode, tables, previous };
  });
}

/** The brand's list as stored (the operator's read). */
export async function readLiveTables(db: Db, merchantCode: string): Promise<{ merchant: string; tables: StoredLiveTable[] }> {
  const [merchant] = await db.query('SELECT 1 FROM merchants WHERE code = $1', [merchantCode]);
  if (!merchant) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
  return { merchant: merchantCode, tables: await storedTables(db, merchantCode) };
}
