import type { MallItem, MallItemKind, MallItemValue, OpsMallItem, OpsMallItemBody } from '@khela/contracts/rewards';
import { json, type Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';

/** One row of mall_items (migration 044). */
export interface MallItemRecord {
  id: string;
  merchantCode: string;
  kind: MallItemKind;
  nameEn: string;
  nameBn: string;
  descriptionEn: string;
  descriptionBn: string;
  image: string | null;
  pointsCost: bigint;
  stock: number | null;
  memberDailyCap: number | null;
  dailyCap: number | null;
  value: MallItemValue;
  enabled: boolean;
  sort: number;
}

export interface MallItemRow {
  id: string;
  merchant_code: string;
  kind: MallItemKind;
  name_en: string;
  name_bn: string;
  description_en: string;
  description_bn: string;
  image: string | null;
  points_cost: string;
  stock: number | null;
  member_daily_cap: number | null;
  daily_cap: number | null;
  value: MallItemValue;
  enabled: boolean;
  sort: number;
}

export const MALL_ITEM_COLUMNS = `id::text, merchant_code, kind, name_en, name_bn, description_en, description_bn, image, points_cost::text, stock,
  member_daily_cap, daily_cap, value, enabled, sort`;

export function toMallItem(row: MallItemRow): MallItemRecord {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    kind: row.kind,
    nameEn: row.name_en,
    nameBn: row.name_bn,
    descriptionEn: row.description_en,
    descriptionBn: row.description_bn,
    image: row.image,
    pointsCost: BigInt(row.points_cost),
    stock: row.stock === null ? null : Number(row.stock),
    memberDailyCap: row.member_daily_cap === null ? null : Number(row.member_daily_cap),
    dailyCap: row.daily_cap === null ? null : Number(row.daily_cap),
    value: row.value ?? {},
    enabled: row.enabled,
    sort: Number(row.sort),
  };
}

export async function listMallItems(db: Queryable, merchantCode: string, { enabledOnly }: { enabledOnly: boolean }): Promise<MallItemRecord[]> {
  const rows = await db.query<MallItemRow>(
    `SELECT ${MALL_ITEM_COLUMNS} FROM mall_items WHERE merchant_code = $1 AND ($2::boolean IS FALSE OR enabled) ORDER BY sort, id`,
    [merchantCode, enabledOnly],
  );
  return rows.map(toMallItem);
}

export async function findMallItem(db: Queryable, merchantCode: string, id: string): Promise<MallItemRecord | null> {
  const [row] = await db.query<MallItemRow>(`SELECT ${MALL_ITEM_COLUMNS} FROM mall_items WHERE merchant_code = $1 AND id = $2::bigint`, [merchantCode, id]);
  return row ? toMallItem(row) : null;
}

/** Goods ask for a delivery address unless the item says they do not (an e-voucher sent by SMS). */
export function needsAddress(item: Pick<MallItemRecord, 'kind' | 'value'>): boolean {
  return item.kind === 'goods' && item.value.needsAddress !== false;
}

/** Items redeemed today, all members and the member's own (REJECTED ones gave their place back). */
export async function redeemedToday(db: Queryable, itemIds: readonly string[], day: string, memberId: string | null): Promise<Map<string, { all: number; mine: number }>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.query<{ item_id: string; all_q: string; mine_q: string }>(
    `SELECT item_id::text, sum(quantity)::text AS all_q, COALESCE(sum(quantity) FILTER (WHERE member_id = $3::bigint), 0)::text AS mine_q
       FROM mall_redemptions WHERE item_id = ANY($1::bigint[]) AND brand_day = $2::date AND status <> 'REJECTED'
      GROUP BY item_id`,
    [itemIds, day, memberId],
  );
  return new Map(rows.map((row) => [row.item_id, { all: Number(row.all_q), mine: Number(row.mine_q) }]));
}

