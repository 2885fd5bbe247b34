import { translate } from '../../../platform/i18n/translate';
import type { Queryable } from '../../../platform/db/db';
import { createRewardItem, type RewardItem } from '../center/reward-items';
import { brandMonth, changeLevel, type LevelChange } from './vip-changes';
import { readLadder, readVipSettings, type Rung } from './vip-levels';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!);

/** A member's counters as the upgrade reads them (their reward_members row, locked by the caller). */
export interface VipStanding {
  merchantCode: string;
  memberId: string;
  vipLevel: number;
  vipValidBet: bigint;
  vipDeposit: bigint;
}

/** What one rung's thresholds ask of the counters. */
export const reaches = (rung: Rung, validBet: bigint, deposit: bigint): boolean => validBet >= rung.upgradeValidBet && deposit >= rung.upgradeDeposit;

/** The highest level above `current` whose upgrade thresholds the counters reach (null: none). */
export function levelReached(ladder: readonly Rung[], current: number, validBet: bigint, deposit: bigint): Rung | null {
  let reached: Rung | null = null;
  for (const rung of ladder) if (rung.level > current && reaches(rung, validBet, deposit)) reached = rung;
  return reached;
}

/**
 * The level-up gift of a rung, as a reward item (source `vip`, source_ref `levelup:{level}`): once
 * per level per member, ever — a member relegated and promoted again finds the first item and
 * gets nothing new. Null when the rung gives no gift.
 */
export async function giveLevelUpGift(tx: Queryable, member: { merchantCode: string; memberId: string }, rung: Rung, now: Date): Promise<{ item: RewardItem; created: boolean } | null> {
  if (rung.levelUpGift <= 0n) return null;
  return createRewardItem(
    tx,
    {
      merchantCode: member.merchantCode,
      memberId: member.memberId,
      source: 'vip',
      sourceRef: `levelup:${rung.level}`,
      titleEn: translate('en', 'vip.gift.levelUp', { level: rung.nameEn }),
      titleBn: translate('bn', 'vip.gift.levelUp', { level: rung.nameBn }),
      amountKind: 'cash',
      amount: rung.levelUpGift,
      wagering: rung.giftMultipleX100 > 0 ? { multipleX100: rung.giftMultipleX100 } : undefined,
      details: { level: rung.level },
    },
    now,
  );
}

/** The monthly gift of a rung for a brand month (source_ref `monthly:{yyyy-MM}`), once per member and month. */
export async function giveMonthlyGift(tx: Queryable, member: { merchantCode: string; memberId: string }, rung: Rung, month: string, now: Date): Promise<{ item: RewardItem; created: boolean } | null> {
  if (rung.monthlyGift <= 0n) return null;
  return createRewardItem(
    tx,
    {
      merchantCode: member.merchantCode,
      memberId: member.memberId,
      source: 'vip',
      sourceRef: `monthly:${month}`,
      titleEn: translate('en', 'vip.gift.monthly', { level: rung.nameEn, month }),
      titleBn: translate('bn', 'vip.gift.monthly', { level: rung.nameBn, month: bengaliDigits(month) }),
      amountKind: 'cash',
      amount: rung.monthlyGift,
      wagering: rung.giftMultipleX100 > 0 ? { multipleX100: rung.giftMultipleX100 } : undefined,
      details: { level: rung.level, month },
    },
    now,
  );
}

/**
 * Promotes the member to the highest level their counters reach, in the caller's transaction (the
 * one that moved the counters, holding the member's reward_members row). A jump of several levels
 * gives each level's gift. Nothing when VIP is off for the brand or no level is reached.
 */
export async function upgradeIfReached(tx: Queryable, standing: VipStanding, now: Date): Promise<LevelChange | null> {
  const settings = await readVipSettings(tx, standing.merchantCode);
  if (!settings.enabled) return null;
  const ladder = await readLadder(tx, standing.merchantCode);
  const target = levelReached(ladder, standing.vipLevel, standing.vipValidBet, standing.vipDeposit);
  if (!target) return null;
  const gifts: string[] = [];
  for (const rung of ladder) {
    if (rung.level <= standing.vipLevel || rung.level > target.level) continue;
    const gift = await giveLevelUpGift(tx, standing, rung, now);
    if (gift?.created) gifts.push(gift.item.id);
  }
  return changeLevel(
    tx,
    {
      merchantCode: standing.merchantCode,
      memberId: standing.memberId,
      fromLevel: standing.vipLevel,
      toLevel: target.level,
      reason: 'upgrade',
      month: await brandMonth(tx, standing.merchantCode, now),
      by: 'system',
      details: { validBet: standing.vipValidBet.toString(), deposit: standing.vipDeposit.toString(), giftItems: gifts },
    },
    now,
  );
}

/** Counted amounts at an instant: a settled bet's valid stake or an approved deposit. */
export interface CountedAmount {
  at: Date;
  validBet: bigint;
  deposit: bigint;
}

/**
 * Adds to the member's upgrade counters (reward_members) and to the months they fall in
 * (vip_months, in the brand's zone), then promotes when a level is reached, all in the caller's
 * transaction. The caller holds the member's reward_members row.
 */
export async function countAndUpgrade(tx: Queryable, member: { merchantCode: string; memberId: string }, amounts: readonly CountedAmount[], now: Date): Promise<LevelChange | null> {
  const counted = amounts.filter((amount) => amount.validBet > 0n || amount.deposit > 0n);
  if (counted.length === 0) return null;
  const validBet = counted.reduce((sum, amount) => sum + amount.validBet, 0n);
  const deposit = counted.reduce((sum, amount) => sum + amount.deposit, 0n);
  await tx.query(
    `INSERT INTO vip_months (merchant_code, member_id, month, valid_bet, deposit)
     SELECT $1, $2, date_trunc('month', t.at AT TIME ZONE m.time_zone)::date, sum(t.valid_bet), sum(t.deposit)
       FROM unnest($3::timestamptz[], $4::bigint[], $5::bigint[]) AS t(at, valid_bet, deposit)
       JOIN merchants m ON m.code = $1
      GROUP BY 3
     ON CONFLICT (member_id, month) DO UPDATE SET valid_bet = vip_months.valid_bet + EXCLUDED.valid_bet, deposit = vip_months.deposit + EXCLUDED.deposit`,
    [member.merchantCode, member.memberId, counted.map((amount) => amount.at), counted.map((amount) => amount.validBet.toString()), counted.map((amount) => amount.deposit.toString())],
  );
  const [row] = await tx.query<{ vip_level: number; vip_valid_bet: string; vip_deposit: string }>(
    `UPDATE reward_members SET vip_valid_bet = vip_valid_bet + $2, vip_deposit = vip_deposit + $3, updated_at = $4
      WHERE member_id = $1 RETURNING vip_level, vip_valid_bet::text, vip_deposit::text`,
    [member.memberId, validBet.toString(), deposit.toString(), now],
  );
  return upgradeIfReached(tx, { ...member, vipLevel: Number(row!.vip_level), vipValidBet: BigInt(row!.vip_valid_bet), vipDeposit: BigInt(row!.vip_deposit) }, now);
}
