import type { Queryable } from '../../../platform/db/db';

/**
 * Brute-force guard per account (existing or not, so it reveals nothing). Each attempt is
 * counted before the password is checked and forgiven on success, so parallel guesses cannot
 * slip past the limit. After CAPTCHA_AFTER failures in the window the captcha is required;
 * every LOCK_EVERY failures lock the account, 15 minutes doubling up to an hour. That keeps
 * failures on one account far under 100 an hour.
 */
export const CAPTCHA_AFTER = 3;
export const LOCK_EVERY = 10;
const BASE_LOCK_MINUTES = 15;
const MAX_LOCK_MINUTES = 60;

export interface GuardState {
  failures: number;
  lockedForSeconds: number;
}

/** Current state, with the hourly window restarted when it has run out. */
export async function readGuard(db: Queryable, merchantCode: string, account: string): Promise<GuardState> {
  const rows = await db.query<{ failures: number; locked_for: number | null }>(
    `INSERT INTO login_guards (merchant_code, account) VALUES ($1, $2)
     ON CONFLICT (merchant_code, account) DO UPDATE SET
       failures = CASE WHEN login_guards.window_started_at < now() - interval '1 hour'
                        AND (login_guards.locked_until IS NULL OR login_guards.locked_until <= now())
                       THEN 0 ELSE login_guards.failures END,
       window_started_at = CASE WHEN login_guards.window_started_at < now() - interval '1 hour'
                                 AND (login_guards.locked_until IS NULL OR login_guards.locked_until <= now())
                                THEN now() ELSE login_guards.window_started_at END
     RETURNING failures,
       CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()))::int END AS locked_for`,
    [merchantCode, account],
  );
  const row = rows[0]!;
  return { failures: Number(row.failures), lockedForSeconds: Number(row.locked_for ?? 0) };
}

/** Counts one attempt (locking at each LOCK_EVERY); null when the account is locked meanwhile. */
export async function reserveAttempt(db: Queryable, merchantCode: string, account: string): Promise<number | null> {
  const rows = await db.query<{ failures: number }>(
    `UPDATE login_guards SET
       failures = failures + 1,
       locked_until = CASE WHEN (failures + 1) % ${LOCK_EVERY} = 0
         THEN now() + make_interval(mins => least(${MAX_LOCK_MINUTES}, ${BASE_LOCK_MINUTES} * power(2, (failures + 1) / ${LOCK_EVERY} - 1)::int))
         ELSE locked_until END
     WHERE merchant_code = $1 AND account = $2 AND (locked_until IS NULL OR locked_until <= now())
     RETURNING failures`,
    [merchantCode, account],
  );
  return rows[0] ? Number(rows[0].failures) : null;
}

/** The right password: the attempt is forgiven and the counter starts over. */
export async function clearGuard(db: Queryable, merchantCode: string, account: string): Promise<void> {
  await db.query(
    'UPDATE login_guards SET failures = 0, locked_until = NULL, window_started_at = now() WHERE merchant_code = $1 AND account = $2',
    [merchantCode, account],
  );
}
