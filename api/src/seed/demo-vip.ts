import type { VipLevel } from '@khela/contracts/rewards';
import type { Db } from '../platform/db/db';
import { brandMonth } from '../domains/rewards/vip/vip-changes';
import { ladderProblem, writeLadder } from '../domains/rewards/vip/vip-levels';
import { seedOnce } from './seed-once';

export const DEMO_VIP_SEED = 'demo-vip-v1';

const taka = (amount: number) => amount * 100;

/** One rung in taka: [name en, name bn, upgrade valid bet, upgrade deposit, keep valid bet, keep deposit, level-up gift, monthly gift, points bonus %]. */
type DemoRung = [string, string, number, number, number, number, number, number, number];

/**
 * duewin's ladder (REFERENCES §5.5) scaled to taka, with c88's deposit thresholds beside the valid
 * bet: VIP1 is ৳3,000 of valid bets and ৳1,000 of deposits. Gifts from VIP3 up ask 1× wagering.
 */
const DEMO_RUNGS: DemoRung[] = [
  ['Starter', 'স্টার্টার', 0, 0, 0, 0, 0, 0, 0],
  ['Bronze', 'ব্রোঞ্জ', 3_000, 1_000, 1_000, 500, 60, 30, 0],
  ['Silver', 'সিলভার', 30_000, 5_000, 10_000, 2_000, 180, 90, 5],
  ['Gold', 'গোল্ড', 400_000, 40_000, 100_000, 20_000, 690, 290, 10],
  ['Platinum', 'প্লাটিনাম', 4_000_000, 200_000, 1_000_000, 100_000, 1_890, 890, 15],
  ['Diamond', 'ডায়মন্ড', 20_000_000, 1_000_000, 5_000_000, 500_000, 6_900, 1_890, 20],
];

export const DEMO_VIP_LADDER: VipLevel[] = DEMO_RUNGS.map(([nameEn, nameBn, upgradeBet, upgradeDeposit, keepBet, keepDeposit, gift, monthly, points], level) => ({
  level,
  nameEn,
  nameBn,
  // The mark beside the avatar is read the same in both languages (the name is per language).
  label: `VIP${level}`,
  upgradeValidBet: taka(upgradeBet),
  upgradeDeposit: taka(upgradeDeposit),
  keepValidBet: taka(keepBet),
  keepDeposit: taka(keepDeposit),
  levelUpGift: taka(gift),
  monthlyGift: taka(monthly),
  giftMultipleX100: level >= 3 ? 100 : 0,
  // The rebate part's demo sets the brand's daily cap; a level may set its own (vip-levels --set).
  dailyRebateCap: null,
  pointsBonusPct: points,
}));

/** demo01's standing: Bronze, well on the way to Silver (৳12,500 of ৳30,000 bet, ৳3,200 of ৳5,000 deposited). */
const DEMO01 = { level: 1, validBet: taka(12_500), deposit: taka(3_200), monthValidBet: taka(4_200), monthDeposit: taka(1_200) };

/**
 * The demo brand's VIP (docs/rewards.md "VIP"): the ladder VIP0…VIP5 on, relegation off (the
 * default), and demo01 at VIP1 with progress toward VIP2 and this month's play toward keeping it.
 * Written once; nothing moves (gifts are items, and demo01's VIP1 gift is left out so the reward
 * center shows only the demo gift).
 */
export async function seedDemoVip(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedOnce(db, DEMO_VIP_SEED, async (tx) => {
    const [brand] = await tx.query("SELECT 1 FROM merchants WHERE code = 'khela'");
    if (!brand) return;
    const problem = ladderProblem(DEMO_VIP_LADDER);
    if (problem) throw new Error(`the demo VIP ladder is wrong: ${problem.code} at level ${problem.level}`);
    await writeLadder(tx, 'khela', DEMO_VIP_LADDER);
    const [member] = await tx.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
    if (!member) return;
    const month = await brandMonth(tx, 'khela', now);
    await tx.query(
      `INSERT INTO reward_members (merchant_code, member_id, vip_level, vip_valid_bet, vip_deposit) VALUES ('khela', $1, $2, $3, $4)
       ON CONFLICT (member_id) DO UPDATE SET vip_level = EXCLUDED.vip_level, vip_valid_bet = EXCLUDED.vip_valid_bet, vip_deposit = EXCLUDED.vip_deposit`,
      [member.id, DEMO01.level, DEMO01.validBet, DEMO01.deposit],
    );
    await tx.query("INSERT INTO vip_months (merchant_code, member_id, month, valid_bet, deposit) VALUES ('khela', $1, to_date($2, 'YYYY-MM'), $3, $4) ON CONFLICT DO NOTHING", [
      member.id, month, DEMO01.monthValidBet, DEMO01.monthDeposit,
    ]);
    await tx.query(
      `INSERT INTO vip_changes (merchant_code, member_id, from_level, to_level, reason, month, by, details, created_at)
       VALUES ('khela', $1, 0, $2, 'upgrade', $3, 'system', '{"demo":true}'::jsonb, $4)`,
      [member.id, DEMO01.level, month, now],
    );
  });
}
