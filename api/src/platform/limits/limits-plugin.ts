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

export interface LimitsOptions {
  db: Db;
  redisUrl: string | null;
  /** Prefix of the Redis keys (tests give each run its own). */
  keyPrefix?: string;
}

export const limits = fp<LimitsOptions>(
  async (app, { db, redisUrl, keyPrefix }) => {
    const inDb = dbWindowStore(db);
    const store = redisUrl ? redisWindowStore(redisUrl, inDb, app.log, keyPrefix) : inDb;
    app.decorate('limits', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'limits' },
);
