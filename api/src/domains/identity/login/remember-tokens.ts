import type { Queryable } from '../../../platform/db/db';
import { hashToken, newToken } from '../sessions/tokens';

/**
 * Remember me (docs/identity.md): a token bound to the device id the browser keeps, valid one
 * day and single use — each use consumes it and the new login issues a fresh one. No password
 * is ever stored on the device.
 */
export async function issueRememberToken(db: Queryable, memberId: string, deviceId: string): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO remember_tokens (token_hash, member_id, device_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [hashToken(token), memberId, hashToken(deviceId)],
  );
  return token;
}

/** The member the token stands for, consuming it; null if unknown, used, expired or another device. */
export async function consumeRememberToken(db: Queryable, token: string, deviceId: string): Promise<string | null> {
  const rows = await db.query<{ member_id: string }>(
    `UPDATE remember_tokens SET used_at = now()
      WHERE token_hash = $1 AND device_hash = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING member_id::text`,
    [hashToken(token), hashToken(deviceId)],
  );
  return rows[0]?.member_id ?? null;
}

/**
 * Voids every remember token of the member: a new password (changed or reset) must be typed on
 * every device, as the sessions it signs out would have to.
 */
export async function revokeRememberTokens(db: Queryable, memberId: string): Promise<number> {
  const rows = await db.query(
    'UPDATE remember_tokens SET used_at = now() WHERE member_id = $1 AND used_at IS NULL RETURNING member_id',
    [memberId],
  );
  return rows.length;
}
