import { HOME_GAMES_PAGE_SIZE, HOME_LIST_CATEGORIES, type GameMenu } from '@khela/shared';

/** SPEC §2's home tab order; categories the list does not name follow in the server's order. */
export const orderedTabs = ['HOME', 'FAV', 'RNG', 'LIVE', 'SPORTS', 'PVP', 'ESPORTS', 'FISH', 'ELOTT', 'COCKFIGHT'] as const;

/** RUMMY and LUDO are single games: their tab launches the game instead of listing vendors. */
export const directLaunchCategories: readonly string[] = ['RUMMY', 'LUDO'];

/**
 * Categories whose center is a list of games (/rng /live /fish /pvp): the home shows their games.
 * The others (SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT, …) are vendor centers: the home shows their
 * vendors' cards. The api writes their first pages into the home page (start-up answers).
 */
export const listCategories: readonly string[] = HOME_LIST_CATEGORIES;

export function isListCategory(gameType: string): boolean {
  return listCategories.includes(gameType);
}

/** The list center or vendor center a category's "see all" leads to (SPEC §2 routes). */
export const categoryPaths: Readonly<Record<string, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  PVP: '/pvp',
  ESPORTS: '/esports',
  FISH: '/fish',
  ELOTT: '/elott',
  LOTT: '/lott',
};

/** HOME and FAV always; then a tab per category that has at least one vendor. */
export function homeTabs(menus: readonly GameMenu[]): string[] {
  const present = menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType);
  const known = orderedTabs.slice(2).filter((category) => (present as readonly string[]).includes(category));
  const rest = present.filter((category) => !(orderedTabs as readonly string[]).includes(category));
  return ['HOME', 'FAV', ...known, ...rest.filter((category, index) => rest.indexOf(category) === index)];
}

/** SPEC §9: the HOME tab shows each category cut to 5 entries. */
export const homeEntriesPerCategory = 5;

/**
 * SPEC §4/§9: game lists on the home page ask 12 games a page (24 elsewhere). Shared with the api,
 * which writes these lists' first pages into the home page (start-up answers).
 */
export const homeGamesPageSize = HOME_GAMES_PAGE_SIZE;
