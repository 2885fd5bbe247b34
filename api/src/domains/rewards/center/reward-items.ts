import type { RewardAmountKind, RewardItemStatus } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { readRewardsSection } from '../core/settings';

/** Items expire this many days after they are created unless the brand says otherwise (rewards settings `center.rewardExpiryDays`). */
export const DEFAULT_REWARD_EXPIRY_DAYS = 30;
/** The wagering window of a grant claimed from an item, when its creator names none. */
export const DEFAULT_ITEM_GRANT_DAYS = 7;
/** Claimed and expired items stay in the center's list this long, so the member sees what happened. */
export const CENTER_HISTORY_DAYS = 30;

const SOURCE_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * A reward to put in a member's reward center (docs/rewards.md "Reward center and live badges").
 * The parts that reward later (missions rollover, VIP gifts, leaderboard and raffle prizes,
 * referral, operator gifts) create one; the member claims it.
 */
export interface NewRewardItem {
  merchantCode: string;
  memberId: string;
  /** Who rewards: `operator`, `mission`, `vip`, `leaderboard`, `raffle`, `referral`, … (lower case). */
  source: string;
  /**
   * Unique per member and source: creating the same (source, sourceRef) again answers the first
   * item and creates nothing. Derive it from what earned the reward (`monthly:2026-11`, a mission
   * progress id, a raffle draw and rank), so a job that runs twice creates each item once.
   */
  sourceRef: string;
  titleEn: string;
  titleBn: string;
  /** `cash`: minor units, paid from the brand's bonus pool. `points`: whole points (never expire). */
  amountKind: RewardAmountKind;
  amount: bigint;
  /** Cash only: claimed, the item becomes a grant with this wagering (multiple ×100); none or 0: cash to main. */
  wagering?: { multipleX100: number; categories?: readonly string[]; expiryDays?: number };
  /** Cash only: default, the brand's `rewardExpiryDays` (30) from now. Points items never expire. */
  expiresAt?: Date;
  details?: Record<string, unknown>;
}

export interface RewardItem {
  id: string;
  merchantCode: string;
  memberId: string;
  source: string;
  sourceRef: string;
  titleEn: string;
  titleBn: string;
  amountKind: RewardAmountKind;
  amount: bigint;
  multipleX100: number;
  categories: string[];
  expiryDays: number;
  status: RewardItemStatus;
  createdAt: Date;
  expiresAt: Date | null;
  claimedAt: Date | null;
  claimRequestId: string | null;
  grantId: string | null;
  transferId: string | null;
}

interface RewardItemRow {
  id: string;
  merchant_code: string;
  member_id: string;
  source: string;
  source_ref: string;
  title_en: string;
  title_bn: string;
  amount_kind: RewardAmountKind;
  amount: string;
  multiple_x100: number;
  categories: string[] | null;
  expiry_days: number;
  status: RewardItemStatus;
  created_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
  claim_request_id: string | null;
  grant_id: string | null;
  transfer_id: string | null;
}

export const ITEM_COLUMNS = `id::text, merchant_code, member_id::text, source, source_ref, title_en, title_bn, amount_kind, amount::text,
  multiple_x100, categories, expiry_days, status, created_at, expires_at, claimed_at, claim_request_id, grant_id::text, transfer_id::text`;

const optionalDate = (value: Date | null): Date | null => (value === null ? null : new Date(value));

export function toRewardItem(row: RewardItemRow): RewardItem {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    source: row.source,
    sourceRef: row.source_ref,
    titleEn: row.title_en,
    titleBn: row.title_bn,
    amountKind: row.amount_kind,
    amount: BigInt(row.amount),
    multipleX100: Number(row.multiple_x100),
    categories: row.categories ?? [],
    expiryDays: Number(row.expiry_days),
    status: row.status,
    createdAt: new Date(row.created_at),
    expiresAt: optionalDate(row.expires_at),
    claimedAt: optionalDate(row.claimed_at),
    claimRequestId: row.claim_request_id,
    grantId: row.grant_id,
    transferId: row.transfer_id,
  };
}

/** The brand's item lifetime in days (rewards settings, section `center`: `rewardExpiryDays`, 1–365). */
export async function rewardExpiryDays(db: Queryable, merchantCode: string): Promise<number> {
  const value = (await readRewardsSection(db, merchantCode, 'center')).rewardExpiryDays;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 365 ? value : DEFAULT_REWARD_EXPIRY_DAYS;
}

