import type { ActivityStatus, DailySigninRules, FirstDepositRules, RaffleRules, ReloadRules } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { brandDay, plusDays, weekStart } from './brand-days';
import type { Campaign } from './campaigns';
import { eligibilityFailure } from './eligibility';
import type { Entry, EntryStatus } from './entries';
import { approvedDeposits, depositStillClaimable, signinBenchmarkMet } from './qualifying-facts';
import { memberTickets } from './raffle';
import { signinDay } from './reward-rules';

export const ENTRY_STATUS_WIRE: Record<EntryStatus, ActivityStatus> = {
  JOINED: 'joined',
  PROCESS: 'process',
  CLAIM: 'claim',
  APPLYING: 'applying',
  REJECTED: 'rejected',
  CLAIMED: 'claimed',
  ISSUED: 'issued',
};

const DECIDED: readonly EntryStatus[] = ['APPLYING', 'REJECTED', 'CLAIMED', 'ISSUED'];

/** The reload's period key: the brand day, or the week (its Monday) for weekly_first. */
export function reloadPeriod(rules: ReloadRules, timeZone: string, at: Date): string {
  const day = brandDay(timeZone, at);
  return rules.depositType === 'weekly_first' ? `W${weekStart(day)}` : day;
}

export const inPeriod = (entries: readonly Entry[], period: string) => entries.filter((entry) => entry.periodKey.startsWith(`${period}#`));

/** The last sign-in the streak continues from. */
export function lastSignin(entries: readonly Entry[]): { day: string; streakDay: number } | null {
  const last = entries.find((entry) => entry.status === 'CLAIMED' || entry.status === 'ISSUED' || entry.status === 'APPLYING');
  return last ? { day: last.periodKey, streakDay: Number(last.details.streakDay ?? 1) } : null;
}

export interface MemberCard {
  status: ActivityStatus | null;
  /** The entry the status comes from, when there is one. */
  entry: Entry | null;
}

/**
 * A logged-in member's status on one campaign (docs/adr/0016 §4's list): coming soon before the
 * start; then the entry's own state; Close when ended, disabled or not for this member.
 * `entries` are the member's entries in the campaign, newest first.
 */
export async function memberCard(db: Queryable, campaign: Campaign, memberId: string, entries: readonly Entry[], timeZone: string, now: Date): Promise<MemberCard> {
  if (campaign.kind === 'announcement') return { status: null, entry: null };
  if (now < campaign.startsAt) return { status: 'comingSoon', entry: null };
  const ended = !campaign.enabled || (campaign.endsAt !== null && now >= campaign.endsAt);
  const close = (entry: Entry | null = null): MemberCard => ({ status: 'close', entry });
  const open = async () => !ended && (await eligibilityFailure(db, campaign, memberId, now)) === null;

  switch (campaign.kind) {
    case 'first_deposit':
    case 'reload': {
      const rules = campaign.rules as FirstDepositRules | ReloadRules;
      const relevant = campaign.kind === 'reload' ? inPeriod(entries, reloadPeriod(campaign.rules as ReloadRules, timeZone, now)) : entries;
      const entry = relevant[0] ?? null;
      if (entry?.status === 'CLAIM') return !ended && (await depositStillClaimable(db, entry, rules.claimWindowHours, now)) ? { status: 'claim', entry } : close(entry);
      if (entry?.status === 'JOINED') return ended ? close(entry) : { status: 'joined', entry };
      const claimsLeft = campaign.kind === 'reload' && relevant.length < (rules as ReloadRules).claimsPerPeriod;
      if (entry && DECIDED.includes(entry.status) && !claimsLeft) return { status: ENTRY_STATUS_WIRE[entry.status], entry };
      if (campaign.kind === 'first_deposit' && (await approvedDeposits(db, memberId, null)) > 0) return close();
      return (await open()) ? { status: 'join', entry: null } : close();
    }
    case 'daily_signin': {
      const today = brandDay(timeZone, now);
      const signedToday = entries.find((entry) => entry.periodKey === today);
      if (signedToday) return { status: signedToday.status === 'APPLYING' || signedToday.status === 'REJECTED' ? ENTRY_STATUS_WIRE[signedToday.status] : 'signed', entry: signedToday };
      const rules = campaign.rules as DailySigninRules;
      if (!(await open()) || signinDay(rules, lastSignin(entries), today, plusDays(today, -1)) === null) return close();
      return (await signinBenchmarkMet(db, rules, campaign.merchantCode, memberId, today, timeZone)) ? { status: 'claim', entry: null } : { status: 'process', entry: null };
    }
    case 'loss_rescue': {
      const claimable = entries.find((entry) => entry.status === 'CLAIM');
      if (claimable) return ended ? close(claimable) : { status: 'claim', entry: claimable };
      const applying = entries.find((entry) => entry.status === 'APPLYING');
      if (applying) return { status: 'applying', entry: applying };
      const joined = entries.find((entry) => entry.periodKey === 'join');
      if (joined) return ended ? close(joined) : { status: 'process', entry: joined };
      return (await open()) ? { status: 'join', entry: null } : close();
    }
    case 'raffle': {
      const prize = entries.find((entry) => entry.periodKey === 'draw');
      if (prize) return { status: ENTRY_STATUS_WIRE[prize.status], entry: prize };
      const rules = campaign.rules as RaffleRules;
      if (now >= new Date(rules.drawAt) || !(await open())) return close();
      const { entries: tickets } = await memberTickets(db, campaign, memberId);
      return tickets >= rules.maxEntriesPerMember ? { status: 'joined', entry: null } : { status: 'join', entry: null };
    }
    default:
      return close();
  }
}
