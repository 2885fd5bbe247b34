import { configAtom, validateAtom, type RegisterRule, type SystemConfig } from '@khela/shared';
import { atom } from 'jotai';

/** A social login the brand offers (GET /wps/system/config value `oidcProviders`). */
export interface OidcProvider {
  id: string;
  name: string;
}

/**
 * Identity parts of the config value that an older api may not send yet: the social logins and
 * the brand's dialing code. Read defensively so a missing or malformed entry shows nothing.
 */
type IdentityConfigParts = Partial<{ oidcProviders: unknown; countryDialingCode: unknown }>;

/** The brand's dialing code when the config has none (the demo brand is in Bangladesh, SPEC §9). */
export const fallbackDialingCode = '880';

function isProvider(entry: unknown): entry is OidcProvider {
  const candidate = entry as Partial<OidcProvider> | null;
  return typeof candidate?.id === 'string' && /^[\w-]+$/.test(candidate.id) && typeof candidate.name === 'string';
}

export function oidcProvidersOf(config: SystemConfig | null): OidcProvider[] {
  const listed = (config as (SystemConfig & IdentityConfigParts) | null)?.oidcProviders;
  return Array.isArray(listed) ? listed.filter(isProvider) : [];
}

export function dialingCodeOf(config: SystemConfig | null): string {
  const code = (config as (SystemConfig & IdentityConfigParts) | null)?.countryDialingCode;
  return typeof code === 'string' && /^[1-9]\d{0,3}$/.test(code) ? code : fallbackDialingCode;
}

export const oidcProvidersAtom = atom((get) => oidcProvidersOf(get(configAtom)));
export const dialingCodeAtom = atom((get) => dialingCodeOf(get(configAtom)));

/** The brand's field rules: the registration rules once fetched, else those the config carries. */
export const fieldRulesAtom = atom<readonly RegisterRule[]>((get) => get(validateAtom)?.rules ?? get(configAtom)?.register ?? []);
