import type { Db } from '../platform/db/db';
import { seedOnce } from './seed-once';

/**
 * The demo brands' live tables (docs/spec-sweep.md "Live model list and launch chat"): the house's
 * baccarat table and cockfight arena with their hosts, so /live shows them on a fresh start. An
 * operator changes them with `pnpm operator live-tables`. Only tables whose game the brand offers
 * are written (khela2 has no cockfight arena).
 */
export const DEMO_LIVE_TABLES = [
  { merchant: 'khela', gameCode: 'house-baccarat', bn: 'অনন্যা', en: 'Ananya' },
  { merchant: 'khela', gameCode: 'house-cockfight', bn: 'রফিক', en: 'Rafiq' },
  { merchant: 'khela2', gameCode: 'house-baccarat', bn: 'তানিয়া', en: 'Tania' },
] as const;

export function seedDemoLiveTables(db: Db): Promise<boolean> {
  return seedOnce(db, 'demo-live-tables-v1', async (tx) => {
    for (const [i, table] of DEMO_LIVE_TABLES.entries()) {
      await tx.query(
        `INSERT INTO live_tables (merchant_code, vendor_code, game_code, dealer_name_bn, dealer_name_en, sort_order)
         SELECT mv.merchant_code, g.vendor_code, g.game_code, $3, $4, $5
           FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.game_type = g.game_type AND mv.enabled
          WHERE mv.merchant_code = $1 AND g.vendor_code = 'HOUSE' AND g.game_code = $2
          LIMIT 1
         ON CONFLICT DO NOTHING`,
        [table.merchant, table.gameCode, table.bn, table.en, (i + 1) * 10],
      );
    }
  });
}
