import type { SaferExclusionBody, SaferExclusionKind } from '@khela/contracts/safer-gambling';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { activeExclusion, type Exclusion } from './enforcement';
import { type MemberRef, recordSaferEvent } from './limits';
import { exclusionEnd, SELF_EXCLUSION_MIN_DAYS, TIMEOUT_MAX_DAYS } from './safer-rules';

/** Ends every session of a member (identity's, handed in by the app: this domain imports no other). */
export type EndSessions = (db: Queryable, memberId: string) => Promise<number>;

/**
 * Starts a time-out or self-exclusion now (LCCP 3.5: immediately, no waiting). A new one never
 * shortens one in force: the later end stands. The member's sessions end in the same transaction.
 */
export async function startExclusion(
  db: Queryable,
  member: MemberRef,
  input: { kind: SaferExclusionKind; endsAt: Date; setBy: string; reason: string | null },
  now: Date,
  endSessions: EndSessions,
): Promise<{ exclusion: Exclusion; signedOut: number }> {
  await db.query(
    'INSERT INTO safer_exclusions (member_id, merchant_code, kind, starts_at, ends_at, set_by, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [member.memberId, member.merchantCode, input.kind, now, input.endsAt, input.setBy, input.reason],
  );
  await recordSaferEvent(db, member, `${input.kind}.started`, input.setBy, { endsAt: input.endsAt.toISOString(), reason: input.reason });
  const signedOut = await endSessions(db, member.memberId);
  const exclusion = (await activeExclusion(db, member.memberId, now)) ?? { kind: input.kind, endsAt: input.endsAt };
  return { exclusion, signedOut };
}

/** The member's own request: a listed period and the tick box. */
export function memberExclusionEnd(body: SaferExclusionBody, now: Date): Date {
  if (body.confirm !== true) throw new ApiError(400, 'safer.exclusion.confirm');
  const end = exclusionEnd(body.kind, body.duration, body.days, now);
  if (!end) throw new ApiError(400, 'safer.exclusion.duration');
  return end;
}

/** An operator's: a time-out of 1…42 days or a self-exclusion of at least 182 days. */
export function operatorExclusionEnd(kind: SaferExclusionKind, days: number, now: Date): Date {
  const ok = kind === 'timeout' ? days >= 1 && days <= TIMEOUT_MAX_DAYS : days >= SELF_EXCLUSION_MIN_DAYS;
  if (!ok) throw new ApiError(400, 'safer.ops.days');
  return new Date(now.getTime() + days * 24 * 3600_000);
}
