import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { dbWindowStore } from './db-window-store';
import { redisWindowStore } from './redis-window-store';
import type { WindowStore } from './sliding-window';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sliding-window counters of the guessing limits (Redis when REDIS_URL is set, else the database). */
    limits: WindowStore;
  }
}

/** How long a starting api waits for its Redis before counting in the database. */
const REDIS_READY_WAIT_MS = 3000;

export interface LimitsOptions {
  db: Db;
  redisUrl: string | null;
  /** Prefix of the Redis keys (tests give each run its own). */
  keyPrefix?: string;
}

export const limits = fp<LimitsOptions>(
  async (app, { db, redisUrl, keyPrefix }) => {
    const inDb = dbWindowStore(db);
    let store: WindowStore = inDb;
    if (redisUrl) {
      const shared = redisWindowStore(redisUrl, inDb, app.log, keyPrefix);
      // An instance starts counting where the others count: it waits a moment for Redis (a Redis that
      // is down does not hold the start: the database counts until it is back).
      await shared.untilReady(REDIS_READY_WAIT_MS);
      store = shared;
    }
    app.decorate('limits', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'limits' },
);
