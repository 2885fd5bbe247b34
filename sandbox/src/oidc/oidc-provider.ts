import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package): discovery, signed ID tokens, PKCE,
 * one confidential client, and a one-step sign-in page in place of Google's or Facebook's. The api
 * tests start one on a port of its own (`startOidcProvider`); the sandbox mounts the demo's under
 * its own address (`createOidcProvider`, sandbox/src/oidc/demo-oidc.ts), so `pnpm start` shows
 * working social logins.
 *
 * The sign-in page (GET <issuer>/interaction/:uid), in English or Bengali (`ui_locales`, else the
 * browser's Accept-Language), is a plain form: "Username" (becomes the subject, so the same username
 * is the same person), optional "Display name" (the name claim), the demo people to pick from when
 * given, what the site will receive (the consent), and the buttons "Sign in" and "Cancel" (which
 * answers access_denied). Signing in is the consent: the browser goes straight back to the redirect
 * URI, and a later visit of the same browser is sent back without the page.
 */
export interface OidcClientOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Display names known in advance, by username; a name typed on the form replaces it. */
  names?: Record<string, string>;
  /** The party the page stands in for ("Google"): named on the page. */
  brandName?: string;
  /** People the page offers to pick with one button (the demo's); their names join `names`. */
  people?: Array<{ username: string; name: string }>;
  /** Keeps two providers of one host from reading each other's cookies (default `oidc`). */
  cookiePrefix?: string;
}

export interface OidcProviderOptions extends OidcClientOptions {
  /** 0 picks a free port (read it from `issuer`). */
  port: number;
}

export interface RunningOidcProvider {
  /** http://127.0.0.1:<port>: what a brand's oidcProviders[].issuer must say. */
  issuer: string;
  close(): Promise<void>;
}

const SCOPES = 'openid profile email';
const CLAIMS = ['sub', 'name', 'email', 'email_verified'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type ProviderPageLanguage = 'en' | 'bn';

interface PageTexts {
  title: (brand: string) => string;
  heading: (brand: string) => string;
  notReal: string;
  forClient: (client: string) => string;
  people: string;
  continueAs: (name: string) => string;
  orType: string;
  username: string;
  displayName: string;
  consent: string;
  signIn: string;
  cancel: string;
  usernameRequired: string;
}

/** The sign-in page's words (a page of the sandbox, not the site: its own small catalogue). */
export const PROVIDER_PAGE_TEXTS: Record<ProviderPageLanguage, PageTexts> = {
  en: {
    title: (brand) => `Sign in with ${brand}`,
    heading: (brand) => `Sign in with ${brand}`,
    notReal: 'A stand-in run locally for the demo and the tests: no real account is used.',
    forClient: (client) => `To continue to ${client}`,
    people: 'Demo people',
    continueAs: (name) => `Continue as ${name}`,
    orType: 'Or type a username (the same username is the same person):',
    username: 'Username',
    displayName: 'Display name',
    consent: 'Signing in shares your username, name and e-mail address with the site.',
    signIn: 'Sign in',
    cancel: 'Cancel',
    usernameRequired: 'Type a username or pick a demo person.',
  },
  bn: {
    title: (brand) => `${brand} দিয়ে সাইন ইন`,
    heading: (brand) => `${brand} দিয়ে সাইন ইন`,
    notReal: 'ডেমো ও পরীক্ষার জন্য স্থানীয়ভাবে চালানো একটি বিকল্প: কোনো আসল অ্যাকাউন্ট ব্যবহার হয় না।',
    forClient: (client) => `${client}-এ যেতে`,
    people: 'ডেমো ব্যক্তি',
    continueAs: (name) => `${name} হিসেবে চালিয়ে যান`,
    orType: 'অথবা একটি ইউজারনেম লিখুন (একই ইউজারনেম মানে একই ব্যক্তি):',
    username: 'ইউজারনেম',
    displayName: 'প্রদর্শিত নাম',
    consent: 'সাইন ইন করলে আপনার ইউজারনেম, নাম ও ই-মেইল ঠিকানা সাইটের সাথে শেয়ার হবে।',
    signIn: 'সাইন ইন',
    cancel: 'বাতিল',
    usernameRequired: 'একটি ইউজারনেম লিখুন বা একজন ডেমো ব্যক্তি বেছে নিন।',
  },
};

/** `ui_locales` first, then the browser's languages in order; English when neither names Bengali or English. */
export function providerPageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): ProviderPageLanguage {
  const asked = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!),
  ];
  for (const tag of asked) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'bn' || primary === 'en') return primary;
  }
  return 'en';
}

