import type { LossRescueRules } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { brandDay, plusDays, weekStart } from './brand-days';
import { listCampaigns } from './campaigns';
import { insertEntry } from './entries';
import { rescueAmount } from './reward-rules';

export const RESCUE_JOB = 'rewards.rescue';
/** Hourly at :15 UTC, so that 00:15 comes in every brand's zone; each period is written once whatever the runs. */
export const RESCUE_SCHEDULE = '15 * * * *';

export interface RescuePeriod {
  /** The period's first brand day: the entry's period key. */
  start: string;
  /** The day after its last. */
  end: string;
}

/** The period that ended before `today`: yesterday, or last week (Monday to Sunday) once this week has begun. */
export function lastRescuePeriod(period: LossRescueRules['period'], today: string): RescuePeriod {
  if (period === 'daily') return { start: plusDays(today, -1), end: today };
  const monday = weekStart(today);
  return { start: plusDays(monday, -7), end: monday };
}

/**
 * Job `rewards.rescue` (docs/adr/0016 §4 "Loss rescue"): for each brand and running loss-rescue
 * campaign, each joined member's net loss (stake − payout of the period's settled bets of the
 * campaign's categories) buys a Claim entry by the campaign's bands. Unique (campaign, member,
 * period) makes a re-run, a retry or a second instance write nothing twice.
 */
export async function runRescue(db: Db, now: Date): Promise<{ written: number; periods: string[] }> {
  let written = 0;
  const periods: string[] = [];
  const brands = await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
  for (const { code } of brands) {
    const merchant = await findMerchant(db, code);
    if (!merchant) continue;
    const today = brandDay(merchant.timeZone, now);
    for (const campaign of await listCampaigns(db, code, { live: { at: now }, kinds: ['loss_rescue'] })) {
      const rules = campaign.rules as LossRescueRules;
      const period = lastRescuePeriod(rules.period, today);
      // A period counts only once the campaign ran through it.
      if (campaign.startsAt >= new Date(`${period.end}T00:00:00Z`)) continue;
      periods.push(`${code}/${campaign.code}/${period.start}`);
      const losses = await db.query<{ member_id: string; loss: string; deposits: string }>(
        `SELECT e.member_id::text,
                coalesce((SELECT sum(b.stake - b.payout) FROM bets b
                   WHERE b.merchant_code = $1 AND b.member_id = e.member_id AND b.status = 'settled'
                     AND b.settled_at >= ($3::date::timestamp AT TIME ZONE $5) AND b.settled_at < ($4::date::timestamp AT TIME ZONE $5)
                     AND (cardinality($6::text[]) = 0 OR b.game_type = ANY($6::text[]))), 0)::text AS loss,
                coalesce((SELECT sum(d.amount) FROM deposit_orders d
                   WHERE d.member_id = e.member_id AND d.status = 'APPROVED'
                     AND d.decided_at >= ($3::date::timestamp AT TIME ZONE $5) AND d.decided_at < ($4::date::timestamp AT TIME ZONE $5)), 0)::text AS deposits
           FROM campaign_entries e
          WHERE e.campaign_id = $2 AND e.period_key = 'join'`,
        [code, campaign.id, period.start, period.end, merchant.timeZone, [...rules.categories]],
      );
      for (const row of losses) {
        if (rules.minDeposit !== undefined && BigInt(row.deposits) < BigInt(rules.minDeposit)) continue;
        const amount = rescueAmount(rules, BigInt(row.loss));
        if (amount <= 0n) continue;
        const entry = await insertEntry(db, {
          merchantCode: code, campaignId: campaign.id, memberId: row.member_id, periodKey: period.start, status: 'CLAIM', amount, qualifiedAt: now,
          details: { netLoss: row.loss, periodEnd: period.end },
        });
        if (entry) written += 1;
      }
    }
  }
  return { written, periods };
}
