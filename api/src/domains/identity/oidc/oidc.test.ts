import type { AddressInfo } from 'node:net';
import { startOidcProvider, type RunningOidcProvider } from '@khela/sandbox/oidc-provider';
import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../../../test/test-app';
import { applyOidcProvidersFromEnv, demoOidcProviders, oidcProvidersFromEnv, seedDemoOidcProviders } from '../../../seed/oidc-env';
import { clearProviderConfigurations } from './oidc-client';

/**
 * Social login end to end against a real OpenID provider (oidc-provider on 127.0.0.1), driven
 * with plain HTTP the way a browser would: redirects followed by hand, the provider's cookies kept.
 */
const CLIENT_ID = 'khela-test-client';
const CLIENT_SECRET = 'khela-test-secret';

let t: TestApp;
let api: string;
let idp: RunningOidcProvider;

function provider(id: string, overrides: Partial<{ issuer: string; clientSecret: string }> = {}) {
  return { id, name: `Test ${id}`, issuer: overrides.issuer ?? idp.issuer, clientId: CLIENT_ID, clientSecret: overrides.clientSecret ?? CLIENT_SECRET };
}

async function setProviders(providers: unknown[], merchant = 'khela'): Promise<Response> {
  return fetch(`${api}/ops/merchant/oidc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
    body: JSON.stringify({ merchant, providers }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  idp = await startOidcProvider({
    port: 0,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: ['testidp', 'wrongsecret'].map((id) => `${api}/wps/session/oidc/${id}/callback`),
  });
  const answer = await setProviders([
    provider('testidp'),
    provider('wrongsecret', { clientSecret: 'not-the-secret' }),
    // The provider calls itself 127.0.0.1: discovery must refuse another issuer name.
    provider('misnamed', { issuer: idp.issuer.replace('127.0.0.1', 'localhost') }),
  ]);
  expect(answer.status).toBe(200);
});

afterAll(async () => {
  clearProviderConfigurations();
  await idp?.close();
  await t?.close();
});

/** A browser's cookie jar, per host, and one request with redirects left to the caller. */
class Browser {
  private readonly cookies = new Map<string, Map<string, string>>();

  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(url.host, jar);
    return response;
  }
}

interface Walk {
  /** Typed on the provider's form: the username (the subject) and an optional display name, or cancel. */
  login?: string;
  name?: string;
  cancel?: boolean;
  /** Stop at the provider's redirect back to the api, without calling it (to replay it). */
  stopAtCallback?: boolean;
}

/**
 * Follows redirects from `start` like a browser, filling the provider's login form when it shows
 * it. Ends at the first redirect that leaves the api's /wps/ routes for a page of the site.
 */
async function walk(browser: Browser, start: string, how: Walk = {}): Promise<URL> {
  let url = new URL(start, api);
  let form: Record<string, string> | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (how.stopAtCallback && url.origin === api && url.pathname.endsWith('/callback')) return url;
    const response = await browser.request(url, form ? { method: 'POST', form } : {});
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === api && !next.pathname.startsWith('/wps/')) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action) throw new Error(`unexpected ${response.status} at ${url.href}: ${page.slice(0, 300)}`);
    url = new URL(action.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))), url);
    form = how.cancel ? { cancel: '1' } : { login: how.login ?? 'alice', name: how.name ?? '' };
  }
  throw new Error('too many redirects');
}

/** What the page does with the address it lands on: trades the one-time login code for a session token. */
async function tradeCode(landed: URL): Promise<string> {
  const code = landed.searchParams.get('loginCode');
  const response = await t.app.inject({ method: 'POST', url: '/wps/session/loginCode', payload: { code } });
  return envelope<{ token: string }>(response).value.token;
}

async function memberInfo(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
  return { status: response.statusCode, ...envelope<{ id: string; account: string; nickname: string; type: number; email: string | null }>(response) };
}

const startUrl = (id: string, returnTo = '/') => `/wps/session/oidc/${id}/start?returnTo=${encodeURIComponent(returnTo)}`;

describe('social login (OpenID Connect)', () => {
  test('the config lists the providers by id and name only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
    const value = envelope<{ oidcProviders: unknown[] }>(response).value;
    expect(value.oidcProviders).toEqual([
      { id: 'testidp', name: 'Test testidp' },
      { id: 'wrongsecret', name: 'Test wrongsecret' },
      { id: 'misnamed', name: 'Test misnamed' },
    ]);
    expect(response.body).not.toContain(CLIENT_SECRET);
    expect(response.body).not.toContain(CLIENT_ID);
  });

  test('start sends the browser to the provider with PKCE, state and nonce', async () => {
    const response = await new Browser().request(new URL(startUrl('testidp'), api));
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(idp.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe(`${api}/wps/session/oidc/testidp/callback`);
    expect(params.get('scope')).toBe('openid profile email');
  });

  test('a first login makes a linked member; the one-time code in the address is traded once for a session; the second login is the same member', async () => {
    const landed = await walk(new Browser(), startUrl('testidp', '/promotions?tab=1#top'), { login: 'alice', name: 'Alice  Rahman' });
    expect(landed.pathname).toBe('/promotions');
    expect(landed.searchParams.get('tab')).toBe('1');
    expect(landed.hash).toBe('#top');
    // No session token in the address: a code the page trades with a POST, good once.
    expect(landed.searchParams.has('token')).toBe(false);
    expect(landed.searchParams.get('loginCode')).toMatch(/^[\w-]{43}$/);
    const token = await tradeCode(landed);
    expect(token).toMatch(/^[\w-]{43}$/);
    const replay = await t.app.inject({ method: 'POST', url: '/wps/session/loginCode', payload: { code: landed.searchParams.get('loginCode') } });
    expect(envelope(replay).errorCode).toBe('login.code.invalid');

    const first = await memberInfo(token);
    expect(first.status).toBe(200);
    expect(first.value).toMatchObject({ nickname: 'Alice Rahman', type: 0, email: 'alice@idp.test' });
    expect(first.value.account).toMatch(/^testid[a-z0-9]{3}[2-9]$/);

    const sessions = await t.app.inject({ method: 'GET', url: '/wps/member/sessions', headers: { authorization: token } });
    expect(envelope<Array<{ current: boolean; loginMethod: string }>>(sessions).value.find((s) => s.current)?.loginMethod).toBe('oidc');
    const attempts = await t.db.query<{ method: string; success: boolean }>(
      'SELECT method, success FROM login_attempts WHERE member_id = $1', [first.value.id],
    );
    expect(attempts).toEqual([{ method: 'oidc', success: true }]);

    // Another browser, so the provider asks again: same username, same subject, same member.
    const again = await walk(new Browser(), startUrl('testidp'), { login: 'alice' });
    expect(again.pathname).toBe('/');
    const second = await memberInfo(await tradeCode(again));
    expect(second.value.id).toBe(first.value.id);
    expect(second.value.account).toBe(first.value.account);

    const other = await walk(new Browser(), startUrl('testidp'), { login: 'bob' });
    expect((await memberInfo(await tradeCode(other))).value.id).not.toBe(first.value.id);
    const links = await t.db.query<{ subject: string }>("SELECT subject FROM member_oidc_links WHERE provider = 'testidp' ORDER BY subject");
    expect(links.map((link) => link.subject)).toEqual(['alice', 'bob']);
  });

  test('a replayed callback (state already used) is refused', async () => {
    const browser = new Browser();
    const callback = await walk(browser, startUrl('testidp', '/games'), { login: 'carol', stopAtCallback: true });
    const first = await browser.request(callback);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/^\/games\?loginCode=[\w-]{43}$/);
    const replay = await browser.request(callback);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/?loginError=oidc.state.invalid');
  });

  test('a callback with no state, or a made-up one, is refused without a session', async () => {
    const browser = new Browser();
    for (const query of ['', '?code=abc', '?code=abc&state=made-up']) {
      const response = await browser.request(new URL(`/wps/session/oidc/testidp/callback${query}`, api));
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/?loginError=oidc.state.invalid');
    }
  });

  test.each([
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/wps/session/logout', '/'],
  ])('returnTo %s falls back to %s', async (returnTo, expected) => {
    const landed = await walk(new Browser(), startUrl('testidp', returnTo), { login: 'dave' });
    expect(landed.origin).toBe(api);
    expect(landed.pathname).toBe(expected);
    expect(landed.searchParams.get('loginCode')).toBeTruthy();
  });

  test('an unknown provider, a cancelled login and failed exchanges land on the translated error', async () => {
    const unknown = await new Browser().request(new URL(startUrl('nope'), api));
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/?loginError=oidc.provider.unknown');

    const cancelled = await walk(new Browser(), startUrl('testidp'), { cancel: true });
    expect(`${cancelled.pathname}${cancelled.search}`).toBe('/?loginError=oidc.cancelled');

    const wrongSecret = await walk(new Browser(), startUrl('wrongsecret'), { login: 'erin' });
    expect(`${wrongSecret.pathname}${wrongSecret.search}`).toBe('/?loginError=oidc.exchange.failed');

    const misnamed = await new Browser().request(new URL(startUrl('misnamed'), api));
    expect(misnamed.headers.get('location')).toBe('/?loginError=oidc.unavailable');

    const failures = await t.db.query<{ account: string; reason: string }>(
      "SELECT account, reason FROM login_attempts WHERE method = 'oidc' AND NOT success ORDER BY id",
    );
    expect(failures).toEqual([
      { account: 'oidc:testidp', reason: 'access_denied' },
      { account: 'oidc:wrongsecret', reason: 'exchange' },
    ]);
  });

  test('a brand that offers no such provider refuses to start it, named by query or by header', async () => {
    // khela2 offers no social login: its start is unknown, whichever way the brand is named.
    const byQuery = await new Browser().request(new URL(`${startUrl('testidp')}&merchant=khela2`, api));
    expect(byQuery.headers.get('location')).toBe('/?loginError=oidc.provider.unknown');
    const byHeader = await fetch(new URL(startUrl('testidp'), api), { headers: { merchant: 'khela2' }, redirect: 'manual' });
    expect(byHeader.headers.get('location')).toBe('/?loginError=oidc.provider.unknown');
  });

  test('the operator call checks its input and never echoes secrets', async () => {
    const bad = await setProviders([{ ...provider('Bad Id') }]);
    expect(bad.status).toBe(400);
    const duplicate = await setProviders([provider('dup'), provider('dup')], 'khela2');
    expect(duplicate.status).toBe(400);
    const unknownBrand = await setProviders([], 'nobody');
    expect(unknownBrand.status).toBe(404);
    const good = await setProviders([provider('solo')], 'khela2');
    const text = await good.text();
    expect(good.status).toBe(200);
    expect(text).not.toContain(CLIENT_SECRET);
    await setProviders([], 'khela2');
  });
});

describe('providers from the environment (demo brand)', () => {
  const env = {
    OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    OIDC_GOOGLE_CLIENT_ID: 'google-id',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
    OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com',
    OIDC_FACEBOOK_CLIENT_ID: 'facebook-id',
  };

  test('a provider is listed only when its issuer, client id and secret are all set', () => {
    expect(oidcProvidersFromEnv({})).toEqual([]);
    expect(oidcProvidersFromEnv(env)).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'google-id', clientSecret: 'google-secret' },
    ]);
    expect(oidcProvidersFromEnv({ ...env, OIDC_FACEBOOK_CLIENT_SECRET: 'fb' }).map((p) => p.id)).toEqual(['google', 'facebook']);
  });

  test('at start they replace the same ids and keep the operator\'s others', async () => {
    await setProviders([provider('google', { clientSecret: 'old' }), provider('keep')], 'khela2');
    expect(await applyOidcProvidersFromEnv(t.db, 'khela2', env)).toBe(true);
    const config = await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { merchant: 'khela2' } });
    expect(envelope<{ oidcProviders: unknown[] }>(config).value.oidcProviders).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'keep', name: 'Test keep' },
    ]);
    expect(await applyOidcProvidersFromEnv(t.db, 'khela2', {})).toBe(false);
    await setProviders([], 'khela2');
  });
});

describe('the demo\'s providers (the sandbox\'s Google and Facebook)', () => {
  const sandbox = { SANDBOX_URL: 'http://127.0.0.1:8090' };

  test('only outside production, and only where the sandbox is', () => {
    expect(demoOidcProviders(sandbox)).toEqual([
      { id: 'google', name: 'Google', issuer: 'http://127.0.0.1:8090/oidc/google', clientId: 'khela-demo-google', clientSecret: 'sandbox-oidc-secret' },
      { id: 'facebook', name: 'Facebook', issuer: 'http://127.0.0.1:8090/oidc/facebook', clientId: 'khela-demo-facebook', clientSecret: 'sandbox-oidc-secret' },
    ]);
    expect(demoOidcProviders({ ...sandbox, NODE_ENV: 'production' })).toEqual([]);
    expect(demoOidcProviders({})).toEqual([]);
    expect(demoOidcProviders({ ...sandbox, SANDBOX_OIDC_SECRET: 'other' })[0]!.clientSecret).toBe('other');
  });

  async function configured(): Promise<unknown[]> {
    const config = await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { merchant: 'khela2' } });
    return envelope<{ oidcProviders: unknown[] }>(config).value.oidcProviders;
  }

  test('seeded at a demo start, never in production; moved with the sandbox; an operator\'s real provider stays', async () => {
    await setProviders([provider('keep')], 'khela2');
    expect(await seedDemoOidcProviders(t.db, 'khela2', { ...sandbox, NODE_ENV: 'production' })).toBe(false);
    expect(await seedDemoOidcProviders(t.db, 'khela2', {})).toBe(false);
    expect(await configured()).toEqual([{ id: 'keep', name: 'Test keep' }]);

    expect(await seedDemoOidcProviders(t.db, 'khela2', sandbox)).toBe(true);
    expect(await configured()).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'facebook', name: 'Facebook' },
      { id: 'keep', name: 'Test keep' },
    ]);
    // The next start changes nothing; a start with the sandbox elsewhere follows it.
    expect(await seedDemoOidcProviders(t.db, 'khela2', sandbox)).toBe(false);
    expect(await seedDemoOidcProviders(t.db, 'khela2', { SANDBOX_URL: 'http://127.0.0.1:8890' })).toBe(true);
    const [row] = await t.db.query<{ identity_settings: { oidcProviders: Array<{ id: string; issuer: string }> } }>(
      "SELECT identity_settings FROM merchants WHERE code = 'khela2'",
    );
    expect(row!.identity_settings.oidcProviders.map((p) => p.issuer).slice(0, 2)).toEqual([
      'http://127.0.0.1:8890/oidc/google',
      'http://127.0.0.1:8890/oidc/facebook',
    ]);

    // An operator's real Google is not the demo's: kept.
    await setProviders([provider('google', { issuer: 'https://accounts.google.com' })], 'khela2');
    expect(await seedDemoOidcProviders(t.db, 'khela2', sandbox)).toBe(true);
    expect(await configured()).toEqual([
      { id: 'google', name: 'Test google' },
      { id: 'facebook', name: 'Facebook' },
    ]);
    await setProviders([], 'khela2');
  });
});
