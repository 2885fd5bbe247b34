import type { Queryable } from '../../../platform/db/db';
import type { IdentitySettings } from '../../../platform/merchant/merchant';
import { hashToken, newToken } from './tokens';

export type LoginMethod = 'username' | 'sms' | 'remember' | 'oidc' | 'oneclick' | 'register' | 'trial' | 'reset' | 'password-change' | 'handoff';

export interface SessionContext {
  ip: string | null;
  userAgent: string | null;
}

export interface ActiveSession {
  memberId: string;
  merchantCode: string;
  tokenHash: string;
  loginMethod: LoginMethod;
  /** The session may only change the password, read member info and log out. */
  mustChangePassword: boolean;
  /** When the member last proved the password in this session (sensitive changes need it recently). */
  passwordConfirmedAt: Date | null;
}

/** Opens a session; the raw token goes to the client once and only its hash is kept. */
export async function createSession(
  db: Queryable,
  input: {
    memberId: string;
    merchantCode: string;
    loginMethod: LoginMethod;
    settings: IdentitySettings;
    mustChangePassword?: boolean;
    /** The login itself just proved the person (password, registration, reset, social provider). */
    passwordConfirmed?: boolean;
  } & SessionContext,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, merchant_code, login_method, ip, user_agent, expires_at, must_change_password, password_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7::int), $8, CASE WHEN $9::boolean THEN now() END)`,
    [hashToken(token), input.memberId, input.merchantCode, input.loginMethod, input.ip, input.userAgent?.slice(0, 300) ?? null,
      input.settings.sessionAbsoluteHours, input.mustChangePassword ?? false, input.passwordConfirmed ?? false],
  );
  return token;
}

/**
 * The session behind a token, if it is neither revoked nor past its absolute or idle timeout.
 * Each use slides the idle window; the write is skipped within a minute of the last one.
 */
export async function resolveSession(
  db: Queryable,
  token: string,
  merchantCode: string,
  settings: IdentitySettings,
): Promise<ActiveSession | null> {
  const rows = await db.query<{ member_id: string; login_method: LoginMethod; stale: boolean; must_change_password: boolean; password_confirmed_at: Date | null }>(
    `SELECT member_id::text, login_method, last_seen_at < now() - interval '1 minute' AS stale, must_change_password, password_confirmed_at
       FROM sessions
      WHERE token_hash = $1 AND merchant_code = $2 AND revoked_at IS NULL
        AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $3::int)`,
    [hashToken(token), merchantCode, settings.sessionIdleMinutes],
  );
  const row = rows[0];
  if (!row) return null;
  const tokenHash = hashToken(token);
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
  return {
    memberId: row.member_id,
    merchantCode,
    tokenHash,
    loginMethod: row.login_method,
    mustChangePassword: row.must_change_password,
    passwordConfirmedAt: row.password_confirmed_at ? new Date(row.password_confirmed_at) : null,
  };
}

/** The member proved the password in this session: sensitive changes are open for a few minutes. */
export async function stampPasswordConfirmed(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET password_confirmed_at = now() WHERE token_hash = $1', [tokenHash]);
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Signs the member out everywhere except (optionally) the session making the request. */
export async function revokeMemberSessions(db: Queryable, memberId: string, keepTokenHash: string | null): Promise<number> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)
      RETURNING token_hash`,
    [memberId, keepTokenHash],
  );
  return rows.length;
}

export interface SessionListing {
  id: string;
  current: boolean;
  ip: string | null;
  userAgent: string | null;
  loginMethod: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The member's live sessions; the id shown is a short prefix of the hash, never the token. */
export async function listSessions(
  db: Queryable,
  memberId: string,
  currentTokenHash: string,
  settings: IdentitySettings,
): Promise<SessionListing[]> {
  const rows = await db.query<{ token_hash: string; ip: string | null; user_agent: string | null; login_method: string; created_at: Date; last_seen_at: Date }>(
    `SELECT token_hash, ip, user_agent, login_method, created_at, last_seen_at FROM sessions
      WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - make_interval(mins => $2::int)
      ORDER BY last_seen_at DESC LIMIT 50`,
    [memberId, settings.sessionIdleMinutes],
  );
  return rows.map((row) => ({
    id: row.token_hash.slice(0, 12),
    current: row.token_hash === currentTokenHash,
    ip: row.ip,
    userAgent: row.user_agent,
    loginMethod: row.login_method,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  }));
}
