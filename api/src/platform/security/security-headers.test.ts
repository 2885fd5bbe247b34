import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memberWithSession } from '../../test/members';
import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../../test/test-app';

/** The built shell's index.html, as the release tool writes it (one script tag, one inline style). */
const INDEX = '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div><script defer="defer" src="/assets/main.eb8675d1.js"></script></body></html>';

let siteDir: string;
let t: TestApp;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'khela-headers-'));
  writeFileSync(path.join(siteDir, 'index.html'), INDEX);
  t = await createTestApp({ siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** One directive of a CSP header, e.g. "script-src 'self' 'nonce-…'". */
function directive(csp: unknown, name: string): string | undefined {
  return String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

describe('the site page', () => {
  test.each(['/', '/index.html', '/member/deposit'])('%s: a CSP whose script nonce is on the page, fresh per answer, and no inline script otherwise', async (url) => {
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const scripts = directive(first.headers['content-security-policy'], 'script-src')!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1];
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(first.body).toContain(`<script nonce="${nonce}" defer="defer" src="/assets/main.eb8675d1.js">`);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(second.body).not.toContain(nonce);
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  test('no other site may frame it; the game window frames the vendors\' pages; nosniff, referrer, permissions', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = page.headers['content-security-policy'];
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The demo vendors' launch addresses: the house and the sandbox (seeded from HOUSE_URL, SANDBOX_URL).
    expect(directive(csp, 'frame-src')).toContain('http://127.0.0.1:8100');
    expect(directive(csp, 'frame-src')).toContain('http://127.0.0.1:8090');
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringMatching(/camera=\(\).*geolocation=\(\).*microphone=\(\)/),
    });
    // Demo mode runs on plain http: no HSTS (production behind https sends it, below).
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  test('the API answers carry the same headers', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
    expect(config.headers['x-content-type-options']).toBe('nosniff');
    expect(directive(config.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  test('a vendor added while running is framed after the cache time', async () => {
    const quick = await createTestApp({ siteDir });
    try {
      await quick.db.query(`UPDATE vendor_launch_settings SET launch_url = 'https://games.vendor.example/play' WHERE vendor_code = (SELECT min(vendor_code) FROM vendor_launch_settings)`);
      // A fresh app reads the origins on its first answer.
      const page = await quick.app.inject({ method: 'GET', url: '/' });
      expect(directive(page.headers['content-security-policy'], 'frame-src')).toContain('https://games.vendor.example');
    } finally {
      await quick.close();
    }
  });
});

describe('analytics and launch hosts (SPEC §3 analytics.gtagId, §7 launchGameCDNs)', () => {
  test("no analytics host without an id; with a brand's id its hosts may take hits, the script still only by nonce", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(directive(page.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self'");
    const quick = await createTestApp({ siteDir });
    try {
      await quick.db.query(`UPDATE merchants SET analytics_gtag_id = 'G-TEST123', launch_game_cdns = '["https://play1.launch.example", "/play"]'::jsonb WHERE code = 'khela2'`);
      const csp = (await quick.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
      expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(directive(csp, 'script-src')).not.toContain('google');
      expect(directive(csp, 'frame-src')).toContain('https://play1.launch.example');
    } finally {
      await quick.close();
    }
  });
});

describe('production behind https', () => {
  test('HSTS for a year and upgrade-insecure-requests', async () => {
    const production = await createTestApp({ siteDir, https: true });
    try {
      const page = await production.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directive(page.headers['content-security-policy'], 'upgrade-insecure-requests')).toBeDefined();
    } finally {
      await production.close();
    }
  });
});

describe('member and operator data is never stored', () => {
  test('every answer to a signed-in member is no-store; public answers keep their caching', async () => {
    const member = await memberWithSession(t.db);
    const headers = { authorization: member.token, merchant: member.merchant };
    for (const url of ['/wps/member/info', '/wps/member/sessions', '/wps/payments/deposits', '/wps/wallet/balance']) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      if (answer.statusCode === 404) continue; // not every domain names its read that way
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.headers['cache-control']).toBe('no-store');
    const catalogue = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    expect(catalogue.headers['cache-control']).not.toBe('no-store');
  });

  test('operator answers are no-store', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/ops/merchant?merchant=khela', headers: { 'x-operator-token': OPERATOR_TOKEN } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('state-changing calls from other websites', () => {
  async function memberWithEmail() {
    const member = await memberWithSession(t.db);
    const email = `${member.account}@mail.example`;
    await t.db.query('UPDATE members SET email = $1 WHERE id = $2', [email, member.id]);
    return { ...member, email };
  }

  const mailsTo = async (email: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE destination = $1', [email.toLowerCase()]))[0]!.n;

  /** The forgot-password form post, as another site's page would send it. */
  const forgot = (member: { account: string; email: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/forgetPassword',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username: member.account, email: member.email }).toString(),
    });

  test('a forgot-password post from another origin is refused, translated, and mails nothing', async () => {
    const member = await memberWithEmail();
    const english = await forgot(member, { origin: 'https://evil.example', language: 'en' });
    expect([english.statusCode, envelope(english).errorCode]).toEqual([403, 'request.cross.site']);
    expect(envelope(english).message).toBe('This request came from another website and was refused. Please use the site itself.');
    const bengali = await forgot(member, { origin: 'https://evil.example', language: 'bn' });
    expect(envelope(bengali).message).toContain('অন্য একটি ওয়েবসাইট');
    expect((await forgot(member, { origin: 'null' })).statusCode).toBe(403);
    expect((await forgot(member, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await mailsTo(member.email)).toBe(0);
  });

  test('the site itself (the address called, or a brand domain) and programs without an Origin go through', async () => {
    const member = await memberWithEmail();
    expect((await forgot(member, { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await forgot(member, { origin: 'https://khela-backup.example' })).statusCode).toBe(200);
    expect((await forgot(member, {})).statusCode).toBe(200);
    expect(await mailsTo(member.email)).toBe(3);
  });

  test('registration codes, login and registration are refused from another origin too; reads are not', async () => {
    const evil = { origin: 'https://evil.example' };
    for (const [method, url, payload] of [
      ['POST', '/wps/member/register/sms', { mobile: '01712345678' }],
      ['POST', '/wps/session/login', { account: 'someone', password: 'whatever1' }],
      ['PUT', '/wps/member/register', { sealed: 'x' }],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: evil, payload });
      expect([url, answer.statusCode, envelope(answer).errorCode]).toEqual([url, 403, 'request.cross.site']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: evil })).statusCode).toBe(200);
  });
});
