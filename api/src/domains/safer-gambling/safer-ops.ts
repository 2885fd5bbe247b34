import type { SaferExclusionKind, SaferLimitKind, SaferPeriod } from '@khela/contracts/safer-gambling';
import type { Db, Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { activeExclusion } from './enforcement';
import { type EndSessions, operatorExclusionEnd, startExclusion } from './exclusions';
import { limitsView, type MemberRef, operatorSetLimit } from './limits';

async function brandMember(db: Queryable, merchantCode: string, account: string): Promise<MemberRef> {
  const [row] = await db.query<{ id: string }>('SELECT id::text FROM members WHERE merchant_code = $1 AND account = $2', [merchantCode, account.trim().toLowerCase()]);
  if (!row) throw new ApiError(404, 'safer.ops.member.unknown');
  return { merchantCode, memberId: row.id };
}

/** What operators see of a member: the limits and any exclusion. */
export async function memberSaferState(db: Db, merchantCode: string, account: string, now: Date) {
  const member = await brandMember(db, merchantCode, account);
  const exclusion = await activeExclusion(db, member.memberId, now);
  return { memberId: member.memberId, account: account.trim().toLowerCase(), limits: await limitsView(db, member, now), exclusion: exclusion ? { kind: exclusion.kind, endsAt: exclusion.endsAt.toISOString() } : null };
}

/** Sets or lowers a member's limit (never raises or removes one), recorded as safer.limit.set. */
export async function operatorLimit(
  db: Db,
  actor: OperatorActor,
  input: { merchant: string; account: string; kind: SaferLimitKind; period: SaferPeriod; amount: bigint; reason: string },
): Promise<{ previous: number | null }> {
  return db.transaction(async (tx) => {
    const member = await brandMember(tx, input.merchant, input.account);
    const { previous } = await operatorSetLimit(tx, member, input.kind, input.period, input.amount, `operator:${actor.username}`, input.reason);
    await recordOperatorAction(tx, actor, {
      action: 'safer.limit.set',
      merchantCode: input.merchant,
      target: member.memberId,
      details: { kind: input.kind, period: input.period, amount: input.amount.toString(), previous: previous?.toString() ?? null, reason: input.reason },
    });
    return { previous: previous === null ? null : Number(previous) };
  });
}

/** Imposes a time-out or self-exclusion (signs the member out), recorded as safer.exclusion.start. */
export async function operatorExclusion(
  db: Db,
  actor: OperatorActor,
  input: { merchant: string; account: string; kind: SaferExclusionKind; days: number; reason: string },
  now: Date,
  endSessions: EndSessions,
) {
  const endsAt = operatorExclusionEnd(input.kind, input.days, now);
  return db.transaction(async (tx) => {
    const member = await brandMember(tx, input.merchant, input.account);
    const done = await startExclusion(tx, member, { kind: input.kind, endsAt, setBy: `operator:${actor.username}`, reason: input.reason }, now, endSessions);
    await recordOperatorAction(tx, actor, {
      action: 'safer.exclusion.start',
      merchantCode: input.merchant,
      target: member.memberId,
      details: { kind: input.kind, days: input.days, endsAt: endsAt.toISOString(), reason: input.reason },
    });
    return { kind: done.exclusion.kind, endsAt: done.exclusion.endsAt.toISOString(), signedOut: done.signedOut };
  });
}
