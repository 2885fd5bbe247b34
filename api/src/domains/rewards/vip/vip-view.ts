import type { RewardsSummary, VipPage } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import type { Language } from '../../../platform/i18n/language';
import type { SummaryContributor } from '../center/reward-center';
import type { RewardMember } from '../core/reward-members';
import { brandMonth } from './vip-changes';
import { hasVip, readLadder, readVipSettings, rungOf } from './vip-levels';

/** The summary's `vip` field (SPEC §3 hasVip, vipLabelName, vipRankLevel): the level's label while VIP is on. */
export const vipSummaryContributor: SummaryContributor = {
  name: 'vip',
  async contribute(db, member): Promise<Partial<RewardsSummary>> {
    const [ladder, settings, [row]] = await Promise.all([
      readLadder(db, member.merchantCode),
      readVipSettings(db, member.merchantCode),
      db.query<{ vip_level: number }>('SELECT vip_level FROM reward_members WHERE member_id = $1', [member.memberId]),
    ]);
    const level = Number(row?.vip_level ?? 0);
    const on = hasVip(ladder, settings);
    return { vip: { hasVip: on, level, label: on ? (rungOf(ladder, level)?.label ?? null) : null } };
  },
};

/**
 * GET /wps/rewards/vip for a member whose feed was just drained (`member` is their row after it):
 * the ladder in the reader's language, the level, the upgrade counters against the next level's
 * thresholds, and this month's counters against the level's keep thresholds.
 */
export async function vipPage(db: Queryable, member: RewardMember, language: Language, now: Date): Promise<VipPage> {
  const [ladder, settings, month] = await Promise.all([readLadder(db, member.merchantCode), readVipSettings(db, member.merchantCode), brandMonth(db, member.merchantCode, now)]);
  const [thisMonth] = await db.query<{ valid_bet: string; deposit: string }>(
    "SELECT valid_bet::text, deposit::text FROM vip_months WHERE member_id = $1 AND month = to_date($2, 'YYYY-MM')",
    [member.memberId, month],
  );
  const on = hasVip(ladder, settings);
  const rung = rungOf(ladder, member.vipLevel);
  const next = ladder.find((candidate) => candidate.level > member.vipLevel) ?? null;
  const keeps = member.vipLevel > 0 && rung !== null;
  return {
    hasVip: on,
    levels: ladder.map((each) => ({
      level: each.level,
      name: language === 'bn' ? each.nameBn : each.nameEn,
      label: each.label,
      upgradeValidBet: Number(each.upgradeValidBet),
      upgradeDeposit: Number(each.upgradeDeposit),
      keepValidBet: Number(each.keepValidBet),
      keepDeposit: Number(each.keepDeposit),
      levelUpGift: Number(each.levelUpGift),
      monthlyGift: Number(each.monthlyGift),
      giftMultipleX100: each.giftMultipleX100,
      dailyRebateCap: each.dailyRebateCap === null ? null : Number(each.dailyRebateCap),
      pointsBonusPct: each.pointsBonusPct,
    })),
    level: member.vipLevel,
    label: on ? (rung?.label ?? null) : null,
    counters: { validBet: Number(member.vipValidBet), deposit: Number(member.vipDeposit) },
    next: next ? { level: next.level, validBet: Number(next.upgradeValidBet), deposit: Number(next.upgradeDeposit) } : null,
    keep: {
      month,
      validBet: Number(thisMonth?.valid_bet ?? 0),
      deposit: Number(thisMonth?.deposit ?? 0),
      requiredValidBet: keeps ? Number(rung.keepValidBet) : 0,
      requiredDeposit: keeps ? Number(rung.keepDeposit) : 0,
      relegation: settings.enabled && settings.relegation,
    },
  };
}
