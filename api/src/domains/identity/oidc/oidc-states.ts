import type { Queryable } from '../../../platform/db/db';
import { hashToken } from '../sessions/tokens';

/** How long the reader has to finish at the provider. */
export const OIDC_STATE_TTL_MINUTES = 10;
/** Logins in flight per IP: enough for a family behind one router, not for filling the table. */
export const OIDC_STATES_PER_IP = 30;

/** What the callback needs to finish the login the start began; kept server-side, never in a cookie. */
export interface PendingOidcLogin {
  merchantCode: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
}

/**
 * Stores a login in flight under the hash of its state. False when this IP already has too many
 * in flight. Expired rows are swept here, so the table only holds the last ten minutes.
 */
export async function saveOidcState(db: Queryable, state: string, pending: PendingOidcLogin, ip: string | null): Promise<boolean> {
  await db.query('DELETE FROM oidc_states WHERE expires_at < now()');
  if (ip) {
    const [inFlight] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM oidc_states WHERE ip = $1 AND expires_at > now()',
      [ip],
    );
    if (Number(inFlight?.count ?? 0) >= OIDC_STATES_PER_IP) return false;
  }
  await db.query(
    `INSERT INTO oidc_states (state_hash, merchant_code, provider, code_verifier, nonce, redirect_uri, return_to, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9::int))`,
    [hashToken(state), pending.merchantCode, pending.provider, pending.codeVerifier, pending.nonce, pending.redirectUri,
      pending.returnTo, ip, OIDC_STATE_TTL_MINUTES],
  );
  return true;
}

/** Takes the login in flight for a state: deleted as it is read, so a replayed callback finds nothing. */
export async function takeOidcState(db: Queryable, state: string): Promise<PendingOidcLogin | null> {
  const rows = await db.query<{
    merchant_code: string;
    provider: string;
    code_verifier: string;
    nonce: string;
    redirect_uri: string;
    return_to: string;
    live: boolean;
  }>(
    `DELETE FROM oidc_states WHERE state_hash = $1
     RETURNING merchant_code, provider, code_verifier, nonce, redirect_uri, return_to, expires_at > now() AS live`,
    [hashToken(state)],
  );
  const row = rows[0];
  if (!row?.live) return null;
  return {
    merchantCode: row.merchant_code,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    redirectUri: row.redirect_uri,
    returnTo: row.return_to,
  };
}
