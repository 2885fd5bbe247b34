import type { BetStatus, GameMenu, MenuVendor } from '@khela/shared';

/** The statuses a bet has (docs/games.md), in the order a bet goes through them. */
export const betStatuses: readonly BetStatus[] = ['open', 'settled', 'rolled_back'];

/**
 * SPEC §2's game categories in the home menu's order: offered while the shell has not loaded the
 * brand's menus yet, so the filter never shows an empty list.
 */
export const specCategories: readonly string[] = ['RNG', 'LIVE', 'SPORTS', 'PVP', 'ESPORTS', 'FISH', 'ELOTT', 'LOTT', 'COCKFIGHT'];

/** SPEC §2's game centers, whose path is the category's own name in lower case. */
const gameCenters = new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);

/** The categories the brand has vendors in (its menus' order), else the spec's list. */
export function betCategories(menus: readonly GameMenu[]): string[] {
  const offered = menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType);
  return offered.length > 0 ? offered : [...specCategories];
}

/** The chosen category's vendors; with no category, every vendor once (one can serve several categories). */
export function betVendors(menus: readonly GameMenu[], gameType: string): MenuVendor[] {
  const vendors = menus.filter((menu) => !gameType || menu.gameType === gameType).flatMap((menu) => menu.vendors);
  const seen = new Set<string>();
  return vendors.filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
}

/** Where an empty record invites the member to play: the chosen category's center, else home with every category. */
export function gamesPath(gameType: string): string {
  return gameCenters.has(gameType) ? `/${gameType.toLowerCase()}` : '/';
}
