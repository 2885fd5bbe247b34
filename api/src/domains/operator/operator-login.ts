import type { Db } from '../../platform/db/db';
import type { WindowStore } from '../../platform/limits';
import { ApiError } from '../../platform/errors';
import { decoyHash, verifyPassword } from '../identity';
import { findOperatorForLogin, normalizeOperatorName } from './operator-accounts';
import { recordOperatorAction } from '../../platform/ops/operator-actor';
import { createOperatorSession } from './operator-sessions';
import type { OperatorRole } from '@khela/contracts';

/**
 * Password guessing against operator accounts (which can move money) is limited in a sliding
 * window, per username (existing or not) and per address, in the app's limits store (Redis when
 * set, so every instance counts together). Each attempt is counted before the password is checked,
 * so parallel guesses cannot slip under the limit; a success forgives it.
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

/** Checks the password and opens a session; one answer for a wrong name and a wrong password. */
export async function loginOperator(db: Db, limits: WindowStore, input: { username: string; password: string; ip: string | null }): Promise<OperatorLogin> {
  const username = normalizeOperatorName(input.username);
  const { perUsername, perIp, windowMinutes } = OPERATOR_LOGIN_LIMITS;
  const windows = [
    { key: `${perUsername.kind}:${username}`, rule: { windowMs: windowMinutes * 60_000, max: perUsername.max } },
    ...(input.ip ? [{ key: `${perIp.kind}:${input.ip}`, rule: { windowMs: windowMinutes * 60_000, max: perIp.max } }] : []),
  ];
  const taken: Array<{ key: string; id: string }> = [];
  for (const { key, rule } of windows) {
    const result = await limits.take(key, rule);
    if (!result.admitted) {
      for (const done of taken) await limits.forgive(done.key, done.id);
      throw new ApiError(429, 'operator.login.locked', { minutes: Math.ceil(result.retryAfterMs / 60_000) });
    }
    taken.push({ key, id: result.id });
  }
  const operator = await findOperatorForLogin(db, username);
  // The decoy makes an unknown name cost as long as a wrong password: timing tells nothing.
  const matches = await verifyPassword(input.password, operator?.passwordHash ?? (await decoyHash()));
  if (!operator || !operator.active || !matches) throw new ApiError(401, 'operator.login.failed');
  // A right password forgives this attempt (the earlier wrong ones stay counted).
  for (const done of taken) await limits.forgive(done.key, done.id);
  const token = await db.transaction(async (tx) => {
    const opened = await createOperatorSession(tx, operator.id);
    await recordOperatorAction(tx, operator, { action: 'operator.login', merchantCode: operator.merchantCode, target: operator.username });
    return opened;
  });
  return { token, username: operator.username, role: operator.role, merchant: operator.merchantCode };
}
