import type { Queryable } from '../../../platform/db/db';

/** An entry's stored status (migration 042); the card's status is derived from it (card-status.ts). */
export type EntryStatus = 'JOINED' | 'PROCESS' | 'CLAIM' | 'APPLYING' | 'REJECTED' | 'CLAIMED' | 'ISSUED';

/** One member's part in one campaign for one period. */
export interface Entry {
  id: string;
  merchantCode: string;
  campaignId: string;
  memberId: string;
  periodKey: string;
  status: EntryStatus;
  amount: bigint;
  depositAmount: bigint | null;
  depositOrderNo: string | null;
  qualifiedAt: Date | null;
  requestId: string | null;
  grantId: string | null;
  transferId: string | null;
  reason: string | null;
  decidedBy: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

interface EntryRow {
  id: string;
  merchant_code: string;
  campaign_id: string;
  member_id: string;
  period_key: string;
  status: EntryStatus;
  amount: string;
  deposit_amount: string | null;
  deposit_order_no: string | null;
  qualified_at: Date | null;
  request_id: string | null;
  grant_id: string | null;
  transfer_id: string | null;
  reason: string | null;
  decided_by: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export const ENTRY_COLUMNS = `id::text, merchant_code, campaign_id::text, member_id::text, period_key, status, amount::text, deposit_amount::text,
  deposit_order_no, qualified_at, request_id, grant_id::text, transfer_id::text, reason, decided_by, details, created_at, updated_at`;

export function toEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    campaignId: row.campaign_id,
    memberId: row.member_id,
    periodKey: row.period_key,
    status: row.status,
    amount: BigInt(row.amount),
    depositAmount: row.deposit_amount === null ? null : BigInt(row.deposit_amount),
    depositOrderNo: row.deposit_order_no,
    qualifiedAt: row.qualified_at === null ? null : new Date(row.qualified_at),
    requestId: row.request_id,
    grantId: row.grant_id,
    transferId: row.transfer_id,
    reason: row.reason,
    decidedBy: row.decided_by,
    details: row.details ?? {},
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The member's entries in a campaign, newest first. */
export async function memberEntries(db: Queryable, campaignId: string, memberId: string, options: { forUpdate?: boolean } = {}): Promise<Entry[]> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM campaign_entries WHERE campaign_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [campaignId, memberId],
  );
  return rows.map(toEntry);
}

/** Every entry of a member in the brand, keyed by campaign (newest first): one query for the page. */
export async function entriesByCampaign(db: Queryable, merchantCode: string, memberId: string): Promise<Map<string, Entry[]>> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM campaign_entries WHERE merchant_code = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC`,
    [merchantCode, memberId],
  );
  const byCampaign = new Map<string, Entry[]>();
  for (const entry of rows.map(toEntry)) byCampaign.set(entry.campaignId, [...(byCampaign.get(entry.campaignId) ?? []), entry]);
  return byCampaign;
}

export async function findEntry(db: Queryable, merchantCode: string, id: string, options: { forUpdate?: boolean } = {}): Promise<Entry | null> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM campaign_entries WHERE merchant_code = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [merchantCode, id],
  );
  return row ? toEntry(row) : null;
}

export interface NewEntry {
  merchantCode: string;
  campaignId: string;
  memberId: string;
  periodKey: string;
  status: EntryStatus;
  amount?: bigint;
  depositAmount?: bigint | null;
  depositOrderNo?: string | null;
  qualifiedAt?: Date | null;
  details?: Record<string, unknown>;
}

/** Writes an entry unless one exists for its period (a repeated job or listener writes nothing): null then. */
export async function insertEntry(tx: Queryable, entry: NewEntry): Promise<Entry | null> {
  const [row] = await tx.query<EntryRow>(
    `INSERT INTO campaign_entries (merchant_code, campaign_id, member_id, period_key, status, amount, deposit_amount, deposit_order_no, qualified_at, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     ON CONFLICT (campaign_id, member_id, period_key) DO NOTHING
     RETURNING ${ENTRY_COLUMNS}`,
    [
      entry.merchantCode,
      entry.campaignId,
      entry.memberId,
      entry.periodKey,
      entry.status,
      (entry.amount ?? 0n).toString(),
      entry.depositAmount?.toString() ?? null,
      entry.depositOrderNo ?? null,
      entry.qualifiedAt ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
  return row ? toEntry(row) : null;
}

export interface EntryChange {
  status: EntryStatus;
  amount?: bigint;
  depositAmount?: bigint | null;
  depositOrderNo?: string | null;
  qualifiedAt?: Date | null;
  requestId?: string | null;
  grantId?: string | null;
  transferId?: string | null;
  reason?: string | null;
  decidedBy?: string | null;
}

/** Changes an entry the caller holds locked; fields not named keep their value. */
export async function updateEntry(tx: Queryable, id: string, change: EntryChange): Promise<Entry> {
  const has = (field: keyof EntryChange) => field in change;
  const [row] = await tx.query<EntryRow>(
    `UPDATE campaign_entries SET status = $2,
        amount = CASE WHEN $3 THEN $4::bigint ELSE amount END,
        deposit_amount = CASE WHEN $5 THEN $6::bigint ELSE deposit_amount END,
        deposit_order_no = CASE WHEN $7 THEN $8 ELSE deposit_order_no END,
        qualified_at = CASE WHEN $9 THEN $10::timestamptz ELSE qualified_at END,
        request_id = CASE WHEN $11 THEN $12 ELSE request_id END,
        grant_id = CASE WHEN $13 THEN $14::bigint ELSE grant_id END,
        transfer_id = CASE WHEN $15 THEN $16::bigint ELSE transfer_id END,
        reason = CASE WHEN $17 THEN $18 ELSE reason END,
        decided_by = CASE WHEN $19 THEN $20 ELSE decided_by END,
        updated_at = now()
      WHERE id = $1 RETURNING ${ENTRY_COLUMNS}`,
    [
      id,
      change.status,
      has('amount'),
      change.amount?.toString() ?? null,
      has('depositAmount'),
      change.depositAmount?.toString() ?? null,
      has('depositOrderNo'),
      change.depositOrderNo ?? null,
      has('qualifiedAt'),
      change.qualifiedAt ?? null,
      has('requestId'),
      change.requestId ?? null,
      has('grantId'),
      change.grantId ?? null,
      has('transferId'),
      change.transferId ?? null,
      has('reason'),
      change.reason ?? null,
      has('decidedBy'),
      change.decidedBy ?? null,
    ],
  );
  return toEntry(row!);
}
