import { LRUCache } from 'lru-cache';

/**
 * A process-wide count of the writes to what a cache holds. It is part of every key, so a value
 * loaded before a write (even one still loading when the write lands) is never served after it;
 * process-wide because writes may run on a transaction, not on the Db a cache belongs to.
 */
export class WriteGeneration {
  private count = 0;

  get current(): number {
    return this.count;
  }

  /** Everything cached so far is stale. */
  bump(): void {
    this.count += 1;
  }
}

/** What the app's options may change of a cache (tests, load tests); each falls back to the cache's default. */
export interface CacheTuning {
  /** 0 keeps nothing: every call loads. */
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds clock; tests move it instead of sleeping. */
  now?: () => number;
}

type Load<V> = () => Promise<V | undefined>;

/**
 * Values of one app instance kept for a TTL in a size-capped LRU, single-flight (concurrent misses
 * of one key share one load). A failed load is not kept, nor one that finds nothing (undefined).
 * Other api instances see a write when their entry expires, after at most the TTL.
 */
export class ExpiringCache<V extends object> {
  private readonly entries: LRUCache<string, V, Load<V>> | null;

  constructor(
    private readonly writes: WriteGeneration,
    defaults: { ttlMs: number; maxEntries: number },
    tuning: CacheTuning = {},
  ) {
    const ttl = tuning.ttlMs ?? defaults.ttlMs;
    this.entries =
      ttl > 0
        ? new LRUCache<string, V, Load<V>>({
            max: tuning.maxEntries ?? defaults.maxEntries,
            ttl,
            // Exact ages: the default 1 ms resolution would let a moved test clock read an old time.
            ttlResolution: 0,
            ...(tuning.now ? { perf: { now: tuning.now } } : {}),
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  /** The value under these key parts, loaded by `load` when missing or expired. */
  get(parts: readonly unknown[], load: Load<V>): Promise<V | undefined> {
    if (!this.entries) return load();
    return this.entries.fetch(JSON.stringify([this.writes.current, ...parts]), { context: load });
  }
}
