import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';

/** Unauthenticated calls that cost the server (a full-cost hash, a mail) and so are limited per hour. */
export const REQUEST_LIMITS = {
  /** Trial accounts made from one address. */
  freePlayPerIp: { kind: 'free-play:ip', perHour: 10 },
  /** Forgot-by-e-mail requests from one address, and for one username whether it exists or not. */
  forgotPerIp: { kind: 'forgot:ip', perHour: 10 },
  forgotPerAccount: { kind: 'forgot:account', perHour: 3 },
  /** Password confirmations before a sensitive change, per member: a stolen session cannot guess the password. */
  passwordConfirmPerMember: { kind: 'password-confirm:member', perHour: 10 },
} as const;

export type RequestLimit = (typeof REQUEST_LIMITS)[keyof typeof REQUEST_LIMITS];

/**
 * Counts one request against each limit, or refuses it (429 request.too.many, SPEC §8's 'too many
 * requests, retry after 5 minutes') and counts nothing. Serialised per key with an advisory lock,
 * so parallel requests cannot all slip under the limit; events older than a day are dropped.
 */
export async function admitRequest(db: Db, checks: ReadonlyArray<{ limit: RequestLimit; key: string | null }>): Promise<void> {
  const counted = checks.filter((check): check is { limit: RequestLimit; key: string } => check.key !== null);
  await db.transaction(async (tx) => {
    for (const { limit, key } of counted) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${limit.kind}:${key}`]);
      const [row] = await tx.query<{ recent: number }>(
        `SELECT count(*)::int AS recent FROM request_events WHERE kind = $1 AND key = $2 AND at > now() - interval '1 hour'`,
        [limit.kind, key],
      );
      if (Number(row?.recent ?? 0) >= limit.perHour) throw new ApiError(429, 'request.too.many');
    }
    for (const { limit, key } of counted) {
      await tx.query(`DELETE FROM request_events WHERE kind = $1 AND key = $2 AND at < now() - interval '1 day'`, [limit.kind, key]);
      await tx.query('INSERT INTO request_events (kind, key) VALUES ($1, $2)', [limit.kind, key]);
    }
  });
}
