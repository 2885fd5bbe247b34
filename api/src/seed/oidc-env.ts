import type { Queryable } from '../platform/db/db';
import type { OidcProviderSettings } from '../platform/merchant/merchant';
import { setOidcProviders } from '../platform/merchant/merchant-repo';
import { isProduction, readSecret } from '@khela/server-kit/secrets';
import { parseIdentitySettings } from '../domains/identity/verification/identity-settings';

/** The social logins a deployment can switch on for the demo brand from its environment. */
const ENV_PROVIDERS = [
  { id: 'google', name: 'Google', prefix: 'OIDC_GOOGLE' },
  { id: 'facebook', name: 'Facebook', prefix: 'OIDC_FACEBOOK' },
] as const;

type Env = Record<string, string | undefined>;

/** Providers whose OIDC_<NAME>_ISSUER, _CLIENT_ID and _CLIENT_SECRET are all set; the others are off. */
export function oidcProvidersFromEnv(env: Env): OidcProviderSettings[] {
  return ENV_PROVIDERS.flatMap(({ id, name, prefix }) => {
    const issuer = env[`${prefix}_ISSUER`]?.trim();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    return issuer && clientId && clientSecret ? [{ id, name, issuer, clientId, clientSecret }] : [];
  });
}

/**
 * At every start: providers set in the environment replace the demo brand's entries of the same
 * id (first, in Google, Facebook order); entries an operator added keep their place after them.
 * Nothing set leaves the brand as it is, so `oidcProviders: []` stays the default.
 */
export async function applyOidcProvidersFromEnv(db: Queryable, merchantCode: string, env: Env): Promise<boolean> {
  const fromEnv = oidcProvidersFromEnv(env);
  if (fromEnv.length === 0) return false;
  const rows = await db.query<{ identity_settings: unknown }>('SELECT identity_settings FROM merchants WHERE code = $1', [merchantCode]);
  if (!rows[0]) return false;
  const others = parseIdentitySettings(rows[0].identity_settings).oidcProviders.filter(
    (provider) => !fromEnv.some((entry) => entry.id === provider.id),
  );
  return setOidcProviders(db, merchantCode, [...fromEnv, ...others]);
}

/**
 * The demo's Google and Facebook: OpenID Connect providers the sandbox runs under its own address
 * (sandbox/src/oidc/demo-oidc.ts: issuers `<SANDBOX_URL>/oidc/<id>`, client `khela-demo-<id>`,
 * secret SANDBOX_OIDC_SECRET or the published `sandbox-oidc-secret`). Only outside production, and
 * only when SANDBOX_URL says where the sandbox is (`pnpm start` and the e2e run set it).
 */
export function demoOidcProviders(env: Env): OidcProviderSettings[] {
  const sandboxUrl = env.SANDBOX_URL?.trim().replace(/\/$/, '');
  if (isProduction(env) || !sandboxUrl) return [];
  const clientSecret = readSecret(env, 'SANDBOX_OIDC_SECRET') ?? 'sandbox-oidc-secret';
  return ENV_PROVIDERS.map(({ id, name }) => ({ id, name, issuer: `${sandboxUrl}/oidc/${id}`, clientId: `khela-demo-${id}`, clientSecret }));
}

/** A provider the demo seeded earlier (the sandbox's, maybe at another port): a later start may move it. */
function isDemoEntry(provider: OidcProviderSettings): boolean {
  return provider.clientId === `khela-demo-${provider.id}` && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/oidc\/[a-z]+$/.test(provider.issuer);
}

/**
 * At every demo start (never in production): the demo brand's "google" and "facebook" logins point
 * at the sandbox's providers, added when the brand has no entry of that id and moved when the
 * entry is an earlier demo's (another sandbox port). An entry an operator set to a real provider
 * stays; OIDC_GOOGLE_* / OIDC_FACEBOOK_* still win (applied after this). Answers whether it changed.
 */
export async function seedDemoOidcProviders(db: Queryable, merchantCode: string, env: Env): Promise<boolean> {
  const demo = demoOidcProviders(env);
  if (demo.length === 0) return false;
  const rows = await db.query<{ identity_settings: unknown }>('SELECT identity_settings FROM merchants WHERE code = $1', [merchantCode]);
  if (!rows[0]) return false;
  const current = parseIdentitySettings(rows[0].identity_settings).oidcProviders;
  const wanted = demo.filter((entry) => {
    const existing = current.find((provider) => provider.id === entry.id);
    return !existing || (isDemoEntry(existing) && (existing.issuer !== entry.issuer || existing.clientSecret !== entry.clientSecret));
  });
  if (wanted.length === 0) return false;
  const kept = current.filter((provider) => !wanted.some((entry) => entry.id === provider.id));
  const order = (provider: OidcProviderSettings) => {
    const index = ENV_PROVIDERS.findIndex((entry) => entry.id === provider.id);
    return index < 0 ? ENV_PROVIDERS.length : index;
  };
  return setOidcProviders(db, merchantCode, [...kept, ...wanted].sort((a, b) => order(a) - order(b)));
}
