import type { VipChange, VipChangeReason } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';

/** A row of vip_changes (append-only): one level change of one member. */
export interface LevelChange {
  id: string;
  merchantCode: string;
  memberId: string;
  fromLevel: number;
  toLevel: number;
  reason: VipChangeReason;
  month: string;
  by: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

interface ChangeRow {
  id: string;
  merchant_code: string;
  member_id: string;
  from_level: number;
  to_level: number;
  reason: VipChangeReason;
  month: string;
  by: string;
  details: Record<string, unknown> | null;
  created_at: Date;
}

const CHANGE_COLUMNS = 'id::text, merchant_code, member_id::text, from_level, to_level, reason, month, by, details, created_at';

function toChange(row: ChangeRow): LevelChange {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    fromLevel: Number(row.from_level),
    toLevel: Number(row.to_level),
    reason: row.reason,
    month: row.month,
    by: row.by,
    details: row.details ?? {},
    createdAt: new Date(row.created_at),
  };
}

/** The brand's month (yyyy-MM) at an instant, in the brand's zone. */
export async function brandMonth(db: Queryable, merchantCode: string, at: Date): Promise<string> {
  const [row] = await db.query<{ month: string }>("SELECT to_char($2::timestamptz AT TIME ZONE time_zone, 'YYYY-MM') AS month FROM merchants WHERE code = $1", [
    merchantCode,
    at,
  ]);
  return row?.month ?? at.toISOString().slice(0, 7);
}

export interface NewLevelChange {
  merchantCode: string;
  memberId: string;
  fromLevel: number;
  toLevel: number;
  reason: VipChangeReason;
  month: string;
  by: string;
  details?: Record<string, unknown>;
}

/**
 * Sets the member's level and records the change, in the caller's transaction (which holds the
 * member's reward_members row). A relegation is once per member and month: a second one answers
 * null and changes nothing.
 */
export async function changeLevel(tx: Queryable, change: NewLevelChange, now: Date): Promise<LevelChange | null> {
  const [row] = await tx.query<ChangeRow>(
    `INSERT INTO vip_changes (merchant_code, member_id, from_level, to_level, reason, month, by, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
     ON CONFLICT (member_id, month) WHERE reason = 'relegation' DO NOTHING
     RETURNING ${CHANGE_COLUMNS}`,
    [change.merchantCode, change.memberId, change.fromLevel, change.toLevel, change.reason, change.month, change.by, JSON.stringify(change.details ?? {}), now],
  );
  if (!row) return null;
  await tx.query('UPDATE reward_members SET vip_level = $2, updated_at = $3 WHERE member_id = $1', [change.memberId, change.toLevel, now]);
  return toChange(row);
}

export interface ChangesFilter {
  memberId?: string;
  limit?: number;
}

/** The brand's changes (or one member's), newest first, with the member's account. */
export async function listChanges(db: Queryable, merchantCode: string, filter: ChangesFilter = {}): Promise<Array<LevelChange & { account: string }>> {
  const rows = await db.query<ChangeRow & { account: string }>(
    `SELECT c.id::text, c.merchant_code, c.member_id::text, c.from_level, c.to_level, c.reason, c.month, c.by, c.details, c.created_at, m.account
       FROM vip_changes c JOIN members m ON m.id = c.member_id
      WHERE c.merchant_code = $1 AND ($2::bigint IS NULL OR c.member_id = $2)
      ORDER BY c.id DESC LIMIT $3`,
    [merchantCode, filter.memberId ?? null, Math.min(Math.max(filter.limit ?? 50, 1), 500)],
  );
  return rows.map((row) => ({ ...toChange(row), account: row.account }));
}

export function changeToWire(change: LevelChange & { account: string }): VipChange {
  const note = change.details.note;
  return {
    id: change.id,
    account: change.account,
    fromLevel: change.fromLevel,
    toLevel: change.toLevel,
    reason: change.reason,
    month: change.month,
    by: change.by,
    note: typeof note === 'string' ? note : null,
    createdAt: change.createdAt.toISOString(),
  };
}
