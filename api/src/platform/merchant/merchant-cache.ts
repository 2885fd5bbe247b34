import { LRUCache } from 'lru-cache';
import type { Merchant } from './merchant';

/** How long a brand read for a request is reused by the next ones (docs/decisions.md). */
export interface MerchantCacheOptions {
  /** 0 reads the brand on every request. Default 5 s. */
  ttlMs?: number;
  /** Milliseconds clock; tests move it instead of sleeping. */
  now?: () => number;
}

export const MERCHANT_CACHE_TTL_MS = 5_000;
const MERCHANT_CACHE_ENTRIES = 200;

/**
 * Bumped by every write to merchants in this process. It is part of every key, so a brand read
 * before a write (even one still being read when the write lands) is never served after it; it is
 * process-wide because writes may run on a transaction, not on the Db a cache belongs to.
 */
let generation = 0;

/** Every cached brand in this process is stale: call after any write to the merchants table. */
export function forgetMerchants(): void {
  generation += 1;
}

/**
 * The brands of one app's requests: each read from the database at most once per TTL (and once
 * for any number of concurrent requests). Unknown codes are not kept, so a brand added later is
 * found at once. Other api instances see a change when their entry expires, after at most the TTL.
 */
export class MerchantCache {
  private readonly entries: LRUCache<string, Merchant> | null;

  /** `load` reads one brand from the database (findMerchant); null for an unknown code. */
  constructor(
    private readonly load: (code: string) => Promise<Merchant | null>,
    options: MerchantCacheOptions = {},
  ) {
    const ttl = options.ttlMs ?? MERCHANT_CACHE_TTL_MS;
    this.entries =
      ttl > 0
        ? new LRUCache<string, Merchant>({
            max: MERCHANT_CACHE_ENTRIES,
            ttl,
            ttlResolution: 0,
            ...(options.now ? { perf: { now: options.now } } : {}),
            fetchMethod: async (key) => (await load((JSON.parse(key) as [number, string])[1])) ?? undefined,
          })
        : null;
  }

  async find(code: string): Promise<Merchant | null> {
    if (!this.entries) return this.load(code);
    return (await this.entries.fetch(JSON.stringify([generation, code]))) ?? null;
  }
}
