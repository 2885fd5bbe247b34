import type { Queryable } from '../../platform/db/db';
import { hashToken, newToken } from '../identity';
import type { OperatorActor } from '../../platform/ops/operator-actor';
import type { OperatorRole } from '@khela/contracts';

/** An operator session lasts a working shift; then the operator logs in again. */
export const OPERATOR_SESSION_HOURS = 12;

/** Tokens longer than this are not ours: refused before any hashing or query. */
const MAX_TOKEN_LENGTH = 256;

/** Opens a session; only the token's SHA-256 is stored, the token goes to the operator once. */
export async function createOperatorSession(db: Queryable, operatorId: string): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
    [hashToken(token), operatorId, OPERATOR_SESSION_HOURS],
  );
  return token;
}

/** The active operator of a live session, or null (unknown, expired, or the account switched off). */
export async function resolveOperatorSession(db: Queryable, token: string): Promise<OperatorActor | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db.query<{ id: string; username: string; role: OperatorRole; merchant_code: string | null }>(
    `SELECT o.id::text, o.username, o.role, o.merchant_code
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND o.active`,
    [hashToken(token)],
  );
  return row ? { id: row.id, username: row.username, role: row.role, merchantCode: row.merchant_code } : null;
}

/** Ends the session of a token; true when there was one. */
export async function endOperatorSession(db: Queryable, token: string): Promise<boolean> {
  if (token.length > MAX_TOKEN_LENGTH) return false;
  const rows = await db.query('DELETE FROM operator_sessions WHERE token_hash = $1 RETURNING operator_id', [hashToken(token)]);
  // Expired sessions are useless rows: each logout sweeps a few.
  await db.query(
    'DELETE FROM operator_sessions WHERE token_hash IN (SELECT token_hash FROM operator_sessions WHERE expires_at < now() LIMIT 100)',
  );
  return rows.length > 0;
}
