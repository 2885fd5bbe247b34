import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../app';
import { demoOidcClientId } from './demo-oidc';
import { providerPageLanguage } from './oidc-provider';

const SECRET = 'sandbox-oidc-test-secret';
const API = 'http://127.0.0.1:8080';

let app: FastifyInstance;
let sandboxUrl: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  app = await buildSandbox({
    pay: { secret: 'pay' },
    vendor: { secret: 'unused' },
    oidc: { sandboxUrl, apiUrls: [API], secret: SECRET },
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

/** One browser: its cookies for the sandbox, redirects followed by hand. */
function browser(acceptLanguage: string) {
  const jar = new Map<string, string>();
  return async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const response = await fetch(new URL(url, sandboxUrl), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        'accept-language': acceptLanguage,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  };
}

function authorizeUrl(id: string, redirectUri: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: demoOidcClientId(id),
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'st',
    nonce: 'no',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return `/oidc/${id}/auth?${query}`;
}

test('Google and Facebook answer under the sandbox address with their own issuers; other paths stay the sandbox\'s', async () => {
  for (const id of ['google', 'facebook']) {
    const discovery = (await (await fetch(`${sandboxUrl}/oidc/${id}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(discovery.issuer).toBe(`${sandboxUrl}/oidc/${id}`);
    expect(discovery.authorization_endpoint).toBe(`${sandboxUrl}/oidc/${id}/auth`);
  }
  expect((await fetch(`${sandboxUrl}/oidc/twitter/.well-known/openid-configuration`)).status).toBe(404);
  expect((await fetch(`${sandboxUrl}/healthz`)).status).toBe(200);
});

test('a person picks a demo identity on the Bengali page and goes back to the api with a code', async () => {
  const get = browser('bn-BD,bn;q=0.9,en;q=0.5');
  // The api's address by either loopback name is a registered redirect.
  const redirectUri = 'http://localhost:8080/wps/session/oidc/google/callback';
  const start = await get(authorizeUrl('google', redirectUri));
  expect(start.status).toBe(303);
  const interaction = start.headers.get('location')!;
  expect(interaction).toMatch(/^\/oidc\/google\/interaction\//);
  const page = await get(interaction);
  const html = await page.text();
  expect(html).toContain('<html lang="bn">');
  expect(html).toContain('Google দিয়ে সাইন ইন');
  expect(html).toContain('Rahim Uddin হিসেবে চালিয়ে যান');
  expect(html).toContain('সাইন ইন করলে আপনার ইউজারনেম, নাম ও ই-মেইল ঠিকানা সাইটের সাথে শেয়ার হবে।');

  // Nothing picked and nothing typed: the page again, with the reason.
  const empty = await get(`${interaction}/login`, { method: 'POST', form: { login: '' } });
  expect(empty.status).toBe(400);
  expect(await empty.text()).toContain('একটি ইউজারনেম লিখুন বা একজন ডেমো ব্যক্তি বেছে নিন।');

  let next = await get(`${interaction}/login`, { method: 'POST', form: { pick: 'rahim.uddin', login: '' } });
  for (let hop = 0; hop < 5 && !next.headers.get('location')?.startsWith(redirectUri); hop += 1) next = await get(next.headers.get('location')!);
  const back = new URL(next.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(back.searchParams.get('state')).toBe('st');
});

test('an address the api does not have is refused, and Cancel answers access_denied', async () => {
  const get = browser('en');
  const refused = await get(authorizeUrl('facebook', 'https://evil.example/wps/session/oidc/facebook/callback'));
  expect(refused.status).toBe(400);

  const redirectUri = `${API}/wps/session/oidc/facebook/callback`;
  const interaction = (await get(authorizeUrl('facebook', redirectUri))).headers.get('location')!;
  const html = await (await get(interaction)).text();
  expect(html).toContain('Sign in with Facebook');
  let next = await get(`${interaction}/login`, { method: 'POST', form: { cancel: '1' } });
  for (let hop = 0; hop < 5 && !next.headers.get('location')?.startsWith(redirectUri); hop += 1) next = await get(next.headers.get('location')!);
  expect(new URL(next.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
});

test('the page\'s language: ui_locales, then the browser\'s languages, else English', () => {
  expect(providerPageLanguage('bn', 'en')).toBe('bn');
  expect(providerPageLanguage(undefined, 'fr-FR,bn;q=0.8')).toBe('bn');
  expect(providerPageLanguage(undefined, 'en-US,bn;q=0.8')).toBe('en');
  expect(providerPageLanguage(undefined, 'fr')).toBe('en');
  expect(providerPageLanguage(undefined, undefined)).toBe('en');
});
