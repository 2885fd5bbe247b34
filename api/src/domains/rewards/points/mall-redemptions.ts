import type { Delivery, MallItemKind, MallItemValue, OpsRedemption, Redemption, RedemptionStatus } from '@khela/contracts/rewards';
import type { Page } from '@khela/contracts';
import type { Queryable } from '../../../platform/db/db';
import { page, type PageRequest, pageWindow } from '../../../platform/paging';

/** One row of mall_redemptions (migration 044). */
export interface RedemptionRecord {
  id: string;
  merchantCode: string;
  memberId: string;
  itemId: string;
  requestId: string;
  quantity: number;
  points: bigint;
  itemKind: MallItemKind;
  itemNameEn: string;
  itemNameBn: string;
  itemValue: MallItemValue;
  delivery: Delivery | null;
  grantId: string | null;
  status: RedemptionStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

interface RedemptionRow {
  id: string;
  merchant_code: string;
  member_id: string;
  item_id: string;
  request_id: string;
  quantity: number;
  points: string;
  item_kind: MallItemKind;
  item_name_en: string;
  item_name_bn: string;
  item_value: MallItemValue;
  delivery: Delivery | null;
  grant_id: string | null;
  status: RedemptionStatus;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

const REDEMPTION_FIELDS = [
  'id::text', 'merchant_code', 'member_id::text', 'item_id::text', 'request_id', 'quantity', 'points::text', 'item_kind', 'item_name_en',
  'item_name_bn', 'item_value', 'delivery', 'grant_id::text', 'status', 'reason', 'created_at', 'decided_at', 'decided_by',
];
export const REDEMPTION_COLUMNS = REDEMPTION_FIELDS.join(', ');
/** The same columns of `mall_redemptions r` in a join. */
const REDEMPTION_COLUMNS_OF_R = REDEMPTION_FIELDS.map((field) => `r.${field}`).join(', ');

export function toRedemption(row: RedemptionRow): RedemptionRecord {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    itemId: row.item_id,
    requestId: row.request_id,
    quantity: Number(row.quantity),
    points: BigInt(row.points),
    itemKind: row.item_kind,
    itemNameEn: row.item_name_en,
    itemNameBn: row.item_name_bn,
    itemValue: row.item_value ?? {},
    delivery: row.delivery,
    grantId: row.grant_id,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    decidedBy: row.decided_by,
  };
}

export function redemptionView(record: RedemptionRecord, language: string): Redemption {
  return {
    id: record.id,
    itemId: record.itemId,
    item: language === 'bn' ? record.itemNameBn : record.itemNameEn,
    kind: record.itemKind,
    quantity: record.quantity,
    points: Number(record.points),
    status: record.status,
    reason: record.reason,
    createdAt: record.createdAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
  };
}

export function opsRedemptionView(record: RedemptionRecord & { account: string }): OpsRedemption {
  return { ...redemptionView(record, 'en'), account: record.account, delivery: record.delivery, decidedBy: record.decidedBy };
}

export async function findRedemptionByRequest(db: Queryable, memberId: string, requestId: string): Promise<RedemptionRecord | null> {
  const [row] = await db.query<RedemptionRow>(`SELECT ${REDEMPTION_COLUMNS} FROM mall_redemptions WHERE member_id = $1 AND request_id = $2`, [memberId, requestId]);
  return row ? toRedemption(row) : null;
}

/** Locks one redemption of the brand for its decision. */
export async function lockRedemption(tx: Queryable, merchantCode: string, id: string): Promise<RedemptionRecord | null> {
  const [row] = await tx.query<RedemptionRow>(`SELECT ${REDEMPTION_COLUMNS} FROM mall_redemptions WHERE merchant_code = $1 AND id = $2::bigint FOR UPDATE`, [merchantCode, id]);
  return row ? toRedemption(row) : null;
}

/** The member's redemptions, newest first (redeem history: In Process, Approved, Rejected). */
export async function memberRedemptions(db: Queryable, memberId: string, status: RedemptionStatus | undefined, request: PageRequest): Promise<Page<RedemptionRecord>> {
  const [count] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM mall_redemptions WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)', [memberId, status ?? null]);
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} FROM mall_redemptions WHERE member_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [memberId, status ?? null, limit, offset],
  );
  return page(rows.map(toRedemption), Number(count?.n ?? 0), request);
}

/** The brand's redemptions for operators, with each member's account, newest first. */
export async function brandRedemptions(db: Queryable, merchantCode: string, status: RedemptionStatus | undefined, request: PageRequest): Promise<Page<RedemptionRecord & { account: string }>> {
  const [count] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM mall_redemptions WHERE merchant_code = $1 AND ($2::text IS NULL OR status = $2)', [merchantCode, status ?? null]);
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<RedemptionRow & { account: string }>(
    `SELECT ${REDEMPTION_COLUMNS_OF_R}, m.account
       FROM mall_redemptions r JOIN members m ON m.id = r.member_id
      WHERE r.merchant_code = $1 AND ($2::text IS NULL OR r.status = $2) ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, status ?? null, limit, offset],
  );
  return page(rows.map((row) => ({ ...toRedemption(row), account: row.account })), Number(count?.n ?? 0), request);
}
