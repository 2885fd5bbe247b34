import { LRUCache } from 'lru-cache';

/** How long a public catalogue answer is served from memory, and how many are kept (docs/games.md). */
export interface CatalogueCacheOptions {
  /** 0 turns the cache off (every call asks the database). Default 10 s. */
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds clock; tests move it instead of sleeping. */
  now?: () => number;
}

export const CATALOGUE_CACHE_TTL_MS = 10_000;
const CATALOGUE_CACHE_ENTRIES = 1_000;

/**
 * Bumped by every catalogue write in this process. It is part of every key, so an answer loaded
 * before a write (even one still loading when the write lands) is never served after it.
 */
let generation = 0;

/** Every cached catalogue answer in this process is stale: call after writing games, vendors or a brand's offer. */
export function forgetCatalogue(): void {
  generation += 1;
}

type Loader = () => Promise<object>;

/**
 * The public catalogue answers (games pages, vendor lanes, hot games, menus) of one app instance:
 * short-lived, size-capped, and single-flight (concurrent misses of one key share one load).
 * Other api instances see a write when their entry expires, after at most the TTL.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, object, Loader> | null;

  constructor(options: CatalogueCacheOptions = {}) {
    const ttl = options.ttlMs ?? CATALOGUE_CACHE_TTL_MS;
    this.entries =
      ttl > 0
        ? new LRUCache<string, object, Loader>({
            max: options.maxEntries ?? CATALOGUE_CACHE_ENTRIES,
            ttl,
            // Exact ages: the default 1 ms resolution would let a moved test clock read an old time.
            ttlResolution: 0,
            ...(options.now ? { perf: { now: options.now } } : {}),
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  /** The answer under these key parts, loaded by `load` when missing or expired. A failed load is not kept. */
  async answer<T extends object>(parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const key = JSON.stringify([generation, ...parts]);
    const value = await this.entries.fetch(key, { context: load });
    return value as T;
  }
}
