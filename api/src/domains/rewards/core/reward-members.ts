import type { Queryable } from '../../../platform/db/db';

/** The member's rewards row: every reward path locks it first (docs/adr/0016 §2 "Lock order"). */
export interface RewardMember {
  merchantCode: string;
  memberId: string;
  vipLevel: number;
  vipValidBet: bigint;
  vipDeposit: bigint;
  /** Points not yet whole, in 1/10^6 points. */
  pointsRemainder: bigint;
}

interface RewardMemberRow {
  merchant_code: string;
  member_id: string;
  vip_level: number;
  vip_valid_bet: string;
  vip_deposit: string;
  points_remainder: string;
}

function toRewardMember(row: RewardMemberRow): RewardMember {
  return {
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    vipLevel: Number(row.vip_level),
    vipValidBet: BigInt(row.vip_valid_bet),
    vipDeposit: BigInt(row.vip_deposit),
    pointsRemainder: BigInt(row.points_remainder),
  };
}

const COLUMNS = 'merchant_code, member_id::text, vip_level, vip_valid_bet::text, vip_deposit::text, points_remainder::text';

/**
 * Creates the member's row when missing and locks it for the caller's transaction. Lock order:
 * the members row (when the caller takes it) first, then this row, then ledger accounts by id.
 */
export async function lockRewardMember(tx: Queryable, merchantCode: string, memberId: string): Promise<RewardMember> {
  await tx.query('INSERT INTO reward_members (merchant_code, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [merchantCode, memberId]);
  const [row] = await tx.query<RewardMemberRow>(`SELECT ${COLUMNS} FROM reward_members WHERE member_id = $1 FOR UPDATE`, [memberId]);
  return toRewardMember(row!);
}

/** The member's rewards row without a lock (a member never seen yet reads as level 0, nothing counted). */
export async function readRewardMember(db: Queryable, merchantCode: string, memberId: string): Promise<RewardMember> {
  const [row] = await db.query<RewardMemberRow>(`SELECT ${COLUMNS} FROM reward_members WHERE member_id = $1`, [memberId]);
  return row ? toRewardMember(row) : { merchantCode, memberId, vipLevel: 0, vipValidBet: 0n, vipDeposit: 0n, pointsRemainder: 0n };
}
