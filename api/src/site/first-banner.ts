import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import type { Queryable } from '../platform/db/db';
import { type Language, type LocalizedText, pickText } from '../platform/i18n/language';

/** How long the answer is kept: an operator's banner change shows in the hint within this. */
const KEEP_MS = 30_000;

/**
 * The image of the brand's first home banner (group w_home, the order the home page shows them in),
 * in the brand's default language: the home page's largest paint. index.html names it in a preload
 * hint so the browser fetches it with the page instead of after the shell and the home remote have
 * run. The site's own brand (the shell's default Merchant); read at most once per KEEP_MS.
 * Null when the brand has no home banner or its address is not one to hint (only same-site paths and https).
 */
export interface FirstBanner {
  url: string;
  /** The language the picture was chosen for (the brand's default). */
  language: Language;
}

export function firstHomeBanner(db: Queryable, now: () => number = Date.now): () => Promise<FirstBanner | null> {
  let kept: { banner: FirstBanner | null; until: number } | null = null;
  let pending: Promise<FirstBanner | null> | null = null;
  const read = async (): Promise<FirstBanner | null> => {
    const rows = await db.query<{ image_url: LocalizedText; default_language: Language }>(
      `SELECT b.image_url, m.default_language FROM banners b JOIN merchants m ON m.code = b.merchant_code
       WHERE b.merchant_code = $1 AND b.active AND b.group_name = 'w_home'
       ORDER BY b.sort_order, b.id LIMIT 1`,
      [DEFAULT_MERCHANT_CODE],
    );
    const row = rows[0];
    if (!row) return null;
    const url = pickText(row.image_url, row.default_language, row.default_language);
    return /^(\/(?!\/)|https:\/\/)/.test(url) ? { url, language: row.default_language } : null;
  };
  return async () => {
    if (kept && kept.until > now()) return kept.banner;
    pending ??= read()
      .then((banner) => {
        kept = { banner, until: now() + KEEP_MS };
        return banner;
      })
      // A failed read gives no hint (the page works without it) and is tried again next time.
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
