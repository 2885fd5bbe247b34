import type { SaferLimit, SaferLimitKind, SaferLimitsBody, SaferPeriod } from '@khela/contracts/safer-gambling';
import { json, type Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { ALL_LIMITS, parseFreeAmount, RAISE_CONFIRM_WINDOW_HOURS, RAISE_COOLING_OFF_HOURS } from './safer-rules';
import { formatWhen } from './safer-format';

export interface MemberRef {
  merchantCode: string;
  memberId: string;
}

interface LimitRow {
  kind: SaferLimitKind;
  period: SaferPeriod;
  amount: string | null;
  pending_amount: string | null;
  pending_from: Date | null;
  pending_until: Date | null;
}

export async function readLimits(db: Queryable, memberId: string): Promise<LimitRow[]> {
  return db.query<LimitRow>(
    'SELECT kind, period, amount::text, pending_amount::text, pending_from, pending_until FROM safer_limits WHERE member_id = $1',
    [memberId],
  );
}

/** Records what was asked or done (the member's own record; operators' acts also go to operator_actions). */
export async function recordSaferEvent(db: Queryable, member: MemberRef, action: string, actor: string, details: Record<string, unknown>): Promise<void> {
  await db.query('INSERT INTO safer_events (member_id, merchant_code, action, actor, details) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    member.memberId,
    member.merchantCode,
    action,
    actor,
    json(details),
  ]);
}

/** Keeps the bet path's flag right: the loss and wager usage is only counted for members with such a limit. */
export async function refreshMemberFlags(db: Queryable, member: MemberRef): Promise<void> {
  await db.query(
    `INSERT INTO safer_members (member_id, merchant_code, has_bet_limits)
     VALUES ($1, $2, EXISTS (SELECT 1 FROM safer_limits WHERE member_id = $1 AND kind IN ('loss', 'wager') AND amount IS NOT NULL))
     ON CONFLICT (member_id) DO UPDATE SET has_bet_limits = EXCLUDED.has_bet_limits`,
    [member.memberId, member.merchantCode],
  );
}

async function writeLimit(db: Queryable, member: MemberRef, kind: SaferLimitKind, period: SaferPeriod, amount: bigint | null): Promise<void> {
  await db.query(
    `INSERT INTO safer_limits (member_id, merchant_code, kind, period, amount) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount, pending_amount = NULL, pending_from = NULL, pending_until = NULL, updated_at = now()`,
    [member.memberId, member.merchantCode, kind, period, amount?.toString() ?? null],
  );
}

export type LimitChange = { kind: SaferLimitKind; period: SaferPeriod; outcome: 'applied' | 'pending' | 'unchanged'; confirmFrom?: Date };

/**
 * The member's own limits (RTS 12D): a first limit or a decrease applies at once; an increase or a
 * removal is parked and applies only when the member confirms it 24 hours later (within a week).
 * Every amount is checked before anything is written.
 */
