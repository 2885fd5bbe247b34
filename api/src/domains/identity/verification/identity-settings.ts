import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import {
  DEFAULT_IDENTITY_SETTINGS,
  type IdentitySettings,
  type MessageProviderSettings,
  type OidcProviderSettings,
} from '../../../platform/merchant/merchant';

type Raw = Record<string, unknown>;

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integerIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function messageProvider(value: unknown, fallback: MessageProviderSettings): MessageProviderSettings {
  if (!isObject(value)) return fallback;
  if (value.kind === 'outbox') return { kind: 'outbox' };
  const url = httpUrl(value.url);
  if (value.kind === 'http' && url && typeof value.token === 'string') return { kind: 'http', url, token: value.token };
  return fallback;
}

/** Provider ids appear in paths (/wps/session/oidc/:provider/start) and in generated account names. */
export const OIDC_PROVIDER_ID = /^[a-z][a-z0-9_-]{0,31}$/;

function oidcProvider(entry: unknown): OidcProviderSettings | null {
  if (!isObject(entry)) return null;
  const { id, name, issuer, clientId, clientSecret } = entry;
  if (typeof id !== 'string' || !OIDC_PROVIDER_ID.test(id)) return null;
  if (typeof name !== 'string' || name.trim() === '' || httpUrl(issuer) === null) return null;
  if (typeof clientId !== 'string' || clientId === '' || typeof clientSecret !== 'string') return null;
  // The issuer is kept as written: ID tokens must carry exactly the issuer discovery reports.
  return { id, name: name.trim(), issuer: issuer as string, clientId, clientSecret };
}

/** Well-formed providers only, the first of each id: a bad entry hides one button, never all logins. */
function oidcProviders(value: unknown): OidcProviderSettings[] {
  if (!Array.isArray(value)) return DEFAULT_IDENTITY_SETTINGS.oidcProviders;
  const providers: OidcProviderSettings[] = [];
  for (const entry of value) {
    const provider = oidcProvider(entry);
    if (provider && !providers.some((known) => known.id === provider.id)) providers.push(provider);
  }
  return providers;
}

/**
 * A brand's identity_settings as stored (jsonb, edited by operators) made safe to use: each key
 * that is missing or of the wrong kind takes its default, so a typo never breaks logins.
 */
export function parseIdentitySettings(raw: unknown): IdentitySettings {
  const stored = isObject(raw) ? raw : {};
  const defaults = DEFAULT_IDENTITY_SETTINGS;
  return {
    ageLimit: integerIn(stored.ageLimit, 0, 99, defaults.ageLimit),
    passwordExpiryDays: integerIn(stored.passwordExpiryDays, 0, 3650, defaults.passwordExpiryDays),
    sessionIdleMinutes: integerIn(stored.sessionIdleMinutes, 1, 60 * 24 * 30, defaults.sessionIdleMinutes),
    sessionAbsoluteHours: integerIn(stored.sessionAbsoluteHours, 1, 24 * 365, defaults.sessionAbsoluteHours),
    codeExpiredMinutes: integerIn(stored.codeExpiredMinutes, 1, 60, defaults.codeExpiredMinutes),
    countryDialingCode:
      typeof stored.countryDialingCode === 'string' && /^[1-9]\d{0,3}$/.test(stored.countryDialingCode)
        ? stored.countryDialingCode
        : defaults.countryDialingCode,
    sliderRequired: typeof stored.sliderRequired === 'boolean' ? stored.sliderRequired : defaults.sliderRequired,
    loginFailuresPerAddressPerHour: integerIn(stored.loginFailuresPerAddressPerHour, 1, 10_000, defaults.loginFailuresPerAddressPerHour),
    oidcProviders: oidcProviders(stored.oidcProviders),
    sms: messageProvider(stored.sms, defaults.sms),
    mail: messageProvider(stored.mail, defaults.mail),
  };
}

/** One brand's identity settings straight from the database; 404 merchant.unknown if there is no such brand. */
export async function loadIdentitySettings(db: Queryable, merchantCode: string): Promise<IdentitySettings> {
  const rows = await db.query<{ identity_settings: unknown }>('SELECT identity_settings FROM merchants WHERE code = $1', [
    merchantCode,
  ]);
  if (!rows[0]) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
  return parseIdentitySettings(rows[0].identity_settings);
}
