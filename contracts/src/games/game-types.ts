/**
 * Game categories in SPEC §2's home tab order (RNG … COCKFIGHT, then the rest). The top
 * navigation uses its own order and picks from these; a category with no vendor is not sent.
 * RUMMY and LUDO come last: their home tabs launch a game directly (game_categories.launches_directly).
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
  'RUMMY',
  'LUDO',
] as const;
export type GameType = (typeof GAME_TYPES_IN_MENU_ORDER)[number];

/** Sub-classification tabs of a game list (SPEC §3; BG needs language TY, which is not offered). */
export const GAME_CLASSIFICATIONS = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/** GAME launches; VASSALAGE is a tile that opens the vendor's own game list. */
export const GAME_ENTRY_KINDS = ['GAME', 'VASSALAGE'] as const;
export type GameEntryKind = (typeof GAME_ENTRY_KINDS)[number];
