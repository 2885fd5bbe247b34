import type { Queryable } from '../../platform/db/db';
import { pickText, type Language, type LocalizedText } from '../../platform/i18n/language';
import {
  GAME_TYPES_IN_MENU_ORDER,
  type GameClassification,
  type GameType,
  type VendorCard,
  type VendorImages,
  type VendorLane,
} from '@khela/contracts';

interface VendorCardRow {
  vendorCode: string;
  gameType: GameType;
  displayName: string;
  title: LocalizedText | null;
  cards: string[] | null;
  classifications: GameClassification[] | null;
  freeTrial: boolean | null;
  imageCode: string | null;
  launchesDirectly: boolean;
}

const IMAGES = '/TCG_PROD_IMAGES';

/** SPEC §7's image paths (relative to an imageCDNs host); LOTT's list artwork is ELOTT's. */
export function vendorImages(imageCode: string, gameType: GameType): VendorImages {
  const list = `${IMAGES}/RNG_LIST_VENDOR/${imageCode === 'LOTT' ? 'ELOTT' : imageCode}`;
  return {
    iconDefault: `${IMAGES}/VENDOR_ICON_SMALL/${imageCode}-DEFAULT.png`,
    iconActive: `${IMAGES}/VENDOR_ICON_SMALL/${imageCode}-ACTIVE.png`,
    listWhite: `${list}-WHITE.png`,
    listColor: `${list}-COLOR.png`,
    listPurple: `${list}-PURPLE.png`,
    submenu: `${IMAGES}/SUBMENU_IMG/STYLE4/${gameType}-${imageCode}.png`,
  };
}

/** The brand's offered vendors as cards, one lane per category in menu order; empty lanes left out. */
export async function listVendorLanes(db: Queryable, merchantCode: string, language: Language): Promise<VendorLane[]> {
  const rows = await db.query<VendorCardRow>(
    `SELECT v.code AS "vendorCode", v.game_type AS "gameType", v.display_name AS "displayName",
            ls.title, ls.cards, ls.classifications, ls.free_trial AS "freeTrial", ls.image_code AS "imageCode",
            COALESCE(c.launches_directly, false) AS "launchesDirectly"
       FROM merchant_vendors mv
       JOIN vendors v ON v.code = mv.vendor_code AND v.game_type = mv.game_type
       LEFT JOIN vendor_launch_settings ls ON ls.vendor_code = v.code
       LEFT JOIN game_categories c ON c.code = v.game_type
      WHERE mv.merchant_code = $1 AND mv.enabled
      ORDER BY COALESCE(mv.sort_order, v.sort_order), v.code`,
    [merchantCode],
  );
  const card = (row: VendorCardRow): VendorCard => ({
    vassalage: row.vendorCode,
    displayName: row.displayName,
    gameType: row.gameType,
    title: pickText(row.title, language) || row.displayName,
    cards: row.cards ?? [],
    gameClassify: row.classifications ?? [],
    freeTrial: row.freeTrial ?? false,
    images: vendorImages(row.imageCode ?? row.vendorCode, row.gameType),
  });
  return GAME_TYPES_IN_MENU_ORDER.map((gameType) => {
    const inLane = rows.filter((row) => row.gameType === gameType);
    return { gameType, launchesDirectly: inLane[0]?.launchesDirectly ?? false, vendors: inLane.map(card) };
  }).filter((lane) => lane.vendors.length > 0);
}
