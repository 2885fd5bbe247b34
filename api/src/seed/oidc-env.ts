import type { Queryable } from '../platform/db/db';
import type { OidcProviderSettings } from '../platform/merchant/merchant';
import { setOidcProviders } from '../platform/merchant/merchant-repo';
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
