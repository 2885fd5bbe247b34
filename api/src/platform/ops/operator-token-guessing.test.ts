import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

import { createTestApp, envelope, OPERATOR_TOKEN, testAppForFile } from '../../test/test-app';
import { OPERATOR_TOKEN_GUESSES } from './ops-scope';

/** Guessing X-Operator-Token (the bootstrap token or a session token) is limited per address. */
const t = testAppForFile();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const outbox = (app: typeof t.app, token: string, ip: string) =>
  app.inject({ method: 'GET', url: '/ops/outbox?destination=x', headers: { 'x-operator-token': token, 'x-forwarded-for': ip, language: 'en' } });

test('past the cap of wrong tokens an address is refused even with the right one; other addresses are not', async () => {
  const ip = '10.55.0.1';
  for (let i = 0; i < OPERATOR_TOKEN_GUESSES.max; i += 1) expect((await outbox(t.app, `guess-${i}`, ip)).statusCode).toBe(403);
  const right = await outbox(t.app, OPERATOR_TOKEN, ip);
  expect(right.statusCode).toBe(429);
  expect(envelope(right)).toMatchObject({ errorCode: 'operator.token.locked' });
  expect(envelope(right).message).toMatch(/15 minutes/);
  expect((await outbox(t.app, OPERATOR_TOKEN, '10.55.0.2')).statusCode).toBe(200);
});

describe('with REDIS_URL', () => {
  test('two api instances share the count through Redis (each on its own database)', async () => {
    const keyPrefix = `khela-test:${randomUUID()}:`;
    const a = await createTestApp({ redisUrl: REDIS_URL, limitsKeyPrefix: keyPrefix });
    const b = await createTestApp({ redisUrl: REDIS_URL, limitsKeyPrefix: keyPrefix });
    const redis = new Redis(REDIS_URL);
    try {
      const ip = '10.56.0.1';
      const half = OPERATOR_TOKEN_GUESSES.max / 2;
      for (let i = 0; i < half; i += 1) expect((await outbox(a.app, `guess-a-${i}`, ip)).statusCode).toBe(403);
      for (let i = 0; i < half; i += 1) expect((await outbox(b.app, `guess-b-${i}`, ip)).statusCode).toBe(403);
      // Neither database counted anything: the count lives in Redis.
      expect(await a.db.query('SELECT 1 FROM limit_events')).toHaveLength(0);
      expect(await redis.zcard(`${keyPrefix}ops-token:${ip}`)).toBe(OPERATOR_TOKEN_GUESSES.max);
      expect((await outbox(a.app, OPERATOR_TOKEN, ip)).statusCode).toBe(429);
      expect((await outbox(b.app, OPERATOR_TOKEN, ip)).statusCode).toBe(429);
    } finally {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await a.close();
      await b.close();
    }
  }, 120_000);

  test('with Redis unreachable the limits still hold, counted in the database', async () => {
    const down = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const ip = '10.57.0.1';
      for (let i = 0; i < OPERATOR_TOKEN_GUESSES.max; i += 1) expect((await outbox(down.app, `guess-${i}`, ip)).statusCode).toBe(403);
      expect((await outbox(down.app, OPERATOR_TOKEN, ip)).statusCode).toBe(429);
    } finally {
      await down.close();
    }
  }, 120_000);
});

