import type { RewardCenter } from '../center/reward-center';
import type { Queryable } from '../../../platform/db/db';

/** A reward-center line (the reward center's CenterLine, docs/rewards.md "Reward center and live badges"). */
export interface PromotionCenterLine {
  key: string;
  source: 'campaign';
  title: { en: string; bn: string };
  amountKind: 'cash';
  amount: bigint;
  multipleX100: number;
  /** The promotion's page, where its own Claim button is. */
  link: string;
  createdAt: Date;
  expiresAt: Date | null;
}

interface ClaimRow {
  id: string;
  code: string;
  kind: string;
  title_en: string;
  title_bn: string;
  amount: string;
  multiple: number | null;
  created_at: Date;
  expires_at: Date | null;
}

/**
 * The member's promotion rewards waiting for a Claim, for the reward center's list and badge: one
 * query. A deposit bonus counts only within its claim window and while no bet or withdrawal has
 * followed the deposit (what its Claim checks).
 */
export async function promotionCenterLines(db: Queryable, member: { merchantCode: string; memberId: string }, now: Date): Promise<PromotionCenterLine[]> {
  const rows = await db.query<ClaimRow>(
    `SELECT e.id::text, c.code, c.kind, c.title_en, c.title_bn, e.amount::text, e.created_at,
            coalesce((c.rules -> 'wagering' ->> 'multipleX100')::int, (e.details ->> 'multipleX100')::int) AS multiple,
            CASE WHEN c.kind IN ('first_deposit', 'reload') THEN e.qualified_at + make_interval(hours => (c.rules ->> 'claimWindowHours')::int) ELSE c.ends_at END AS expires_at
       FROM campaign_entries e JOIN campaigns c ON c.id = e.campaign_id
      WHERE e.merchant_code = $1 AND e.member_id = $2 AND e.status = 'CLAIM'
        AND c.enabled AND c.starts_at <= $3 AND (c.ends_at IS NULL OR c.ends_at > $3)
        AND (c.kind NOT IN ('first_deposit', 'reload') OR (
              e.qualified_at + make_interval(hours => (c.rules ->> 'claimWindowHours')::int) > $3
              AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.merchant_code = $1 AND b.member_id = $2 AND b.placed_at >= e.qualified_at)
              AND NOT EXISTS (SELECT 1 FROM withdrawal_orders w WHERE w.member_id = $2 AND w.created_at >= e.qualified_at AND w.status <> 'REJECTED')))
      ORDER BY e.created_at, e.id`,
    [member.merchantCode, member.memberId, now],
  );
  return rows.map((row) => ({
    key: `campaign:${row.code}:${row.id}`,
    source: 'campaign',
    title: { en: row.title_en, bn: row.title_bn },
    amountKind: 'cash',
    amount: BigInt(row.amount),
    multipleX100: Number(row.multiple ?? 0),
    link: `/promotions/${row.code}`,
    createdAt: new Date(row.created_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  }));
}

/** Adds the promotions' Claim lines to the reward center (part 2 of ADR 0016). */
export function contributeToRewardCenter(center: RewardCenter): void {
  center.registerCenterContributor({ name: 'promotions', lines: async (db, member, now) => ({ lines: await promotionCenterLines(db, member, now) }) });
}