function checkNewItem(item: NewRewardItem): void {
  // The callers are other parts' code, not members: a wrong item is a bug there, said loudly.
  if (!SOURCE_PATTERN.test(item.source)) throw new RangeError(`rewards: item source ${item.source} is not lower-case letters`);
  if (item.sourceRef.length === 0 || item.sourceRef.length > 200) throw new RangeError('rewards: an item needs a source_ref of 1–200 characters');
  if (item.amount <= 0n) throw new RangeError('rewards: an item gives more than nothing');
  if (!item.titleEn.trim() || !item.titleBn.trim()) throw new RangeError('rewards: an item has a title in both languages');
  const multiple = item.wagering?.multipleX100 ?? 0;
  if (!Number.isInteger(multiple) || multiple < 0) throw new RangeError('rewards: the wagering multiple is a whole number ×100, at least 0');
  if (item.amountKind === 'points' && (multiple > 0 || item.expiresAt)) throw new RangeError('rewards: points items have no wagering and never expire');
}

/**
 * Puts a reward in the member's reward center, in the caller's transaction, once: the same
 * (merchant, member, source, sourceRef) answers the first item with `created: false` (unique row,
 * so concurrent creators make one). Nothing moves until the member claims it.
 *
 * After the caller's transaction commits, call `app.rewardCenter.notifyMember(merchant, member)`
 * for each created item so the member's badges update live.
 */
export async function createRewardItem(tx: Queryable, item: NewRewardItem, now: Date = new Date()): Promise<{ item: RewardItem; created: boolean }> {
  checkNewItem(item);
  const expiresAt =
    item.amountKind === 'points' ? null : (item.expiresAt ?? new Date(now.getTime() + (await rewardExpiryDays(tx, item.merchantCode)) * 86_400_000));
  const [inserted] = await tx.query<RewardItemRow>(
    `INSERT INTO reward_items (merchant_code, member_id, source, source_ref, title_en, title_bn, amount_kind, amount, multiple_x100,
                               categories, expiry_days, created_at, expires_at, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (merchant_code, member_id, source, source_ref) DO NOTHING
     RETURNING ${ITEM_COLUMNS}`,
    [
      item.merchantCode,
      item.memberId,
      item.source,
      item.sourceRef,
      item.titleEn.trim(),
      item.titleBn.trim(),
      item.amountKind,
      item.amount.toString(),
      item.wagering?.multipleX100 ?? 0,
      [...(item.wagering?.categories ?? [])],
      item.wagering?.expiryDays ?? DEFAULT_ITEM_GRANT_DAYS,
      now,
      expiresAt,
      JSON.stringify(item.details ?? {}),
    ],
  );
  if (inserted) return { item: toRewardItem(inserted), created: true };
  const [known] = await tx.query<RewardItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM reward_items WHERE merchant_code = $1 AND member_id = $2 AND source = $3 AND source_ref = $4`,
    [item.merchantCode, item.memberId, item.source, item.sourceRef],
  );
  return { item: toRewardItem(known!), created: false };
}

/** An item claimable now (its expiry not reached, whether or not the hourly job has marked it yet). */
export function isClaimable(item: Pick<RewardItem, 'status' | 'expiresAt'>, now: Date): boolean {
  return item.status === 'claimable' && (item.expiresAt === null || item.expiresAt > now);
}

/** The member's items for the center: claimable ones, then those claimed or expired in the last 30 days. */
export async function memberRewardItems(db: Queryable, merchantCode: string, memberId: string, now: Date): Promise<RewardItem[]> {
  const rows = await db.query<RewardItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM reward_items
      WHERE merchant_code = $1 AND member_id = $2
        AND (status = 'claimable' OR coalesce(claimed_at, expires_at, created_at) >= $3::timestamptz - make_interval(days => $4))
      ORDER BY (status = 'claimable' AND (expires_at IS NULL OR expires_at > $3)) DESC, created_at DESC, id DESC
      LIMIT 100`,
    [merchantCode, memberId, now, CENTER_HISTORY_DAYS],
  );
  return rows.map(toRewardItem);
}

/** How many items the member can claim now (part of the rewardCenter badge). */
export async function claimableItemCount(db: Queryable, merchantCode: string, memberId: string, now: Date): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM reward_items
      WHERE merchant_code = $1 AND member_id = $2 AND status = 'claimable' AND (expires_at IS NULL OR expires_at > $3)`,
    [merchantCode, memberId, now],
  );
  return Number(row?.count ?? 0);
}

/**
 * Marks every claimable item past its expiry as expired (job rewards.center-expiry). Nothing
 * moves: an unclaimed item holds no money. Answers whose badges changed.
 */
export async function expireRewardItems(db: Queryable, now: Date): Promise<Array<{ merchantCode: string; memberId: string }>> {
  const rows = await db.query<{ merchant_code: string; member_id: string }>(
    `UPDATE reward_items SET status = 'expired'
      WHERE status = 'claimable' AND expires_at IS NOT NULL AND expires_at <= $1
      RETURNING merchant_code, member_id::text`,
    [now],
  );
  const members = new Map(rows.map((row) => [`${row.merchant_code}\u0000${row.member_id}`, { merchantCode: row.merchant_code, memberId: row.member_id }]));
  return [...members.values()];
}
