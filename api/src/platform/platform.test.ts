import { ACTED_ON_ERROR_CODES } from '@khela/contracts';
import type { ErrorCode } from './errors';
import { messageKeys } from './i18n/translate';
import { buildApp } from '../app';
import { envelope, testAppForFile } from '../test/test-app';

// The process figures are off under jest (platform/metrics.ts): this file's app turns them on.
const t = testAppForFile({ processMetrics: true });

test('the Bengali and English server catalogues have identical keys, every domain loaded', () => {
  expect(messageKeys('bn').sort()).toEqual(messageKeys('en').sort());
  expect(messageKeys('en')).toEqual(expect.arrayContaining(['request.invalid', 'login.failed', 'games.game.notFound', 'operator.unknown']));
});

test('every error code the front end acts on has a message in both languages', () => {
  // A code the api's catalogues do not hold fails the type check here, before the test runs.
  const codes: readonly ErrorCode[] = ACTED_ON_ERROR_CODES;
  for (const language of ['en', 'bn'] as const) expect(messageKeys(language)).toEqual(expect.arrayContaining([...codes]));
});

test('GET /healthz pings the database', async () => {
  const response = await t.app.inject({ url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(envelope(response).value).toEqual({ status: 'ok', database: t.db.engine });
});

test('GET /metrics exposes default metrics and request durations by route and status', async () => {
  await t.app.inject({ url: '/wps/notices' });
  await t.app.inject({ url: '/wps/notices', headers: { merchant: 'ghost' } });
  const response = await t.app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/plain/);
  expect(response.body).toContain('process_cpu_user_seconds_total');
  expect(response.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/wps\/notices",status_code="200"\} 1/);
  expect(response.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/wps\/notices",status_code="404"\} 1/);
});

test('unknown routes are a 404 envelope in the request language', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/wps/nothing/here', headers: { language: 'en' } });
  expect(response.statusCode).toBe(404);
  expect(envelope(response)).toEqual({
    success: false, value: null, errorCode: 'request.not.found', message: 'There is nothing at this address.',
  });
});

test('the OpenAPI document at /docs lists every route with its schemas', async () => {
  const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body) as { paths: Record<string, unknown> };
  for (const path of ['/wps/system/config', '/wps/announcements', '/wps/notices', '/wps/help', '/wps/member/language',
    '/lgw/games/game_menus', '/healthz', '/metrics', '/ops/merchant/maintenance', '/ops/merchant/restriction']) {
    expect(doc.paths).toHaveProperty([path]);
  }
  expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
});

test('a server fault is a 500 server.error envelope without internals', async () => {
  const broken = { ...t.db, query: async () => { throw new Error('secret internals'); } };
  const app = await buildApp({ db: broken });
  const response = await app.inject({ url: '/wps/notices', headers: { language: 'en' } });
  expect(response.statusCode).toBe(500);
  expect(envelope(response)).toEqual({
    success: false, value: null, errorCode: 'server.error', message: 'Something went wrong on our side. Please try again.',
  });
  expect((await app.inject({ url: '/healthz' })).statusCode).toBe(503);
  await app.close();
});
