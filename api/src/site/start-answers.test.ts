import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ConfigValue } from '@khela/contracts';
import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../test/test-app';
import { FIRST_BANNER_ID, START_ANSWERS_ID, startAnswerKey, type StartAnswersPayload } from '@khela/contracts/start-answers';
import { startAnswersScript } from './start-answers';

let siteDir: string;
let t: TestApp;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'khela-start-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), body);
  };
  write('index.html', '<!doctype html><html><head><title>Khela</title></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>');
  write('remotes.json', '{"mfe-home":{"version":"1.0.0","entry":"/remotes/mfe-home/1.0.0/remoteEntry.js"}}');
  t = await createTestApp({ siteDir });
}, 300_000);
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const visitor = { 'x-forwarded-for': '103.4.145.1' };
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: visitor });
const ops = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-operator-token': OPERATOR_TOKEN } });
/** The route's own answer, as the page would ask for it. */
const routeValue = async (key: string, language = 'bn') => envelope(await t.app.inject({ method: 'GET', url: key, headers: { ...visitor, merchant: 'khela', language } })).value;

function payloadOf(html: string): { payload: StartAnswersPayload; nonce: string } | null {
  const match = new RegExp(`<script type="application/json" id="${START_ANSWERS_ID}" nonce="([^"]+)">(.*?)</script>`).exec(html);
  return match ? { nonce: match[1]!, payload: JSON.parse(match[2]!) as StartAnswersPayload } : null;
}

const configKey = '/wps/system/config';
const gamesKey = (gameType: string) => startAnswerKey('/lgw/games/games', { clientType: 3, platform: 'W', gameType, pageNo: 1, pageSize: 12 });

test("index.html carries the start-up answers, the routes' own, with this answer's CSP nonce", async () => {
  const response = await page('/');
  const found = payloadOf(response.body);
  expect(found).not.toBeNull();
  const { payload, nonce } = found!;
  expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(payload.merchant).toBe('khela');
  expect(Math.abs(payload.servedAt - Date.now())).toBeLessThan(10_000);
  expect(payload.remotes).toEqual({ 'mfe-home': { version: '1.0.0', entry: '/remotes/mfe-home/1.0.0/remoteEntry.js' } });
  // Every answer is what the route answers the page (the visitor's own address included).
  const keys = Object.keys(payload.answers);
  expect(keys).toEqual(
    expect.arrayContaining([
      configKey,
      '/lgw/games/game_menus',
      '/wps/wallet/merchantWallet',
      '/wps/announcements?execution=B&platform=W&types=B%2CPL%2CPU%2CPR',
      gamesKey('RNG'),
    ]),
  );
  // The customer-service paths are encrypted with a fresh IV each answer: compared without them.
  const comparable = (value: unknown) =>
    JSON.parse(JSON.stringify(value), (name, item: unknown) => (name === 'path' && typeof item === 'string' ? 'encrypted' : item)) as unknown;
  for (const key of keys) {
    expect(payload.answers[key]!.language).toBe('bn');
    expect(comparable(payload.answers[key]!.value)).toEqual(comparable(await routeValue(key)));
  }
  expect((payload.answers[configKey]!.value as ConfigValue).location).toEqual({ ip: '103.4.145.1', country: 'BD' });
  // The data comes after every script tag and hint of the page.
  expect(response.body.indexOf(START_ANSWERS_ID)).toBeGreaterThan(response.body.indexOf('/assets/main.js'));
});

test('other pages carry the shell\'s answers but not the home\'s game lists; HEAD carries none', async () => {
  const { payload } = payloadOf((await page('/member/withdraw')).body)!;
  expect(Object.keys(payload.answers)).toContain(configKey);
  expect(Object.keys(payload.answers).some((key) => key.startsWith('/lgw/games/games'))).toBe(false);
  expect(payloadOf((await t.app.inject({ method: 'HEAD', url: '/' })).body)).toBeNull();
});

test('the page comes compressed as the browser accepts', async () => {
  for (const [encoding, unpack] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { ...visitor, 'accept-encoding': `${encoding}, deflate` } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    const html = unpack(response.rawPayload).toString('utf8');
    expect(payloadOf(html)?.payload.merchant).toBe('khela');
  }
  expect((await page('/')).headers['content-encoding']).toBeUndefined();
});

const bootBanner = (html: string) => new RegExp(`<div id="root"></div><style>[^<]*</style><img id="${FIRST_BANNER_ID}" src="([^"]+)" alt=""[^>]*/><script nonce="([^"]+)">`).exec(html);

test("the home page draws the brand's first banner right after the app's root, before any script; other pages do not", async () => {
  for (const url of ['/', '/home', '/index.html?x=1']) {
    const html = (await page(url)).body;
    const found = bootBanner(html);
    expect(found?.[1]).toBe('/media/banners/w_home-1.svg');
    // Its script (which takes it away for a member or a reader of another language) has this answer's nonce.
    expect(found?.[2]).toBe(payloadOf(html)!.nonce);
  }
  for (const url of ['/member/withdraw', '/rng', '/agent']) expect((await page(url)).body).not.toContain(FIRST_BANNER_ID);
});

describe('a status change shows on the next page load', () => {
  afterEach(async () => {
    await ops('/ops/merchant/maintenance', { merchant: 'khela', enabled: false });
    await ops('/ops/merchant/restriction', { merchant: 'khela', countries: [] });
  });

  test('maintenance: the config answer says so, and nothing else is inlined', async () => {
    expect((await ops('/ops/merchant/maintenance', { merchant: 'khela', enabled: true, message: { bn: 'পাঁচটায় ফিরব।' } })).statusCode).toBe(200);
    const { payload } = payloadOf((await page('/')).body)!;
    expect(Object.keys(payload.answers)).toEqual([configKey]);
    expect((payload.answers[configKey]!.value as ConfigValue).maintenance).toEqual({ enabled: true, message: 'পাঁচটায় ফিরব।' });
    // The maintenance view has no banner: none is drawn for it.
    expect((await page('/')).body).not.toContain(FIRST_BANNER_ID);
  });

  test("a restricted visitor's page says restricted", async () => {
    await ops('/ops/merchant/restriction', { merchant: 'khela', countries: ['BD'] });
    const { payload } = payloadOf((await page('/')).body)!;
    expect((payload.answers[configKey]!.value as ConfigValue).regionRestriction).toEqual({ restricted: true, country: 'BD' });
    expect((await page('/')).body).not.toContain(FIRST_BANNER_ID);
  });
});

test('no text in an answer can end the script tag', () => {
  const script = startAnswersScript({ servedAt: 1, merchant: 'khela', answers: { '/x': { language: 'bn', value: '</script><script>alert(1)</script>\u2028' } }, remotes: null }, 'n0nce');
  expect(script.match(/<\/script>/g)).toHaveLength(1);
  expect(script).not.toContain('\u2028');
  const body = /^<script[^>]*>(.*)<\/script>$/.exec(script)![1]!;
  expect((JSON.parse(body) as StartAnswersPayload).answers['/x']!.value).toBe('</script><script>alert(1)</script>\u2028');
});

test('the key sorts the query and encodes it as URLSearchParams does', () => {
  expect(startAnswerKey('/wps/announcements', { types: 'B,PL', execution: 'B' })).toBe('/wps/announcements?execution=B&types=B%2CPL');
  expect(startAnswerKey('/wps/system/config')).toBe('/wps/system/config');
});
