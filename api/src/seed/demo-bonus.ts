import type { Db } from '../platform/db/db';
import { seedOnce } from './seed-once';
import { issueGrant } from '../domains/rewards';
import { Ledger } from '../domains/wallet';

export const DEMO_BONUS_SEED = 'demo-bonus-v1';

/**
 * demo01's bonusDetails on a fresh start (docs/rewards.md "Core"): an active ৳100 bonus with 10×
 * wagering on slots and live casino, and a ৳50 one waiting behind it, each funded from the brand's
 * bonus pool under its `grant:{id}` key. The withdraw page then shows its open-bonus warning.
 */
export async function seedDemoBonus(db: Db, now: Date = new Date()): Promise<boolean> {
  const ledger = new Ledger(db);
  return seedOnce(db, DEMO_BONUS_SEED, async (tx) => {
    const [member] = await tx.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
    if (!member) return;
    const grant = (sourceRef: string, amount: bigint, titleEn: string, titleBn: string) =>
      issueGrant(
        tx,
        ledger,
        { merchantCode: 'khela', memberId: member.id, source: 'operator', sourceRef, titleEn, titleBn, amount, wagering: { multipleX100: 1000, categories: ['RNG', 'LIVE'], expiryDays: 7 }, details: { demo: true } },
        now,
      );
    await grant('demo-welcome-bonus', 10_000n, 'Welcome bonus', 'স্বাগতম বোনাস');
    await grant('demo-reload-bonus', 5_000n, 'Reload bonus', 'রিলোড বোনাস');
  });
}
