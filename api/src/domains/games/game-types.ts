/**
 * Game categories in SPEC §2's home tab order (RNG … COCKFIGHT, then the rest). The top
 * navigation uses its own order and picks from these; a category with no vendor is not sent.
 */
export const GAME_TYPES_IN_MENU_ORDER = [
  'RNG',
  'LIVE',
  'SPORTS',
  'PVP',
  'ESPORTS',
  'FISH',
  'ELOTT',
  'COCKFIGHT',
  'LOTT',
] as const;
export type GameType = (typeof GAME_TYPES_IN_MENU_ORDER)[number];
