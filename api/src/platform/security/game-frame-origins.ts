import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';

/**
 * Google Analytics' hosts (gtag.js sends its hits there): the CSP's connect-src and img-src, only
 * while some brand configures an id (SPEC §3 analytics.gtagId). The script itself is let in by the
 * page's nonce (shell/src/features/analytics), so script-src names no third-party host.
 */
export const ANALYTICS_ORIGINS = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * The origins of the vendors' game pages (their launch addresses, and the brands' launch hosts
 * for vendors launched through them), which the site opens in its game window's frame: the CSP's
 * frame-src; and the analytics hosts while a brand has an analytics id. Read from the database at
 * most once per TTL, so a vendor or an id added by an operator works within a minute without a restart.
 */
export class GameFrameOrigins {
  private origins = '';
  private analyticsOrigins = '';
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The origins as one CSP source list ('' before the first read). */
  get current(): string {
    return this.origins;
  }

  /** ANALYTICS_ORIGINS while some brand has an analytics id, else ''. */
  get analytics(): string {
    return this.analyticsOrigins;
  }

  async refreshIfStale(log: FastifyBaseLogger): Promise<void> {
    if (this.now() - this.readAt < this.ttlMs) return;
    this.reading ??= this.read(log).finally(() => (this.reading = null));
    await this.reading;
  }

  private async read(log: FastifyBaseLogger): Promise<void> {
    try {
      const rows = await this.db.query<{ launch_url: string }>(
        `SELECT DISTINCT launch_url FROM vendor_launch_settings
         UNION SELECT DISTINCT jsonb_array_elements_text(launch_game_cdns) FROM merchants`,
      );
      this.origins = [...new Set(rows.flatMap((row) => originOf(row.launch_url)))].sort().join(' ');
      const [analytics] = await this.db.query<{ on: boolean }>('SELECT EXISTS (SELECT 1 FROM merchants WHERE analytics_gtag_id IS NOT NULL) AS "on"');
      this.analyticsOrigins = analytics?.on ? ANALYTICS_ORIGINS : '';
    } catch (error) {
      // Before the migrations (or with the database away) the site still answers; it tries again next TTL.
      log.warn({ error }, 'game page origins not read');
    }
    this.readAt = this.now();
  }
}

function originOf(address: string): string[] {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
