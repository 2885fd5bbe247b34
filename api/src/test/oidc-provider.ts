import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the api tests and e2e: discovery,
 * signed ID tokens, PKCE, one confidential client, and a one-step login page in place of Google's.
 *
 * The login page (GET /interaction/:uid) is a plain form: "Username" (becomes the subject, so the
 * same username is the same person), optional "Display name" (the name claim), and the buttons
 * "Sign in" and "Cancel" (which answers access_denied). Consent is implied for this first-party
 * client, so the browser goes straight back to the redirect URI after "Sign in".
 */
export interface OidcProviderOptions {
  /** 0 picks a free port (read it from `issuer`). */
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Display names known in advance, by username; a name typed on the form replaces it. */
  names?: Record<string, string>;
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

function loginPage(uid: string, clientId: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test identity provider</title></head>
<body>
<h1>Sign in to the test identity provider</h1>
<p>For ${escapeHtml(clientId)}</p>
<form method="post" action="${escapeHtml(action)}">
  <p><label>Username <input name="login" autocomplete="username" required autofocus></label></p>
  <p><label>Display name <input name="name" autocomplete="name"></label></p>
  <p><button type="submit">Sign in</button> <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></p>
</form>
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

function configuration(options: OidcProviderOptions, names: Map<string, string>): Configuration {
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
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: signingKeys(),
    pkce: { required: () => true },
    adapter: memoryAdapter(),
    // Short, stated lifetimes (seconds): a test run is minutes long.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  };
}

async function handleInteraction(provider: Provider, names: Map<string, string>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(loginPage(details.uid, String(details.params.client_id ?? '')));
    return;
  }
  const form = await formBody(request);
  if (form.get('cancel')) {
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user cancelled the login' }, { mergeWithLastSubmission: false });
    return;
  }
  const login = (form.get('login') ?? '').trim();
  if (!login) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('username required');
    return;
  }
  const name = (form.get('name') ?? '').trim();
  if (name) names.set(login, name);
  await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
}

/** Starts the provider on 127.0.0.1; `close()` stops it and drops open connections. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const names = new Map(Object.entries(options.names ?? {}));
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | null = null;
  const server = createServer((request, response) => handle?.(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // The issuer names the real port, so the provider is made once the server listens.
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration(options, names));
  const oidcCallback = provider.callback();
  handle = (request, response) => {
    if (!request.url?.startsWith('/interaction/')) {
      void oidcCallback(request, response);
      return;
    }
    handleInteraction(provider, names, request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