interface PageModel {
  uid: string;
  /** The provider's path under its host ('' or '/oidc/google'). */
  mountPath: string;
  clientId: string;
  brandName: string;
  people: Array<{ username: string; name: string }>;
  lang: ProviderPageLanguage;
  error?: string;
}

export function loginPage(model: PageModel): string {
  const words = PROVIDER_PAGE_TEXTS[model.lang];
  const action = `${model.mountPath}/interaction/${encodeURIComponent(model.uid)}/login`;
  const people = model.people.length
    ? `<fieldset><legend>${escapeHtml(words.people)}</legend>
  ${model.people.map((person) => `<p><button type="submit" name="pick" value="${escapeHtml(person.username)}" formnovalidate>${escapeHtml(words.continueAs(person.name))}</button></p>`).join('\n  ')}
</fieldset>
<p>${escapeHtml(words.orType)}</p>`
    : '';
  const error = model.error ? `<p role="alert">${escapeHtml(model.error)}</p>` : '';
  return `<!doctype html>
<html lang="${model.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title(model.brandName))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}button{font:inherit;padding:.4rem .9rem}input{font:inherit}fieldset{border:1px solid #767676}[role=alert]{color:#a00000}</style></head>
<body>
<main>
<h1>${escapeHtml(words.heading(model.brandName))}</h1>
<p>${escapeHtml(words.notReal)}</p>
<p>${escapeHtml(words.forClient(model.clientId))}</p>
${error}
<form method="post" action="${escapeHtml(action)}">
${people}
  <p><label>${escapeHtml(words.username)} <input name="login" autocomplete="username" required autofocus></label></p>
  <p><label>${escapeHtml(words.displayName)} <input name="name" autocomplete="name"></label></p>
  <p>${escapeHtml(words.consent)}</p>
  <p><button type="submit">${escapeHtml(words.signIn)}</button> <button type="submit" name="cancel" value="1" formnovalidate>${escapeHtml(words.cancel)}</button></p>
</form>
</main>
</body>
</html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A fresh RSA signing key per run: ID tokens are really signed, and the api really checks them. */
function signingKeys(): Configuration['jwks'] {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] } as Configuration['jwks'];
}

/**
 * The provider's records (sessions, codes, grants) in a Map of this provider's own: the package's
 * built-in store is shared by every provider in the process and warns on each start.
 */
function memoryAdapter(): (model: string) => Adapter {
  const records = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string): AdapterPayload | undefined => {
    const record = records.get(key);
    if (record && record.expiresAt <= Date.now()) records.delete(key);
    return record && record.expiresAt > Date.now() ? record.payload : undefined;
  };
  const findBy = (model: string, field: 'uid' | 'userCode', value: string): AdapterPayload | undefined => {
    for (const [key, record] of records) if (key.startsWith(`${model}:`) && record.payload[field] === value) return live(key);
    return undefined;
  };
  return (model) => ({
    upsert: async (id, payload, expiresIn) => {
      records.set(`${model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
    },
    find: async (id) => live(`${model}:${id}`),
    findByUid: async (uid) => findBy(model, 'uid', uid),
    findByUserCode: async (userCode) => findBy(model, 'userCode', userCode),
    consume: async (id) => {
      const record = records.get(`${model}:${id}`);
      if (record) record.payload = { ...record.payload, consumed: Math.floor(Date.now() / 1000) };
    },
    destroy: async (id) => {
      records.delete(`${model}:${id}`);
    },
    revokeByGrantId: async (grantId) => {
      for (const [key, record] of records) if (record.payload.grantId === grantId) records.delete(key);
    },
  });
}

