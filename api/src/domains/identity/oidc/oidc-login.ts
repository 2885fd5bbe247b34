import type { Db } from '../../../platform/db/db';
import type { Merchant, OidcProviderSettings } from '../../../platform/merchant/merchant';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { recordAttempt } from '../login/login-answer';
import { issueLoginCode } from '../sessions/login-codes';
import type { LoginContext } from '../login/login-service';
import { parseIdentitySettings } from '../verification/identity-settings';
import { authorizationRequest, exchangeCode, providerConfiguration } from './oidc-client';
import { OidcFailure } from './oidc-errors';
import { memberForOidcIdentity } from './oidc-members';
import { saveOidcState, takeOidcState, type PendingOidcLogin } from './oidc-states';
import { withQueryParam } from './return-to';

/** The brand's provider of that id, from its identity settings (operators edit them; read them safely). */
export function findOidcProvider(merchant: Merchant, providerId: string): OidcProviderSettings {
  const provider = parseIdentitySettings(merchant.identity).oidcProviders.find((entry) => entry.id === providerId);
  if (!provider) throw new OidcFailure('oidc.provider.unknown');
  return provider;
}

async function configurationOf(provider: OidcProviderSettings) {
  try {
    return await providerConfiguration(provider);
  } catch (cause) {
    throw new OidcFailure('oidc.unavailable', { cause });
  }
}

/**
 * GET …/start: remembers the login in flight (state, nonce, PKCE verifier, where to come back)
 * and answers the provider's authorization URL to send the browser to.
 */
export async function startOidcLogin(
  db: Db,
  merchant: Merchant,
  providerId: string,
  request: { redirectUri: string; returnTo: string; ip: string | null },
): Promise<string> {
  const provider = findOidcProvider(merchant, providerId);
  const configuration = await configurationOf(provider);
  const { url, state, nonce, codeVerifier } = await authorizationRequest(configuration, request.redirectUri);
  const pending: PendingOidcLogin = {
    merchantCode: merchant.code,
    provider: provider.id,
    codeVerifier,
    nonce,
    redirectUri: request.redirectUri,
    returnTo: request.returnTo,
  };
  if (!(await saveOidcState(db, state, pending, request.ip))) throw new OidcFailure('oidc.too.many');
  return url.href;
}

/** The callback address exactly as the provider called it: the exchange checks state, iss and code from it. */
function callbackUrl(redirectUri: string, rawQuery: string): URL {
  const url = new URL(redirectUri);
  url.search = rawQuery;
  return url;
}

async function failedAttempt(db: Db, merchantCode: string, providerId: string, reason: string, context: LoginContext): Promise<void> {
  await recordAttempt(db, { merchantCode, memberId: null, account: `oidc:${providerId}`, method: 'oidc', success: false, reason, ...context });
}

/**
 * GET …/callback: the state is taken (single use) and names the brand and the login in flight;
 * the code is exchanged and the ID token checked; the linked (or a new) member gets a session.
 * Answers where to send the browser: the page it came from, with a one-time login code.
 */
export async function finishOidcLogin(db: Db, providerId: string, rawQuery: string, context: LoginContext): Promise<string> {
  const query = new URLSearchParams(rawQuery);
  const state = query.get('state');
  const pending = state ? await takeOidcState(db, state) : null;
  if (!pending || pending.provider !== providerId) throw new OidcFailure('oidc.state.invalid');
  const merchant = await findMerchant(db, pending.merchantCode);
  if (!merchant) throw new OidcFailure('oidc.state.invalid');
  const provider = findOidcProvider(merchant, providerId);

  const providerError = query.get('error');
  if (providerError) {
    await failedAttempt(db, merchant.code, provider.id, providerError.slice(0, 64), context);
    const cause = new Error(`provider answered ${providerError}: ${query.get('error_description') ?? ''}`.slice(0, 300));
    throw new OidcFailure(providerError === 'access_denied' ? 'oidc.cancelled' : 'oidc.provider.error', { cause });
  }
  const configuration = await configurationOf(provider);
  let identity;
  try {
    identity = await exchangeCode(configuration, callbackUrl(pending.redirectUri, rawQuery), { state: state!, ...pending });
  } catch (cause) {
    await failedAttempt(db, merchant.code, provider.id, 'exchange', context);
    throw new OidcFailure('oidc.exchange.failed', { cause });
  }
  const member = await memberForOidcIdentity(db, merchant, provider.id, identity, context);
  // The provider proved who this is: no second factor, and never a forced password change. The
  // address gets a one-time code, never a session token: the page trades it with a POST.
  const code = await issueLoginCode(db, { memberId: member.id, merchantCode: merchant.code, loginMethod: 'oidc' });
  return withQueryParam(pending.returnTo, 'loginCode', code);
}
