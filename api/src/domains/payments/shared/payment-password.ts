import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { verifyPassword } from '../../identity';

/** Wrong payment passwords allowed within an hour of the first before payments lock. */
export const PAYMENT_PASSWORD_TRIES = 5;
const WINDOW = `interval '1 hour'`;

/**
 * The payment password on every money request (withdrawal, payout account, transfer to the
 * upline). Each try is counted before the (slow) check, so parallel guesses cannot get past the
 * limit; a right password clears the count. Locked: 423 payment.password.locked until the hour
 * that began with the first wrong try ends.
 */
export async function checkPaymentPassword(db: Db, memberId: string, password: string): Promise<void> {
  const [member] = await db.query<{ hash: string | null }>('SELECT payment_password_hash AS hash FROM members WHERE id = $1', [memberId]);
  if (!member?.hash) throw new ApiError(400, 'payment.password.not.set');
  const [reserved] = await db.query<{ failures: number }>(
    `INSERT INTO payment_password_guards AS g (member_id, failures, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (member_id) DO UPDATE SET
       failures = CASE WHEN g.window_started_at < now() - ${WINDOW} THEN 1 ELSE g.failures + 1 END,
       window_started_at = CASE WHEN g.window_started_at < now() - ${WINDOW} THEN now() ELSE g.window_started_at END
     WHERE g.window_started_at < now() - ${WINDOW} OR g.failures < $2
     RETURNING failures`,
    [memberId, PAYMENT_PASSWORD_TRIES],
  );
  if (!reserved) throw await lockedError(db, memberId);
  if (await verifyPassword(password, member.hash)) {
    await db.query('DELETE FROM payment_password_guards WHERE member_id = $1', [memberId]);
    return;
  }
  const attemptsLeft = PAYMENT_PASSWORD_TRIES - reserved.failures;
  if (attemptsLeft <= 0) throw await lockedError(db, memberId);
  throw new ApiError(400, 'payment.password.wrong', { attemptsLeft }, { attemptsLeft });
}

async function lockedError(db: Db, memberId: string): Promise<ApiError> {
  const [row] = await db.query<{ seconds: number }>(
    `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_started_at + ${WINDOW} - now()))))::int AS seconds
       FROM payment_password_guards WHERE member_id = $1`,
    [memberId],
  );
  const retryAfterSeconds = row?.seconds ?? 3600;
  return new ApiError(423, 'payment.password.locked', { minutes: Math.ceil(retryAfterSeconds / 60) }, { retryAfterSeconds });
}