function configuration(options: OidcClientOptions, names: Map<string, string>, mountPath: string): Configuration {
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // Like Google: the profile claims ride in the ID token, so the api needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, name: names.get(accountId) ?? accountId, email: `${accountId}@idp.test`, email_verified: true }),
    }),
    // A first-party client: consent is implied, the reader only signs in.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      grant.addOIDCClaims(CLAIMS);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: {
        session: `_${options.cookiePrefix ?? 'oidc'}_session`,
        interaction: `_${options.cookiePrefix ?? 'oidc'}_interaction`,
        resume: `_${options.cookiePrefix ?? 'oidc'}_resume`,
      },
    },
    jwks: signingKeys(),
    pkce: { required: () => true },
    adapter: memoryAdapter(),
    // Short, stated lifetimes (seconds): a test run is minutes long.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  };
}

interface Interactions {
  provider: Provider;
  names: Map<string, string>;
  options: OidcClientOptions;
  mountPath: string;
}

async function handleInteraction(context: Interactions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { provider, names, options, mountPath } = context;
  const details = await provider.interactionDetails(request, response);
  const page = (error?: string) => {
    const model: PageModel = {
      uid: details.uid,
      mountPath,
      clientId: String(details.params.client_id ?? ''),
      brandName: options.brandName ?? 'the test identity provider',
      people: options.people ?? [],
      lang: providerPageLanguage(details.params.ui_locales, request.headers['accept-language']),
    };
    response.writeHead(error ? 400 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(loginPage({ ...model, ...(error ? { error: PROVIDER_PAGE_TEXTS[model.lang].usernameRequired } : {}) }));
  };
  if (request.method === 'GET') return page();
  const form = await formBody(request);
  if (form.get('cancel')) {
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user cancelled the login' }, { mergeWithLastSubmission: false });
    return;
  }
  const picked = (options.people ?? []).find((person) => person.username === form.get('pick'));
  const login = picked ? picked.username : (form.get('login') ?? '').trim();
  if (!login) return page('usernameRequired');
  const name = picked ? '' : (form.get('name') ?? '').trim();
  if (name) names.set(login, name);
  await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
}

export type OidcRequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A provider answering at `issuer` (e.g. http://127.0.0.1:8090/oidc/google): the handler takes the
 * requests under the issuer's path, with the full path in `request.url`.
 */
export function createOidcProvider(issuer: string, options: OidcClientOptions): OidcRequestHandler {
  const names = new Map([...Object.entries(options.names ?? {}), ...(options.people ?? []).map((person) => [person.username, person.name] as const)]);
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const provider = new Provider(issuer, configuration(options, names, mountPath));
  const oidcCallback = provider.callback();
  const context: Interactions = { provider, names, options, mountPath };
  return (request, response) => {
    // The provider reads its routes below the mount path and the full address from originalUrl (as under express).
    const full = request.url ?? '/';
    const below = full.slice(mountPath.length) || '/';
    Object.assign(request, { originalUrl: full, url: below });
    if (!below.startsWith('/interaction/')) {
      void oidcCallback(request, response);
      return;
    }
    handleInteraction(context, request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
}

/** Starts a provider of its own on 127.0.0.1 (the api tests'); `close()` stops it and drops open connections. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  let handle: OidcRequestHandler | null = null;
  const server = createServer((request, response) => handle?.(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // The issuer names the real port, so the provider is made once the server listens.
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = createOidcProvider(issuer, options);
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
