import type { Queryable } from '../../platform/db/db';
import { GAME_TYPES_IN_MENU_ORDER, type GameMenu, type GameType } from '@khela/contracts';

export interface VendorOffer {
  vendorCode: string;
  gameType: GameType;
  displayName: string;
}

/** Vendors a brand has switched on, in the brand's order (else the vendor's default order). */
export async function listEnabledVendors(db: Queryable, merchantCode: string): Promise<VendorOffer[]> {
  return db.query<VendorOffer>(
    `SELECT v.code AS "vendorCode", v.game_type AS "gameType", v.display_name AS "displayName"
     FROM merchant_vendors mv
     JOIN vendors v ON v.code = mv.vendor_code AND v.game_type = mv.game_type
     WHERE mv.merchant_code = $1 AND mv.enabled
     ORDER BY COALESCE(mv.sort_order, v.sort_order), v.code`,
    [merchantCode],
  );
}

/** Groups vendors by category in menu order; empty categories are left out. */
export function groupIntoMenus(vendors: VendorOffer[]): GameMenu[] {
  return GAME_TYPES_IN_MENU_ORDER.map((gameType) => ({
    gameType,
    vendors: vendors
      .filter((v) => v.gameType === gameType)
      .map((v) => ({ vassalage: v.vendorCode, displayName: v.displayName, gameType })),
  })).filter((menu) => menu.vendors.length > 0);
}

export interface NewVendor {
  code: string;
  gameType: GameType;
  displayName: string;
  sortOrder: number;
}

export async function upsertVendor(db: Queryable, v: NewVendor): Promise<void> {
  await db.query(
    `INSERT INTO vendors (code, game_type, display_name, sort_order) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code, game_type) DO UPDATE SET display_name = EXCLUDED.display_name, sort_order = EXCLUDED.sort_order`,
    [v.code, v.gameType, v.displayName, v.sortOrder],
  );
}

export async function offerVendor(
  db: Queryable,
  merchantCode: string,
  vendorCode: string,
  gameType: GameType,
  enabled = true,
): Promise<void> {
  await db.query(
    `INSERT INTO merchant_vendors (merchant_code, vendor_code, game_type, enabled) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code, vendor_code, game_type) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [merchantCode, vendorCode, gameType, enabled],
  );
}
