import type { Language } from '../../platform/i18n/language';

/**
 * SQL expressions naming a bet (alias `b`) from the catalogue. A bet carries only the vendor's
 * codes, and its category may be unknown: the entry in the bet's category wins, a playable game
 * before a vendor tile. Both are NULL when the catalogue does not know the code (index games_by_code).
 */
export function betGameNameSql(language: Language): string {
  const column = language === 'bn' ? 'g.name_bn' : 'g.name_en';
  return `(SELECT ${column} FROM games g
            WHERE g.vendor_code = b.vendor_code AND g.game_code = b.game_code
            ORDER BY (g.game_type = b.game_type) IS TRUE DESC, (g.is_game = 'GAME') DESC, g.node_id LIMIT 1)`;
}

/** The vendor's display name (the catalogue's, else its wallet's), else the code. */
export const BET_VENDOR_NAME_SQL = `COALESCE(
  (SELECT v.display_name FROM vendors v WHERE v.code = b.vendor_code ORDER BY (v.game_type = b.game_type) IS TRUE DESC, v.sort_order LIMIT 1),
  (SELECT w.name FROM vendor_wallets w WHERE w.vendor_code = b.vendor_code),
  b.vendor_code)`;
