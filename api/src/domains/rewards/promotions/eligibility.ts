import type { Queryable } from '../../../platform/db/db';
import { TRIAL_TYPE } from '../../identity';
import { isRestricted } from '../../safer-gambling';
import type { Campaign } from './campaigns';

/** The rule a member fails, as the error's value names it; null when the member may take part. */
export type EligibilityFailure = 'trial' | 'saferGambling' | 'newMembersWithinDays' | 'vipLevels' | 'mobile' | 'email' | 'payoutAccount' | 'realName' | 'claimsPerMember';

interface MemberFacts {
  type: number;
  created_at: Date;
  has_mobile: boolean;
  has_email: boolean;
  has_real_name: boolean;
  has_payout: boolean;
  vip_level: number;
  claims: string;
}

/**
 * Whether a member may take part in a campaign now (docs/adr/0016 §4 "Eligibility"): never a trial
 * account, never a member in a time-out or self-exclusion; then each switch the campaign sets. Read in one query; call it inside the claim's
 * transaction (after the member's reward lock) so a claim re-checks what the card showed.
 */
export async function eligibilityFailure(db: Queryable, campaign: Campaign, memberId: string, now: Date): Promise<EligibilityFailure | null> {
  const [facts] = await db.query<MemberFacts>(
    `SELECT m.type, m.created_at,
            m.mobile IS NOT NULL AS has_mobile,
            coalesce(m.email, '') <> '' AS has_email,
            coalesce(m.bank_account_name, '') <> '' AS has_real_name,
            EXISTS (SELECT 1 FROM payout_accounts p WHERE p.member_id = m.id) AS has_payout,
            coalesce((SELECT r.vip_level FROM reward_members r WHERE r.member_id = m.id), 0) AS vip_level,
            (SELECT count(*) FROM campaign_entries e WHERE e.campaign_id = $2 AND e.member_id = m.id AND e.status IN ('APPLYING', 'CLAIMED', 'ISSUED'))::text AS claims
       FROM members m WHERE m.id = $1 AND m.merchant_code = $3`,
    [memberId, campaign.id, campaign.merchantCode],
  );
  if (!facts || Number(facts.type) === TRIAL_TYPE) return 'trial';
  // No marketing or inducement during a time-out or self-exclusion (LCCP 3.5, AGCO 2.03): the safer-gambling port, failing closed.
  if (await isRestricted(db, memberId, now)) return 'saferGambling';
  const rules = campaign.eligibility;
  if (rules.newMembersWithinDays !== undefined && now.getTime() - new Date(facts.created_at).getTime() > rules.newMembersWithinDays * 86_400_000) return 'newMembersWithinDays';
  if (rules.vipLevels && (facts.vip_level < rules.vipLevels[0] || facts.vip_level > rules.vipLevels[1])) return 'vipLevels';
  const bound = { mobile: facts.has_mobile, email: facts.has_email, payoutAccount: facts.has_payout, realName: facts.has_real_name };
  for (const required of rules.requires ?? []) if (!bound[required]) return required;
  if (rules.claimsPerMember !== undefined && Number(facts.claims) >= rules.claimsPerMember) return 'claimsPerMember';
  return null;
}