export async function setMemberLimits(db: Queryable, member: MemberRef, body: SaferLimitsBody, now: Date): Promise<LimitChange[]> {
  const wanted = body.limits.map((line) => {
    const amount = parseFreeAmount(line.amount);
    if (amount === undefined) throw new ApiError(400, 'safer.amount.invalid', {}, { kind: line.kind, period: line.period });
    return { kind: line.kind, period: line.period, amount };
  });
  const current = new Map((await readLimits(db, member.memberId)).map((row) => [`${row.kind}:${row.period}`, row]));
  const changes: LimitChange[] = [];
  for (const line of wanted) {
    const row = current.get(`${line.kind}:${line.period}`);
    const now_ = row?.amount ? BigInt(row.amount) : null;
    const base = { kind: line.kind, period: line.period };
    if (now_ === line.amount) {
      // Asking for what is in force withdraws a parked change.
      if (row?.pending_amount != null) await writeLimit(db, member, line.kind, line.period, now_);
      changes.push({ ...base, outcome: 'unchanged' });
    } else if (line.amount !== null && (now_ === null || line.amount < now_)) {
      await writeLimit(db, member, line.kind, line.period, line.amount);
      await recordSaferEvent(db, member, 'limit.applied', 'member', { ...base, amount: line.amount.toString(), previous: now_?.toString() ?? null });
      changes.push({ ...base, outcome: 'applied' });
    } else {
      const from = new Date(now.getTime() + RAISE_COOLING_OFF_HOURS * 3600_000);
      const until = new Date(from.getTime() + RAISE_CONFIRM_WINDOW_HOURS * 3600_000);
      await db.query(
        `UPDATE safer_limits SET pending_amount = $4, pending_from = $5, pending_until = $6, updated_at = now()
          WHERE member_id = $1 AND kind = $2 AND period = $3`,
        [member.memberId, line.kind, line.period, (line.amount ?? 0n).toString(), from, until],
      );
      await recordSaferEvent(db, member, 'limit.increase.requested', 'member', { ...base, amount: line.amount?.toString() ?? null, previous: now_?.toString() ?? null });
      changes.push({ ...base, outcome: 'pending', confirmFrom: from });
    }
  }
  await db.query(
    `INSERT INTO safer_members (member_id, merchant_code, prompt_answered_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET prompt_answered_at = coalesce(safer_members.prompt_answered_at, EXCLUDED.prompt_answered_at)`,
    [member.memberId, member.merchantCode, now],
  );
  await refreshMemberFlags(db, member);
  return changes;
}

/** The member's positive confirmation of a parked increase (after the cooling-off), or its withdrawal. */
export async function confirmIncrease(db: Queryable, member: MemberRef, kind: SaferLimitKind, period: SaferPeriod, accept: boolean, now: Date, timeZone: string): Promise<void> {
  const [row] = await db.query<LimitRow>(
    `SELECT kind, period, amount::text, pending_amount::text, pending_from, pending_until FROM safer_limits
      WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [member.memberId, kind, period],
  );
  if (!row || row.pending_amount === null) throw new ApiError(409, 'safer.limit.confirm.none');
  const current = row.amount ? BigInt(row.amount) : null;
  if (!accept) {
    await writeLimit(db, member, kind, period, current);
    await recordSaferEvent(db, member, 'limit.increase.withdrawn', 'member', { kind, period });
    return;
  }
  if (now < new Date(row.pending_from!)) throw new ApiError(409, 'safer.limit.confirm.early', { from: formatWhen(new Date(row.pending_from!), timeZone) }, { from: new Date(row.pending_from!).toISOString() });
  if (now >= new Date(row.pending_until!)) {
    await writeLimit(db, member, kind, period, current);
    throw new ApiError(409, 'safer.limit.confirm.lapsed');
  }
  const next = BigInt(row.pending_amount) === 0n ? null : BigInt(row.pending_amount);
  await writeLimit(db, member, kind, period, next);
  await recordSaferEvent(db, member, 'limit.increase.confirmed', 'member', { kind, period, amount: next?.toString() ?? null, previous: current?.toString() ?? null });
  await refreshMemberFlags(db, member);
}

/**
 * An operator's limit (ADR "operators may set or lower, never raise or remove"): a first limit or a
 * lower one applies at once and drops any increase the member had parked.
 */
export async function operatorSetLimit(db: Queryable, member: MemberRef, kind: SaferLimitKind, period: SaferPeriod, amount: bigint, operator: string, reason: string): Promise<{ previous: bigint | null }> {
  const [row] = await db.query<{ amount: string | null }>('SELECT amount::text FROM safer_limits WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE', [member.memberId, kind, period]);
  const previous = row?.amount ? BigInt(row.amount) : null;
  if (previous !== null && amount > previous) throw new ApiError(409, 'safer.ops.raise.forbidden', {}, { limit: Number(previous) });
  await writeLimit(db, member, kind, period, amount);
  await recordSaferEvent(db, member, 'limit.applied', operator, { kind, period, amount: amount.toString(), previous: previous?.toString() ?? null, reason });
  await refreshMemberFlags(db, member);
  return { previous };
}

/** Usage in each rolling window of every kind, for the page (one query). */
async function usage(db: Queryable, member: MemberRef, now: Date): Promise<Map<string, bigint>> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT
       (SELECT coalesce(sum(amount), 0) FROM deposit_orders WHERE member_id = $1 AND status <> 'REJECTED' AND created_at > $3::timestamptz - interval '1 day')::text AS deposit_day,
       (SELECT coalesce(sum(amount), 0) FROM deposit_orders WHERE member_id = $1 AND status <> 'REJECTED' AND created_at > $3::timestamptz - interval '7 days')::text AS deposit_week,
       (SELECT coalesce(sum(amount), 0) FROM deposit_orders WHERE member_id = $1 AND status <> 'REJECTED' AND created_at > $3::timestamptz - interval '1 month')::text AS deposit_month,
       b.*
     FROM (SELECT
             coalesce(sum(stake) FILTER (WHERE placed_at > $3::timestamptz - interval '1 day'), 0)::text AS wager_day,
             coalesce(sum(stake) FILTER (WHERE placed_at > $3::timestamptz - interval '7 days'), 0)::text AS wager_week,
             coalesce(sum(stake), 0)::text AS wager_month,
             coalesce(sum(stake - coalesce(payout, 0)) FILTER (WHERE placed_at > $3::timestamptz - interval '1 day'), 0)::text AS loss_day,
             coalesce(sum(stake - coalesce(payout, 0)) FILTER (WHERE placed_at > $3::timestamptz - interval '7 days'), 0)::text AS loss_week,
             coalesce(sum(stake - coalesce(payout, 0)), 0)::text AS loss_month
           FROM bets WHERE merchant_code = $2 AND member_id = $1 AND status <> 'rolled_back' AND placed_at > $3::timestamptz - interval '1 month') b`,
    [member.memberId, member.merchantCode, now],
  );
  return new Map(Object.entries(row ?? {}).map(([key, value]) => [key, BigInt(value)]));
}