/** An item as the mall shows it, in the reader's language, with what today's caps leave. */
export function mallItemView(item: MallItemRecord, language: string, today: { all: number; mine: number } | undefined, member: boolean): MallItem {
  const bn = language === 'bn';
  return {
    id: item.id,
    kind: item.kind,
    name: bn ? item.nameBn : item.nameEn,
    description: bn ? item.descriptionBn : item.descriptionEn,
    image: item.image,
    pointsCost: Number(item.pointsCost),
    stock: item.stock,
    memberDailyCap: item.memberDailyCap,
    dailyCap: item.dailyCap,
    leftToday: item.dailyCap === null ? null : Math.max(0, item.dailyCap - (today?.all ?? 0)),
    myLeftToday: item.memberDailyCap === null || !member ? null : Math.max(0, item.memberDailyCap - (today?.mine ?? 0)),
    needsAddress: needsAddress(item),
    value: item.value,
  };
}

export function opsMallItemView(item: MallItemRecord): OpsMallItem {
  const { merchantCode: _merchant, pointsCost, ...rest } = item;
  return { ...rest, pointsCost: Number(pointsCost) };
}

/** What is wrong with an item's value for its kind, or null (operators get the reason in words). */
export function mallValueProblem(kind: MallItemKind, value: MallItemValue): string | null {
  switch (kind) {
    case 'bonus_cash':
      if (!value.amount || value.amount <= 0) return 'bonus cash needs a positive amount (paisa)';
      if (value.multipleX100 !== undefined && value.multipleX100 < 0) return 'the wagering multiple is at least 0';
      return null;
    case 'free_rounds':
      if (!value.gameCode) return 'free rounds need a gameCode';
      if (!value.rounds || value.rounds < 1) return 'free rounds need at least one round';
      if (!value.stake || value.stake <= 0) return 'free rounds need a positive stake (paisa)';
      if (value.vendor !== undefined && value.vendor !== 'HOUSE') return 'free rounds are played on the house (vendor HOUSE)';
      return null;
    case 'goods':
      return null;
  }
}

/** Creates (no id) or changes an item; its stock is set as given (the operator counts the shelf). */
export async function saveMallItem(tx: Queryable, id: string | null, body: OpsMallItemBody): Promise<MallItemRecord> {
  const problem = mallValueProblem(body.kind, body.value);
  if (problem) throw new ApiError(400, 'mall.item.bad', { problem });
  const value: MallItemValue = body.kind === 'free_rounds' ? { ...body.value, vendor: 'HOUSE' } : body.value;
  const params = [
    body.merchant,
    body.kind,
    body.nameEn,
    body.nameBn,
    body.descriptionEn ?? '',
    body.descriptionBn ?? '',
    body.image ?? null,
    body.pointsCost,
    body.stock ?? null,
    body.memberDailyCap ?? null,
    body.dailyCap ?? null,
    json(value),
    body.enabled ?? true,
    body.sort ?? 0,
  ];
  if (id === null) {
    const [row] = await tx.query<MallItemRow>(
      `INSERT INTO mall_items (merchant_code, kind, name_en, name_bn, description_en, description_bn, image, points_cost, stock, member_daily_cap,
                               daily_cap, value, enabled, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14) RETURNING ${MALL_ITEM_COLUMNS}`,
      params,
    );
    return toMallItem(row!);
  }
  const [row] = await tx.query<MallItemRow>(
    `UPDATE mall_items SET kind = $2, name_en = $3, name_bn = $4, description_en = $5, description_bn = $6, image = $7, points_cost = $8, stock = $9,
            member_daily_cap = $10, daily_cap = $11, value = $12::jsonb, enabled = $13, sort = $14, updated_at = now()
      WHERE merchant_code = $1 AND id = $15::bigint RETURNING ${MALL_ITEM_COLUMNS}`,
    [...params, id],
  );
  if (!row) throw new ApiError(404, 'mall.item.unknown', { item: id });
  return toMallItem(row);
}
