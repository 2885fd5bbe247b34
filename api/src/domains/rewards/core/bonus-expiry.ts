import type { Db } from '../../../platform/db/db';
import type { Ledger, TransferOutcome } from '../../wallet';
import { closeGrant } from './grant-lifecycle';
import type { RewardsCore } from './rewards-core';

export const BONUS_EXPIRY_JOB = 'rewards.bonus-expiry';

/**
 * Job rewards.bonus-expiry (every 5 minutes, docs/adr/0016 §11): each active grant past its
 * expiry, in its own transaction under the member's reward lock, after the member's settled bets
 * are counted (a bet settled in time that meets the requirement converts it instead). What is left
 * goes back to the pool under `grant:{id}:forfeit`; the status check under the grant account's lock
 * and that key make a second run, or a second instance, change nothing.
 */
export async function expireGrants(db: Db, rewards: RewardsCore, ledger: Ledger, now: Date, announce: (merchantCode: string, outcomes: TransferOutcome[]) => void): Promise<{ expired: number }> {
  const due = await db.query<{ id: string; merchant_code: string; member_id: string }>(
    `SELECT id::text, merchant_code, member_id::text FROM bonus_grants WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at, id LIMIT 5000`,
    [now],
  );
  let expired = 0;
  for (const grant of due) {
    const outcomes = await db.transaction(async (tx) => {
      await rewards.drainMember(tx, grant.merchant_code, grant.member_id, now);
      const [still] = await tx.query<{ id: string }>(`SELECT id::text FROM bonus_grants WHERE id = $1 AND status = 'active' AND expires_at <= $2`, [grant.id, now]);
      if (!still) return null;
      return (await closeGrant(tx, ledger, grant.id, { status: 'expired', reason: 'expiry' }, now)).outcomes;
    });
    if (outcomes) {
      expired += 1;
      announce(grant.merchant_code, outcomes);
    }
  }
  return { expired };
}
