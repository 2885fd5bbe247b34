import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { OidcProviderSettings } from '../../../platform/merchant/merchant';

/** Discovery documents change rarely; an hour keeps key rotation and endpoint moves visible soon enough. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Seconds for any call to a provider (discovery, token, keys): a slow provider must not hold a request. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid profile email';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface CachedConfiguration {
  configuration: Promise<oidc.Configuration>;
  expiresAt: number;
}

/** Per issuer and client: the Configuration also holds the provider's signing keys once fetched. */
const cache = new Map<string, CachedConfiguration>();

function cacheKey(provider: OidcProviderSettings): string {
  return createHash('sha256').update(JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret])).digest('base64url');
}

async function discover(provider: OidcProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  // ID tokens are checked against the provider's published keys, not only trusted for arriving over TLS.
  const execute = [oidc.enableNonRepudiationChecks];
  // Plain http only for a provider on this machine (the dev and test provider); elsewhere https is required.
  if (issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)) execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(issuer, provider.clientId, provider.clientSecret, oidc.ClientSecretPost(provider.clientSecret), {
    execute,
    timeout: PROVIDER_TIMEOUT_SECONDS,
  });
}

/** The provider's discovered configuration, cached; a failed discovery is not cached, so the next login retries. */
export function providerConfiguration(provider: OidcProviderSettings, now = Date.now()): Promise<oidc.Configuration> {
  const key = cacheKey(provider);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.configuration;
  const configuration = discover(provider);
  cache.set(key, { configuration, expiresAt: now + DISCOVERY_TTL_MS });
  configuration.catch(() => {
    if (cache.get(key)?.configuration === configuration) cache.delete(key);
  });
  return configuration;
}

/** Forgets every discovered configuration (tests that restart a provider on the same address). */
export function clearProviderConfigurations(): void {
  cache.clear();
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The Authorization Code flow with PKCE (S256), a state against CSRF and a nonce against replayed ID tokens. */
export async function authorizationRequest(configuration: oidc.Configuration, redirectUri: string): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, state, nonce, codeVerifier };
}

/** Who the provider says signed in: the stable subject, and what the profile offers. */
export interface OidcIdentity {
  subject: string;
  name: string | null;
  /** Only an address the provider says it verified. */
  email: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Exchanges the code (with the PKCE verifier) and validates the ID token: signature against the
 * provider's keys, issuer, audience (our client id), expiry and nonce. Throws on any mismatch.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('the token response carried no ID token subject');
  const name = text(claims.name) ?? text(claims.preferred_username) ?? text(claims.given_name);
  return { subject: claims.sub, name, email: claims.email_verified === true ? text(claims.email) : null };
}
