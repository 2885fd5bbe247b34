import type { Db, Queryable } from '../../../platform/db/db';
import { type Grant, type GrantRequest, issueGrant } from '../../rewards';
import type { Ledger } from '../../wallet';

/**
 * Bonus money for seamless tests and benchmarks: a grant issued the way every reward issues one
 * (issueGrant: its row, its account member_bonus/{id}, funded from the bonus pool), and its
 * account's totals.
 */
let sequence = 0;

export async function giveGrant(
  db: Db,
  ledger: Ledger,
  player: { merchantCode: string; memberId: string },
  amount: bigint,
  options: { scope?: GrantRequest['scope']; multipleX100?: number } = {},
): Promise<Grant> {
  sequence += 1;
  const sourceRef = `seamless-test-${process.pid}-${sequence}-${Date.now()}`;
  return db.transaction((tx) =>
    issueGrant(
      tx,
      ledger,
      {
        merchantCode: player.merchantCode,
        memberId: player.memberId,
        source: 'operator',
        sourceRef,
        titleEn: 'Test bonus',
        titleBn: 'পরীক্ষার বোনাস',
        amount,
        wagering: { multipleX100: options.multipleX100 ?? 1000, categories: [], expiryDays: 30 },
        scope: options.scope ?? null,
      },
      new Date(),
    ),
  );
}

export async function grantTotals(db: Queryable, grant: Pick<Grant, 'id' | 'merchantCode' | 'memberId'>): Promise<{ available: bigint; held: bigint; balance: bigint }> {
  const [row] = await db.query<{ balance: string; held: string }>(
    `SELECT balance::text, held::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_bonus' AND owner_id = $2 AND ref = $3`,
    [grant.merchantCode, grant.memberId, grant.id],
  );
  const balance = BigInt(row?.balance ?? '0');
  const held = BigInt(row?.held ?? '0');
  return { available: balance - held, held, balance };
}

/** A grant's status as a later step (conversion, forfeit, expiry) would set it. */
export async function setGrantStatus(db: Queryable, grantId: string, status: Grant['status']): Promise<void> {
  await db.query('UPDATE bonus_grants SET status = $2, closed_at = CASE WHEN $2 IN (\'queued\', \'active\') THEN NULL ELSE now() END WHERE id = $1', [grantId, status]);
}
