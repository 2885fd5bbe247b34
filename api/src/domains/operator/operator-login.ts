import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { decoyHash, verifyPassword } from '../identity';
import { findOperatorForLogin, normalizeOperatorName } from './operator-accounts';
import { recordOperatorAction } from '../../platform/ops/operator-actor';
import { createOperatorSession } from './operator-sessions';
import type { OperatorRole } from '@khela/contracts';

/**
 * Password guessing against operator accounts (which can move money) is limited in a sliding
 * window, per username (existing or not) and per address. Each attempt is counted before the
 * password is checked, so parallel guesses cannot slip under the limit; a success forgives it.
 */
export const OPERATOR_LOGIN_LIMITS = {
  perUsername: { kind: 'ops-login:user', max: 5 },
  perIp: { kind: 'ops-login:ip', max: 20 },
  windowMinutes: 15,
} as const;

export interface OperatorLogin {
  token: string;
  username: string;
  role: OperatorRole;
  merchant: string | null;
}

async function reserveAttempt(db: Db, keys: ReadonlyArray<{ kind: string; max: number; key: string }>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { kind, max, key } of keys) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${kind}:${key}`]);
      const [row] = await tx.query<{ recent: number }>(
        `SELECT count(*)::int AS recent FROM request_events
          WHERE kind = $1 AND key = $2 AND at > now() - make_interval(mins => $3::int)`,
        [kind, key, OPERATOR_LOGIN_LIMITS.windowMinutes],
      );
      if (Number(row?.recent ?? 0) >= max) throw new ApiError(429, 'operator.login.locked', { minutes: OPERATOR_LOGIN_LIMITS.windowMinutes });
    }
    for (const { kind, key } of keys) {
      await tx.query(`DELETE FROM request_events WHERE kind = $1 AND key = $2 AND at < now() - interval '1 day'`, [kind, key]);
      await tx.query('INSERT INTO request_events (kind, key) VALUES ($1, $2)', [kind, key]);
    }
  });
}

async function forgiveAttempt(db: Db, username: string, ip: string | null): Promise<void> {
  await db.query('DELETE FROM request_events WHERE kind = $1 AND key = $2', [OPERATOR_LOGIN_LIMITS.perUsername.kind, username]);
  if (ip) {
    await db.query(
      `DELETE FROM request_events WHERE ctid IN (
         SELECT ctid FROM request_events WHERE kind = $1 AND key = $2 ORDER BY at DESC LIMIT 1)`,
      [OPERATOR_LOGIN_LIMITS.perIp.kind, ip],
    );
  }
}

/** Checks the password and opens a session; one answer for a wrong name and a wrong password. */
export async function loginOperator(db: Db, input: { username: string; password: string; ip: string | null }): Promise<OperatorLogin> {
  const username = normalizeOperatorName(input.username);
  const { perUsername, perIp } = OPERATOR_LOGIN_LIMITS;
  await reserveAttempt(db, [
    { ...perUsername, key: username },
    ...(input.ip ? [{ ...perIp, key: input.ip }] : []),
  ]);
  const operator = await findOperatorForLogin(db, username);
  // The decoy makes an unknown name cost as long as a wrong password: timing tells nothing.
  const matches = await verifyPassword(input.password, operator?.passwordHash ?? (await decoyHash()));
  if (!operator || !operator.active || !matches) throw new ApiError(401, 'operator.login.failed');
  await forgiveAttempt(db, username, input.ip);
  const token = await db.transaction(async (tx) => {
    const opened = await createOperatorSession(tx, operator.id);
    await recordOperatorAction(tx, operator, { action: 'operator.login', merchantCode: operator.merchantCode, target: operator.username });
    return opened;
  });
  return { token, username: operator.username, role: operator.role, merchant: operator.merchantCode };
}
