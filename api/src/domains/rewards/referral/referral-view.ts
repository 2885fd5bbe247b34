import { moneyToWire } from '@khela/contracts';
import type { ReferralInviteeStatus, ReferralPage } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { tierRef } from './referral-progress';
import { readReferralRules } from './referral-rules';

/** At most this many invitees on the page, newest first (the counts cover all of them). */
export const INVITEES_SHOWN = 200;

/**
 * An invitee's account as their referrer sees it: enough to recognise a friend, never the whole
 * name. Up to 2 characters: the first and `*`; up to 5: the first, `***` and the last; longer: the
 * first two, `***` and the last two.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 5) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export function inviteeStatus(row: { validAt: Date | null; deposit: bigint }): ReferralInviteeStatus {
  if (row.validAt) return 'valid';
  return row.deposit > 0n ? 'deposited' : 'registered';
}

/** The member's referral page: their code, the brand's rules, their invitees and the tiers with what became of each. */
export async function referralPage(db: Queryable, merchantCode: string, memberId: string, now: Date): Promise<ReferralPage> {
  const [member] = await db.query<{ affiliate_code: string }>('SELECT affiliate_code FROM members WHERE merchant_code = $1 AND id = $2', [merchantCode, memberId]);
  const code = member?.affiliate_code ?? '';
  const rules = await readReferralRules(db, merchantCode);
  const rows = await db.query<{ account: string; registered_at: Date; deposit_total: string; wager_total: string; valid_at: Date | null }>(
    `SELECT m.account, ri.registered_at, ri.deposit_total::text, ri.wager_total::text, ri.valid_at
       FROM referral_invitees ri JOIN members m ON m.id = ri.invitee_id
      WHERE ri.merchant_code = $1 AND ri.referrer_id = $2
      ORDER BY ri.registered_at DESC, ri.invitee_id DESC LIMIT ${INVITEES_SHOWN}`,
    [merchantCode, memberId],
  );
  const [counts] = await db.query<{ total: number; valid: number; deposited: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE valid_at IS NOT NULL))::int AS valid,
            (count(*) FILTER (WHERE valid_at IS NULL AND deposit_total > 0))::int AS deposited
       FROM referral_invitees WHERE merchant_code = $1 AND referrer_id = $2`,
    [merchantCode, memberId],
  );
  const items = await db.query<{ source_ref: string; status: string; expires_at: Date | null }>(
    "SELECT source_ref, status, expires_at FROM reward_items WHERE merchant_code = $1 AND member_id = $2 AND source = 'referral'",
    [merchantCode, memberId],
  );
  const byRef = new Map(items.map((item) => [item.source_ref, item]));
  const total = counts?.total ?? 0;
  const valid = counts?.valid ?? 0;
  const deposited = counts?.deposited ?? 0;
  return {
    code,
    registerPath: `/register?referralCode=${encodeURIComponent(code)}`,
    rules: { minDeposit: moneyToWire(BigInt(rules.minDeposit)), minWager: moneyToWire(BigInt(rules.minWager)) },
    counts: { total, valid, deposited, registered: total - valid - deposited },
    invitees: rows.map((row) => {
      const deposit = BigInt(row.deposit_total);
      const validAt = row.valid_at ? new Date(row.valid_at) : null;
      return {
        account: maskAccount(row.account),
        registeredAt: new Date(row.registered_at).toISOString(),
        status: inviteeStatus({ validAt, deposit }),
        deposit: moneyToWire(deposit),
        wager: moneyToWire(BigInt(row.wager_total)),
        validAt: validAt ? validAt.toISOString() : null,
      };
    }),
    tiers: rules.tiers.map((tier) => {
      const item = byRef.get(tierRef(tier.invitees));
      const expired = item?.status === 'expired' || (item?.status === 'claimable' && item.expires_at !== null && new Date(item.expires_at) <= now);
      const status = !item ? 'locked' : expired ? 'expired' : item.status === 'claimed' ? 'claimed' : 'claimable';
      return { invitees: tier.invitees, amount: moneyToWire(BigInt(tier.amount)), multipleX100: tier.multipleX100, status };
    }),
  };
}

/** An operator's view of one member's invitees (whole accounts). */
export async function referralOpsInvitees(db: Queryable, merchantCode: string, memberId: string) {
  const rows = await db.query<{ account: string; registered_at: Date; deposit_total: string; wager_total: string; valid_at: Date | null }>(
    `SELECT m.account, ri.registered_at, ri.deposit_total::text, ri.wager_total::text, ri.valid_at
       FROM referral_invitees ri JOIN members m ON m.id = ri.invitee_id
      WHERE ri.merchant_code = $1 AND ri.referrer_id = $2 ORDER BY ri.registered_at DESC LIMIT 1000`,
    [merchantCode, memberId],
  );
  const [counted] = await db.query<{ valid_count: number }>('SELECT valid_count FROM referral_referrers WHERE member_id = $1', [memberId]);
  return {
    validCount: Number(counted?.valid_count ?? 0),
    invitees: rows.map((row) => ({
      account: row.account,
      registeredAt: new Date(row.registered_at).toISOString(),
      status: inviteeStatus({ validAt: row.valid_at, deposit: BigInt(row.deposit_total) }),
      deposit: moneyToWire(BigInt(row.deposit_total)),
      wager: moneyToWire(BigInt(row.wager_total)),
    })),
  };
}
