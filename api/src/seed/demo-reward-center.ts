import type { Db } from '../platform/db/db';
import { createRewardItem } from '../domains/rewards';
import { seedOnce } from './seed-once';

export const DEMO_REWARD_CENTER_SEED = 'demo-reward-center-v1';

/**
 * demo01's reward center on a fresh start (docs/rewards.md "Reward center and live badges"): one
 * claimable operator gift of ৳50 without wagering, so the rewardCenter badge shows and a claim
 * pays at once. Unclaimed, it holds no money: demo01's balances are as before until it is claimed.
 */
export async function seedDemoRewardCenter(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedOnce(db, DEMO_REWARD_CENTER_SEED, async (tx) => {
    const [member] = await tx.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
    if (!member) return;
    await createRewardItem(
      tx,
      {
        merchantCode: 'khela',
        memberId: member.id,
        source: 'operator',
        sourceRef: 'demo-welcome-gift',
        titleEn: 'Welcome gift from Khela',
        titleBn: 'খেলার পক্ষ থেকে স্বাগতম উপহার',
        amountKind: 'cash',
        amount: 5_000n,
        details: { demo: true },
      },
      now,
    );
  });
}
