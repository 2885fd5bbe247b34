import { type CacheTuning, ExpiringCache, WriteGeneration } from '../expiring-cache';
import type { Merchant } from './merchant';

/** How long a brand read for a request is reused by the next ones: default 5 s, 0 reads it on every request (docs/decisions.md). */
export type MerchantCacheOptions = Omit<CacheTuning, 'maxEntries'>;

const merchantWrites = new WriteGeneration();

/** Every cached brand in this process is stale: call after any write to the merchants table. */
export function forgetMerchants(): void {
  merchantWrites.bump();
}

/**
 * The brands of one app's requests: each read from the database at most once per TTL (and once
 * for any number of concurrent requests). Unknown codes are not kept, so a brand added later is
 * found at once.
 */
export class MerchantCache {
  private readonly brands: ExpiringCache<Merchant>;

  /** `load` reads one brand from the database (findMerchant); null for an unknown code. */
  constructor(
    private readonly load: (code: string) => Promise<Merchant | null>,
    options: MerchantCacheOptions = {},
  ) {
    this.brands = new ExpiringCache(merchantWrites, { ttlMs: 5_000, maxEntries: 200 }, options);
  }

  async find(code: string): Promise<Merchant | null> {
    return (await this.brands.get([code], async () => (await this.load(code)) ?? undefined)) ?? null;
  }
}
