import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { revokeMemberSessions } from '../sessions/session-store';
import { verifyPassword } from './password-hash';

/**
 * Forgot by e-mail: the member gets a temporary password by mail, valid 30 minutes and once.
 * The current password keeps working meanwhile (a stranger who knows the username and e-mail
 * cannot lock anyone out); logging in with the temporary one makes it the password, flagged
 * like an operator-issued default so the change-password popup is forced, and signs out every
 * older session (whoever else was in the account is out before the new session opens).
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const VALID_MINUTES = 30;

export function temporaryPassword(): string {
  // Letters and digits both present, so it satisfies the usual password rule.
  const body = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${body}${randomInt(10)}${'abcdefghjkmnpqrstuvwxyz'[randomInt(23)]}`;
}

/** Keeps a temporary password (its hash) for the member: good once, for VALID_MINUTES. */
export async function storeEmailedPassword(db: Queryable, memberId: string, passwordHash: string): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => ${VALID_MINUTES}))`,
    [passwordHash, memberId],
  );
}

export const EMAILED_PASSWORD_MINUTES = VALID_MINUTES;

/** True when the password is a live temporary one: it becomes the member's (forced to change). */
export async function consumeEmailedPassword(db: Queryable, memberId: string, password: string): Promise<boolean> {
  const live = await db.query<{ token_hash: string }>(
    `SELECT token_hash FROM password_resets WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()
      ORDER BY expires_at DESC LIMIT 3`,
    [memberId],
  );
  for (const row of live) {
    if (!(await verifyPassword(password, row.token_hash))) continue;
    const claimed = await db.query('UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING member_id', [row.token_hash]);
    if (claimed.length === 0) return false;
    await db.query(
      'UPDATE members SET password_hash = $2, password_changed_at = now(), password_is_default = true WHERE id = $1',
      [memberId, row.token_hash],
    );
    await revokeMemberSessions(db, memberId, null);
    return true;
  }
  return false;
}
