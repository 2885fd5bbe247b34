import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type Taken, type WindowRule, type WindowState, type WindowStore } from './sliding-window';

/**
 * One sorted set per key (score: the event's time in ms, from Redis's own clock so every instance
 * agrees). The script drops events out of the window, then judges as stateOf does, and adds the
 * event when admitted: one atomic step on the Redis server.
 */
const JUDGE = `
local key = KEYS[1]
local window = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local after = tonumber(ARGV[3])
local base = tonumber(ARGV[4])
local maxDelay = tonumber(ARGV[5])
local add = ARGV[6]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local wait = 0
if count >= max and count > 0 then
  local oldest = tonumber(redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2])
  wait = math.max(1, oldest + window - now)
elseif count > 0 and after >= 0 and count >= after then
  local newest = tonumber(redis.call('ZREVRANGE', key, 0, 0, 'WITHSCORES')[2])
  local delay = math.min(maxDelay, base * 2 ^ math.min(30, count - after))
  wait = math.max(0, newest + delay - now)
end
if add ~= '' and wait == 0 then
  redis.call('ZADD', key, now, add)
  redis.call('PEXPIRE', key, window)
  return {1, count + 1, 0}
end
return {0, count, wait}
`;

type Judge = (key: string, window: number, max: number, after: number, base: number, maxDelay: number, add: string) => Promise<[number, number, number]>;

/**
 * The window store in Redis, shared by every api instance on REDIS_URL. When Redis cannot answer,
 * each call falls back to `fallback` (the database store, shared too), so an outage never lifts
 * the limits; the counts made meanwhile stay in the database (a short outage lets a key count anew).
 */
export function redisWindowStore(
  redisUrl: string,
  fallback: WindowStore,
  log: FastifyBaseLogger,
  keyPrefix = 'khela:limit:',
): WindowStore & { untilReady(timeoutMs: number): Promise<boolean> } {
  const redis = new Redis(redisUrl, { keyPrefix, enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
  let reportedDown = false;
  redis.on('error', (error: Error) => {
    if (!reportedDown) log.warn({ err: error }, 'limits: Redis unavailable; counting in the database until it is back');
    reportedDown = true;
  });
  redis.on('ready', () => {
    reportedDown = false;
  });
  redis.defineCommand('khelaJudge', { numberOfKeys: 1, lua: JUDGE });
  const judge = (redis as unknown as { khelaJudge: Judge }).khelaJudge.bind(redis);

  // While Redis is not connected nothing waits for it: the database answers at once.
  const run = (key: string, rule: WindowRule, add: string) => {
    if (redis.status !== 'ready') return Promise.reject(new Error('limits: Redis not ready'));
    return judge(key, rule.windowMs, rule.max, rule.delay?.after ?? -1, rule.delay?.baseMs ?? 0, rule.delay?.maxMs ?? 0, add).then(
      ([admitted, count, wait]) => ({ admitted: admitted === 1, count: Number(count), wait: Number(wait) }),
    );
  };

  return {
    /** Resolves true once Redis is connected, false when it is not within `timeoutMs` (the database counts meanwhile). */
    untilReady(timeoutMs: number): Promise<boolean> {
      if (redis.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          redis.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        redis.once('ready', onReady);
      });
    },
    async peek(key, rule): Promise<WindowState> {
      try {
        const { count, wait } = await run(key, rule, '');
        return { count, retryAfterMs: wait };
      } catch {
        return fallback.peek(key, rule);
      }
    },
    async take(key, rule): Promise<Taken> {
      const id = randomUUID();
      try {
        const { admitted, count, wait } = await run(key, rule, id);
        return admitted ? { admitted: true, id, count } : { admitted: false, count, retryAfterMs: wait };
      } catch {
        return fallback.take(key, rule);
      }
    },
    async forgive(key, id) {
      try {
        if (redis.status !== 'ready') throw new Error('limits: Redis not ready');
        await redis.zrem(key, id);
      } catch {
        await fallback.forgive(key, id);
      }
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}
