import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';

/**
 * The origins of the vendors' game pages (their launch addresses), which the site opens in its
 * game window's frame: the CSP's frame-src. Read from the database at most once per TTL, so a
 * vendor added by an operator is framed within a minute without a restart.
 */
export class GameFrameOrigins {
  private origins = '';
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

  async refreshIfStale(log: FastifyBaseLogger): Promise<void> {
    if (this.now() - this.readAt < this.ttlMs) return;
    this.reading ??= this.read(log).finally(() => (this.reading = null));
    await this.reading;
  }

  private async read(log: FastifyBaseLogger): Promise<void> {
    try {
      const rows = await this.db.query<{ launch_url: string }>('SELECT DISTINCT launch_url FROM vendor_launch_settings');
      this.origins = [...new Set(rows.flatMap((row) => originOf(row.launch_url)))].sort().join(' ');
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
