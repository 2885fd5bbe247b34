import type { VipLevel } from '@khela/contracts/rewards';

export const taka = (amount: number) => amount * 100;

const rung = (level: number, upgradeValidBet: number, upgradeDeposit: number, levelUpGift: number, monthlyGift = 0, keep: [number, number] = [0, 0]): VipLevel => ({
  level,
  nameEn: `Tier ${level}`,
  nameBn: `স্তর ${level}`,
  label: `VIP${level}`,
  upgradeValidBet: taka(upgradeValidBet),
  upgradeDeposit: taka(upgradeDeposit),
  keepValidBet: taka(keep[0]),
  keepDeposit: taka(keep[1]),
  levelUpGift: taka(levelUpGift),
  monthlyGift: taka(monthlyGift),
  giftMultipleX100: level >= 3 ? 100 : 0,
  dailyRebateCap: level === 0 ? null : taka(500 * level),
  pointsBonusPct: level * 5,
});

/** A four-rung ladder for the tests (the demo brand's own is seeded; these run on khela2). */
export const TEST_LADDER: VipLevel[] = [
  rung(0, 0, 0, 0),
  rung(1, 3_000, 1_000, 50, 20, [1_000, 500]),
  rung(2, 30_000, 5_000, 0, 80, [10_000, 2_000]),
  rung(3, 300_000, 20_000, 1_500, 300, [100_000, 10_000]),
];
