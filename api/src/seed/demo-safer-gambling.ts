import type { Db } from '../platform/db/db';
import { seedOnce } from './seed-once';

export const DEMO_SAFER_SEED = 'demo-safer-v1';

/**
 * demo01's deposit limits (docs/safer-gambling.md "Demo data"): ৳50,000 a day, ৳2,00,000 a week,
 * ৳5,00,000 a month, and the prompt answered, so the safer-gambling page shows limits and usage
 * on a fresh start. Generous on purpose: the demo's own deposits stay well within them.
 */
export async function seedDemoSaferGambling(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_SAFER_SEED, async (tx) => {
    const [member] = await tx.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
    if (!member) return;
    for (const [period, taka] of [['day', 50_000], ['week', 200_000], ['month', 500_000]] as const) {
      await tx.query(
        `INSERT INTO safer_limits (member_id, merchant_code, kind, period, amount) VALUES ($1, 'khela', 'deposit', $2, $3)
         ON CONFLICT (member_id, kind, period) DO NOTHING`,
        [member.id, period, taka * 100],
      );
    }
    await tx.query(
      `INSERT INTO safer_members (member_id, merchant_code, prompt_answered_at) VALUES ($1, 'khela', now()) ON CONFLICT (member_id) DO NOTHING`,
      [member.id],
    );
    await tx.query(
      `INSERT INTO safer_events (member_id, merchant_code, action, actor, details) VALUES ($1, 'khela', 'limit.applied', 'member', '{"kind":"deposit","seed":true}'::jsonb)`,
      [member.id],
    );
  });
}