/** Every kind × period, with the limit in force, what is used and any parked increase. */
export async function limitsView(db: Queryable, member: MemberRef, now: Date): Promise<SaferLimit[]> {
  const [rows, used] = [await readLimits(db, member.memberId), await usage(db, member, now)];
  const byKey = new Map(rows.map((row) => [`${row.kind}:${row.period}`, row]));
  return ALL_LIMITS.map(({ kind, period }) => {
    const row = byKey.get(`${kind}:${period}`);
    return {
      kind,
      period,
      amount: row?.amount ? Number(row.amount) : null,
      used: Number(used.get(`${kind}_${period}`) ?? 0n),
      pendingAmount: row?.pending_amount != null ? Number(row.pending_amount) : null,
      pendingFrom: row?.pending_from ? new Date(row.pending_from).toISOString() : null,
      pendingUntil: row?.pending_until ? new Date(row.pending_until).toISOString() : null,
    };
  });
}

/** RTS 12A: prompted until the member sets a deposit limit or dismisses the prompt. */
export async function promptDue(db: Queryable, memberId: string): Promise<boolean> {
  const [row] = await db.query<{ answered: boolean }>(
    `SELECT (EXISTS (SELECT 1 FROM safer_members WHERE member_id = $1 AND prompt_answered_at IS NOT NULL)
          OR EXISTS (SELECT 1 FROM safer_limits WHERE member_id = $1 AND kind = 'deposit' AND amount IS NOT NULL)) AS answered`,
    [memberId],
  );
  return !row?.answered;
}

export async function dismissPrompt(db: Queryable, member: MemberRef, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO safer_members (member_id, merchant_code, prompt_answered_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET prompt_answered_at = coalesce(safer_members.prompt_answered_at, EXCLUDED.prompt_answered_at)`,
    [member.memberId, member.merchantCode, now],
  );
  await recordSaferEvent(db, member, 'prompt.dismissed', 'member', {});
}
