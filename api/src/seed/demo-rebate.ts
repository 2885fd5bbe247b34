import type { RebateRate } from '@khela/contracts/rewards';
import type { Db } from '../platform/db/db';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { Ledger } from '../domains/wallet';
import { RewardsCore } from '../domains/rewards/core/rewards-core';
import { writeRewardsSection } from '../domains/rewards/core/settings';
import { rebateAccrual } from '../domains/rewards/rebate/rebate-accrual';
import { brandDay, dayBefore } from '../domains/rewards/rebate/brand-day';
import { claimRebate } from '../domains/rewards/rebate/rebate-claim';
import { DEMO_ACCOUNTS } from './demo-members';
import { seedOnce } from './seed-once';

export const DEMO_REBATE_SEED = 'demo-rebate-v1';
export const DEMO_REBATE_CLAIMS_SEED = 'demo-rebate-claims-v1';
const MERCHANT = 'khela';

/**
 * Rates per VIP level 0…6 in parts per million (docs/adr/0016 §16): slots, fishing and card games
 * 0.3 % at VIP0 up to 1.2 % at VIP6; live casino and cockfight, sports and e-sports, and lottery
 * lower. The house's slots earn a little more than the category (a vendor row beats its category).
 */
const CATEGORY_RATES: Array<{ gameTypes: string[]; vip0: number; step: number }> = [
  { gameTypes: ['RNG', 'FISH', 'PVP'], vip0: 3_000, step: 1_500 },
  { gameTypes: ['LIVE', 'COCKFIGHT'], vip0: 2_000, step: 1_000 },
  { gameTypes: ['SPORTS', 'ESPORTS'], vip0: 1_500, step: 750 },
  { gameTypes: ['LOTT', 'ELOTT'], vip0: 1_000, step: 500 },
];
const HOUSE_SLOTS_BONUS_PPM = 500;
const LEVELS = [0, 1, 2, 3, 4, 5, 6];

export function demoRebateRates(): RebateRate[] {
  const rates: RebateRate[] = [];
  for (const vipLevel of LEVELS) {
    for (const { gameTypes, vip0, step } of CATEGORY_RATES) {
      for (const gameType of gameTypes) rates.push({ vipLevel, gameType, vendorCode: '', ratePpm: vip0 + step * vipLevel });
    }
    rates.push({ vipLevel, gameType: 'RNG', vendorCode: 'HOUSE', ratePpm: 3_000 + 1_500 * vipLevel + HOUSE_SLOTS_BONUS_PPM });
  }
  return rates;
}

/** demo01's play between its claims, as the feed counts it: valid bet per game type and vendor (paisa). */
const DEMO01_PLAY: Array<{ daysAgo: number; lines: Array<[gameType: string, vendor: string, validBet: number]> }> = [
  { daysAgo: 3, lines: [['RNG', 'HOUSE', 2_400_000], ['LIVE', 'HOUSE', 650_000]] }, // claimed three days ago
  { daysAgo: 1, lines: [['RNG', 'HOUSE', 1_200_000], ['FISH', 'HOUSE', 300_000], ['SPORTS', 'KBOOK', 500_000]] }, // claimed yesterday
  { daysAgo: 0, lines: [['RNG', 'HOUSE', 850_000], ['PVP', 'HOUSE', 200_000], ['LIVE', 'HOUSE', 400_000]] }, // claimable now
];

/**
 * Manual rebate's rules for the demo brand (docs/rewards.md "Manual rebate"): the rate table for VIP
 * 0…6 and the settings (৳1 minimum, cash, ৳500 a day unless the VIP level sets its own cap, no
 * nightly auto-claim). Written once; an operator's later changes stay.
 */
export async function seedDemoRebate(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_REBATE_SEED, async (tx) => {
    for (const rate of demoRebateRates()) {
      await tx.query('INSERT INTO rebate_rates (merchant_code, vip_level, game_type, vendor_code, rate_ppm) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        MERCHANT, rate.vipLevel, rate.gameType, rate.vendorCode ?? '', rate.ratePpm,
      ]);
    }
    await writeRewardsSection(tx, MERCHANT, 'rebate', { minClaim: 100, multipleX100: 0, autoDaily: false, defaultDailyCap: 50_000, expiryDays: 7 });
  });
}

/**
 * demo01's rebate: two past claims, paid through the claim itself (ledger keys
 * `rebate:{member}:demo-1|2`), and a rebate to claim now. demo01 is in agent01's team, so its rebate
 * is in the team's reports: like the team, it is left out of the api's test databases. The team's
 * house bets accrue through the feed like anyone's.
 */
export async function seedDemo01Rebate(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedOnce(db, DEMO_REBATE_CLAIMS_SEED, async (tx) => {
    const [demo01] = await tx.query<{ id: string }>('SELECT id::text FROM members WHERE merchant_code = $1 AND account = $2', [MERCHANT, DEMO_ACCOUNTS.player.account]);
    const merchant = await findMerchant(tx, MERCHANT);
    if (!demo01 || !merchant) return;
    const ledger = new Ledger(db);
    const core = new RewardsCore(db);
    core.registerFeedConsumer(rebateAccrual);
    for (const [n, play] of DEMO01_PLAY.entries()) {
      for (const [gameType, vendor, validBet] of play.lines) {
        await tx.query(
          `INSERT INTO rebate_accruals (merchant_code, member_id, game_type, vendor_code, valid_bet) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (member_id, game_type, vendor_code) DO UPDATE SET valid_bet = rebate_accruals.valid_bet + EXCLUDED.valid_bet`,
          [MERCHANT, demo01.id, gameType, vendor, validBet],
        );
      }
      if (play.daysAgo === 0) continue;
      let day = brandDay(merchant.timeZone, now);
      for (let back = 0; back < play.daysAgo; back += 1) day = dayBefore(day);
      const at = new Date(now.getTime() - play.daysAgo * 86_400_000);
      await claimRebate(tx, ledger, core, { merchantCode: MERCHANT, memberId: demo01.id, key: `rebate:${demo01.id}:demo-${n + 1}`, kind: 'manual', day, currencySymbol: merchant.currencySymbol }, at);
    }
  });
}
