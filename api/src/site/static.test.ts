import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, envelope, type TestApp } from '../test/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let siteDir: string;
let t: TestApp;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'khela-site-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), body);
  };
  write('index.html', '<!doctype html><html><head><title>Khela</title></head><body><div id="root"></div></body></html>');
  write(
    'remotes.json',
    JSON.stringify({
      'mfe-home': { version: '1.0.0', entry: '/remotes/mfe-home/1.0.0/remoteEntry.js' },
      'mfe-games': { version: '2.0.0', entry: '/remotes/mfe-games/2.0.0/remoteEntry.js' },
      'mfe-member': { version: '3.0.0', entry: '/remotes/mfe-member/3.0.0/remoteEntry.js' },
    }),
  );
  write('remotes/mfe-home/1.0.0/remoteEntry.js', 'var home = 1;');
  write('remotes/mfe-home/1.0.0/expose-chunks.json', '{"./app":["expose-app.5e6f7a8b.js"]}');
  write('remotes/mfe-games/2.0.0/expose-chunks.json', '{"./app":["expose-app.9a.js"]}');
  write('remotes/mfe-member/3.0.0/expose-chunks.json', '{"./app":["expose-app.7b.js","5.c1.js"]}');
  // The home release's first frame (docs/adr/0020): what it draws says which answers it was given.
  write('remotes/mfe-home/1.0.0/server/first-frame.cjs', "exports.renderFirstFrame = (answers, language) => '<p class=\"home_a\">frame: ' + language + ' ' + Object.keys(answers.answers).includes('/lgw/games/game_menus') + '</p>';");
  write('remotes/mfe-home/1.0.0/server/first-frame.css', '.home_a{color:red}');
  write('assets/shell.3f9a1c.js', 'console.log(1)');
  write('favicon.ico', 'icon');
  t = await createTestApp({ siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('index.html and remotes.json are served no-cache', async () => {
  for (const url of ['/', '/index.html', '/remotes.json']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  expect((await get('/')).body).toContain('<title>Khela</title>');
});

test("the home page names the brand's first home banner in a preload hint, and every page its own remote's scripts", async () => {
  for (const url of ['/', '/home', '/index.html?x=1']) {
    const body = (await get(url)).body;
    expect(body).toContain('<head>\n    <link rel="preload" as="image" href="/media/banners/w_home-1.svg" fetchpriority="high" />');
    // The home remote's entry and the script its ./app loads come with the page too.
    expect(body).toContain(
      '<link rel="preload" as="script" href="/remotes/mfe-home/1.0.0/remoteEntry.js" /><link rel="preload" as="script" href="/remotes/mfe-home/1.0.0/expose-app.5e6f7a8b.js" /></head>',
    );
  }
  const slots = (await get('/rng')).body;
  expect(slots).not.toContain('as="image"');
  expect(slots).toContain('<link rel="preload" as="script" href="/remotes/mfe-games/2.0.0/remoteEntry.js" /><link rel="preload" as="script" href="/remotes/mfe-games/2.0.0/expose-app.9a.js" /></head>');
  // A members' page: hinted by a script, only when the tab holds a session (a visitor is sent to the login).
  const member = (await get('/member/withdraw')).body;
  expect(member).not.toContain('<link rel="preload"');
  expect(member).toMatch(/<script nonce="[^"]+">\(function\(\)\{try\{if\(!\(sessionStorage.getItem\('token'\).*"\/remotes\/mfe-member\/3.0.0\/5.c1.js"\]/);
  // A remote missing from remotes.json, or a path the site does not have: no hints.
  for (const url of ['/agent', '/nowhere']) expect((await get(url)).body).not.toContain('preload');
});

test('versioned remotes and hashed assets are immutable', async () => {
  for (const url of ['/remotes/mfe-home/1.0.0/remoteEntry.js', '/assets/shell.3f9a1c.js']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  }
});

test('client-side routes fall back to index.html (no-cache) on reload', async () => {
  for (const url of ['/agent', '/member', '/lottery?gameCode=VN1', '/rng?vassalage=KSLOT', '/help', '/agentHome']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  }
});

test("the home page opens with the home release's first frame, drawn from the page's own start-up answers; other pages without", async () => {
  const home = await get('/');
  expect(home.body).toContain('<div id="khela-first-frame" data-path="/" inert aria-hidden="true"><p class="home_a">frame: bn true</p></div>');
  expect(home.body).toContain('.home_a{color:red}');
  expect((await get('/rng')).body).not.toContain('khela-first-frame');
  // The server build is the api's to run, not a browser's to fetch.
  expect((await get('/remotes/mfe-home/1.0.0/server/first-frame.cjs')).statusCode).toBe(404);
  expect((await get('/remotes/mfe-home/1.0.0/server/first-frame.css')).statusCode).toBe(404);
});

test('API paths, missing remote files and missing files stay 404', async () => {
  const api = await get('/wps/does-not-exist');
  expect(api.statusCode).toBe(404);
  expect(envelope(api).errorCode).toBe('request.not.found');
  expect((await get('/remotes/mfe-home/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  expect((await get('/assets/missing.js')).statusCode).toBe(404);
  expect((await get('/missing.png')).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'POST', url: '/agent' })).statusCode).toBe(404);
});

test('the API still answers beside the site', async () => {
  expect((await get('/wps/notices')).statusCode).toBe(200);
  expect((await get('/healthz')).statusCode).toBe(200);
  expect((await get('/docs/json')).statusCode).toBe(200);
});

test('our own banner artwork is served under /media; a missing image is a 404 so the page falls back', async () => {
  const art = await get('/media/banners/w_home-1.svg');
  expect(art.statusCode).toBe(200);
  expect(art.headers['content-type']).toContain('image/svg+xml');
  expect((await get('/media/banners/none.svg')).statusCode).toBe(404);
});

test("/favicon.ico: the site's own icon when it ships one", async () => {
  const icon = await get('/favicon.ico');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['content-type']).toBe('image/x-icon');
  expect(icon.body).toBe('icon');
});

test('/favicon.ico without a site folder: the brand icon shipped with the api, a real ICO file', async () => {
  const bare = await createTestApp({ siteDir: null });
  try {
    const icon = await bare.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(icon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  } finally {
    await bare.close();
  }
});

test('/robots.txt: pages and the calls they render from may be crawled; the operators\' routes, metrics and api docs not', async () => {
  const robots = await get('/robots.txt');
  expect(robots.statusCode).toBe(200);
  expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  const rules = robots.body.split('\n').filter(Boolean);
  expect(rules[0]).toBe('User-agent: *');
  expect(rules.slice(1)).toEqual(['Disallow: /ops', 'Disallow: /metrics', 'Disallow: /docs']);
});
