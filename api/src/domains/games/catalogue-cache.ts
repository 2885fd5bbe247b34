import { type CacheTuning, ExpiringCache, WriteGeneration } from '../../platform/expiring-cache';

/** How long a public catalogue answer is served from memory (default 10 s, 0 turns the cache off), how many are kept (docs/games.md). */
export type CatalogueCacheOptions = CacheTuning;

const catalogueWrites = new WriteGeneration();

/** Every cached catalogue answer in this process is stale: call after writing games, vendors or a brand's offer. */
export function forgetCatalogue(): void {
  catalogueWrites.bump();
}

/** The public catalogue answers (games pages, vendor lanes, hot games, menus) of one app instance. */
export class CatalogueCache {
  private readonly answers: ExpiringCache<object>;

  constructor(options: CatalogueCacheOptions = {}) {
    this.answers = new ExpiringCache(catalogueWrites, { ttlMs: 10_000, maxEntries: 1_000 }, options);
  }

  /** The answer under these key parts, loaded by `load` when missing or expired. A failed load is not kept. */
  async answer<T extends object>(parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
    return (await this.answers.get(parts, load)) as T;
  }
}
