import type { GameMenu, MenuVendor } from '@khela/shared';

/** Where each game category lives (SPEC §2 route table). */
export const categoryPaths: Readonly<Record<string, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
};

/** Top navigation order of SPEC §2, between home (first) and promotions (last). */
export const topNavOrder = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

/** Side-menu game center order. */
export const gameCenterOrder = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;

/** SPEC §9: a header vendor dropdown with more than this many vendors uses the large layout. */
export const largeVendorListAbove = 10;

export interface GameCategory {
  gameType: string;
  path: string;
  vendors: MenuVendor[];
}

/** The categories of `order` that have at least one vendor, in that order. */
export function availableCategories(menus: readonly GameMenu[], order: readonly string[]): GameCategory[] {
  return order.flatMap((gameType) => {
    const vendors = menus.find((menu) => menu.gameType === gameType)?.vendors ?? [];
    const path = categoryPaths[gameType];
    return vendors.length > 0 && path ? [{ gameType, path, vendors }] : [];
  });
}

/** A vendor's entry in its category center; the list centers read `vassalage` from the query. */
export function vendorPath(category: GameCategory, vendor: MenuVendor): string {
  return `${category.path}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
}
