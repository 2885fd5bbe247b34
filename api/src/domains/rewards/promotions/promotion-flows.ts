import { retryOnConflict } from '../../../platform/db/retry';
import type { DailySigninRules, FirstDepositRules, LossRescueRules, ReloadRules } from '@khela/contracts/rewards';
import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import type { Ledger } from '../../wallet';
import { awardBonus, type GrantRequest } from '../core/grants';
import { lockRewardMember } from '../core/reward-members';
import type { RewardsCore } from '../core/rewards-core';
import { bindFingerprints, releaseFingerprints, takeFirstDepositFingerprints } from './abuse';
import { brandDay, plusDays } from './brand-days';
import { type Campaign, findCampaign, findCampaignById, listCampaigns } from './campaigns';
import { inPeriod, lastSignin, reloadPeriod } from './card-status';
import { eligibilityFailure } from './eligibility';
import { type Entry, findEntry, insertEntry, memberEntries, updateEntry } from './entries';
import { approvedDeposits, depositStillClaimable, signinBenchmarkMet } from './qualifying-facts';
import { raffleGrant } from './raffle';
import { depositBonus, grantWagering, signinDay } from './reward-rules';

/** What a deposit's approval tells the promotions (the payments port's payload). */
export interface ApprovedDeposit {
  merchantCode: string;
  memberId: string;
  orderNo: string;
  amount: bigint;
}

const ZONE_FALLBACK = 'Asia/Dhaka';

async function zoneOf(db: Queryable, merchantCode: string): Promise<string> {
  return (await findMerchant(db, merchantCode))?.timeZone ?? ZONE_FALLBACK;
}

/** The grant (or cash) an entry pays, with the campaign's wagering (docs/adr/0016 §2). */
function grantFor(campaign: Campaign, entry: Entry): GrantRequest {
  const base = { merchantCode: campaign.merchantCode, memberId: entry.memberId, source: 'campaign' as const, sourceRef: entry.id, titleEn: campaign.titleEn, titleBn: campaign.titleBn, amount: entry.amount, details: { campaign: campaign.code, kind: campaign.kind, period: entry.periodKey } };
  switch (campaign.kind) {
    case 'daily_signin': {
      const rules = campaign.rules as DailySigninRules;
      const day = rules.days[Number(entry.details.streakDay ?? 1) - 1] ?? rules.days[0]!;
      return { ...base, wagering: { multipleX100: day.multipleX100, categories: rules.categories ?? [], expiryDays: rules.expiryDays ?? 7 } };
    }
    case 'loss_rescue':
      return { ...base, wagering: grantWagering((campaign.rules as LossRescueRules).wagering, entry.amount, null) };
    case 'raffle':
      return raffleGrant(campaign, entry);
    default:
      return { ...base, wagering: grantWagering((campaign.rules as FirstDepositRules).wagering, entry.amount, entry.depositAmount) };
  }
}

/**
 * Pays an entry that is due: APPLYING when the campaign wants an operator, else the reward
 * (a grant, or cash under `campaign:{entryId}`) and the final status, in the caller's transaction.
 */
async function settleEntry(tx: Queryable, ledger: Ledger, campaign: Campaign, entry: Entry, done: 'CLAIMED' | 'ISSUED', requestId: string | null, now: Date, options: { skipApproval?: boolean; decidedBy?: string } = {}): Promise<Entry> {
  if (campaign.approval === 'operator' && !options.skipApproval) return updateEntry(tx, entry.id, { status: 'APPLYING', requestId });
  const award = await awardBonus(tx, ledger, grantFor(campaign, entry), { key: `campaign:${entry.id}`, kind: 'bonus' }, now);
  const grantId = award.kind === 'grant' ? award.grant.id : null;
  if (campaign.kind === 'first_deposit') await bindFingerprints(tx, campaign.merchantCode, entry.memberId, grantId);
  return updateEntry(tx, entry.id, {
    status: done,
    requestId: requestId ?? entry.requestId,
    grantId,
    transferId: award.kind === 'cash' ? award.transferId : null,
    decidedBy: options.decidedBy ?? null,
  });
}

function requireRunning(campaign: Campaign, now: Date): void {
  if (now < campaign.startsAt) throw new ApiError(409, 'promotion.notStarted');
  if (!campaign.enabled || (campaign.endsAt !== null && now >= campaign.endsAt)) throw new ApiError(409, 'promotion.ended');
}

async function requireEligible(tx: Queryable, campaign: Campaign, memberId: string, now: Date): Promise<void> {
  const failure = await eligibilityFailure(tx, campaign, memberId, now);
  if (failure) throw new ApiError(403, 'promotion.notEligible', { rule: failure }, { rule: failure });
}

/** The promotions' flows (docs/adr/0016 §4): join, claim, the deposit listener, operator decisions. */
export class PromotionFlows {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly rewards: Pick<RewardsCore, 'drainMember'>,
  ) {}

  private async campaign(tx: Queryable, merchantCode: string, code: string): Promise<Campaign> {
    const campaign = await findCampaign(tx, merchantCode, code);
    if (!campaign) throw new ApiError(404, 'promotion.unknown');
    return campaign;
  }
  /** One transaction, run again whole when it meets a deadlock or a racing duplicate (a deposit's approval locks in the other order). */
  private transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return retryOnConflict(() => this.db.transaction(work));
  }


  /** Join: the member takes part before the qualifying event (a deposit, a rescue period). */
  async join(merchantCode: string, memberId: string, code: string, now: Date): Promise<Entry> {
    return this.transaction(async (tx) => {
      await lockRewardMember(tx, merchantCode, memberId);
      const campaign = await this.campaign(tx, merchantCode, code);
      requireRunning(campaign, now);
      if (!['first_deposit', 'reload', 'loss_rescue'].includes(campaign.kind)) throw new ApiError(409, 'promotion.action.unavailable');
      await requireEligible(tx, campaign, memberId, now);
      const entries = await memberEntries(tx, campaign.id, memberId);
      let periodKey: string;
      if (campaign.kind === 'first_deposit') {
        if (entries.length > 0) throw new ApiError(409, 'promotion.join.done');
        // Too late: the first deposit came before the member joined (and was not within this campaign).
        if ((await approvedDeposits(tx, memberId, null)) > 0) throw new ApiError(409, 'promotion.join.closed');
        periodKey = 'once';
      } else if (campaign.kind === 'reload') {
        const rules = campaign.rules as ReloadRules;
        const period = reloadPeriod(rules, await zoneOf(tx, merchantCode), now);
        const current = inPeriod(entries, period);
        if (current.some((entry) => entry.status === 'JOINED' || entry.status === 'CLAIM')) throw new ApiError(409, 'promotion.join.done');
        if (current.length >= rules.claimsPerPeriod) throw new ApiError(409, 'promotion.join.closed');
        periodKey = `${period}#${current.length + 1}`;
      } else {
        if (entries.some((entry) => entry.periodKey === 'join')) throw new ApiError(409, 'promotion.join.done');
        periodKey = 'join';
      }
      const entry = await insertEntry(tx, { merchantCode, campaignId: campaign.id, memberId, periodKey, status: campaign.kind === 'loss_rescue' ? 'PROCESS' : 'JOINED' });
      if (!entry) throw new ApiError(409, 'promotion.join.done');
      return entry;
    });
  }

  /**
   * Claim (POST /wps/promotions/{code}/claim): the member's feed drained first (their reward lock),
   * eligibility and the abuse rules checked again, then APPLYING or paid, entry and money in one
   * transaction. The same requestId answers the first answer.
   */
  async claim(merchantCode: string, memberId: string, code: string, requestId: string, now: Date): Promise<Entry> {
    return this.transaction(async (tx) => {
      await this.rewards.drainMember(tx, merchantCode, memberId, now);
      const campaign = await this.campaign(tx, merchantCode, code);
      const entries = await memberEntries(tx, campaign.id, memberId, { forUpdate: true });
      const answered = entries.find((entry) => entry.requestId === requestId);
      if (answered) return answered;
      requireRunning(campaign, now);
      await requireEligible(tx, campaign, memberId, now);
      switch (campaign.kind) {
        case 'first_deposit':
        case 'reload': {
          const rules = campaign.rules as FirstDepositRules;
          const entry = entries.find((candidate) => candidate.status === 'CLAIM');
          if (!entry) throw new ApiError(409, entries.some((candidate) => candidate.status === 'CLAIMED' || candidate.status === 'APPLYING') ? 'promotion.claim.done' : 'promotion.claim.nothing');
          if (!(await depositStillClaimable(tx, entry, rules.claimWindowHours, now))) throw new ApiError(409, 'promotion.claim.window');
          if (campaign.kind === 'first_deposit' && !(await takeFirstDepositFingerprints(tx, merchantCode, memberId))) throw new ApiError(409, 'promotion.claim.duplicate');
          return settleEntry(tx, this.ledger, campaign, entry, 'CLAIMED', requestId, now);
        }
        case 'daily_signin': {
          const rules = campaign.rules as DailySigninRules;
          const timeZone = await zoneOf(tx, merchantCode);
          const today = brandDay(timeZone, now);
          if (entries.some((entry) => entry.periodKey === today)) throw new ApiError(409, 'promotion.claim.done');
          const streakDay = signinDay(rules, lastSignin(entries), today, plusDays(today, -1));
          if (streakDay === null) throw new ApiError(409, 'promotion.ended');
          if (!(await signinBenchmarkMet(tx, rules, merchantCode, memberId, today, timeZone))) throw new ApiError(409, 'promotion.claim.nothing');
          const amount = BigInt(rules.days[streakDay - 1]!.amount);
          const entry = await insertEntry(tx, { merchantCode, campaignId: campaign.id, memberId, periodKey: today, status: 'CLAIM', amount, qualifiedAt: now, details: { streakDay } });
          if (!entry) throw new ApiError(409, 'promotion.claim.done');
          return settleEntry(tx, this.ledger, campaign, entry, 'CLAIMED', requestId, now);
        }
        case 'loss_rescue':
        case 'raffle': {
          const entry = entries.find((candidate) => candidate.status === 'CLAIM');
          if (!entry) throw new ApiError(409, 'promotion.claim.nothing');
          return settleEntry(tx, this.ledger, campaign, entry, 'CLAIMED', requestId, now);
        }
        default:
          throw new ApiError(409, 'promotion.action.unavailable');
      }
    });
  }

  /**
   * The payments port (inside the deposit decision's transaction, docs/adr/0016 §3 "Deposits"):
   * a member who joined first is paid now; one who did not gets a Claim entry. It never throws
   * for a business reason, since that would fail the deposit: a refusal is written on the entry.
   */
  async onDepositApproved(tx: Queryable, deposit: ApprovedDeposit, now: Date): Promise<void> {
    const campaigns = (await this.liveDepositCampaigns(tx, deposit.merchantCode, now)).filter((campaign) => now >= campaign.startsAt);
    if (campaigns.length === 0) return;
    await lockRewardMember(tx, deposit.merchantCode, deposit.memberId);
    const timeZone = await zoneOf(tx, deposit.merchantCode);
    for (const campaign of campaigns) {
      const rules = campaign.rules as FirstDepositRules | ReloadRules;
      const bonus = depositBonus(rules, deposit.amount);
      if (bonus <= 0n) continue;
      const entries = await memberEntries(tx, campaign.id, deposit.memberId, { forUpdate: true });
      let joined: Entry | undefined;
      let periodKey: string;
      if (campaign.kind === 'first_deposit') {
        if ((await approvedDeposits(tx, deposit.memberId, null)) !== 1) continue;
        joined = entries.find((entry) => entry.status === 'JOINED');
        if (!joined && entries.length > 0) continue;
        periodKey = 'once';
      } else {
        const reload = rules as ReloadRules;
        const period = reloadPeriod(reload, timeZone, now);
        if (reload.depositType !== 'any') {
          const since = reload.depositType === 'daily_first' ? period : period.slice(1);
          if ((await approvedDeposits(tx, deposit.memberId, { day: since, timeZone })) !== 1) continue;
        }
        const current = inPeriod(entries, period);
        joined = current.find((entry) => entry.status === 'JOINED');
        if (!joined && (current.length >= reload.claimsPerPeriod || current.some((entry) => entry.status === 'CLAIM'))) continue;
        periodKey = `${period}#${current.length + 1}`;
      }
      const due = { status: 'CLAIM' as const, amount: bonus, depositAmount: deposit.amount, depositOrderNo: deposit.orderNo, qualifiedAt: now };
      if (!joined) {
        await insertEntry(tx, { merchantCode: deposit.merchantCode, campaignId: campaign.id, memberId: deposit.memberId, periodKey, ...due });
        continue;
      }
      const entry = await updateEntry(tx, joined.id, due);
      const failure = await eligibilityFailure(tx, campaign, deposit.memberId, now);
      if (failure) {
        await updateEntry(tx, entry.id, { status: 'REJECTED', reason: 'promotion.reason.ineligible' });
        continue;
      }
      if (campaign.kind === 'first_deposit' && !(await takeFirstDepositFingerprints(tx, deposit.merchantCode, deposit.memberId))) {
        await updateEntry(tx, entry.id, { status: 'REJECTED', reason: 'promotion.reason.duplicate' });
        continue;
      }
      try {
        await settleEntry(tx, this.ledger, campaign, entry, 'ISSUED', null, now);
      } catch (error) {
        // A full bonus queue refuses before writing anything: the entry stays claimable for later.
        if (!(error instanceof ApiError && error.errorCode === 'bonus.queue.full')) throw error;
      }
    }
  }

  private liveDepositCampaigns(tx: Queryable, merchantCode: string, now: Date): Promise<Campaign[]> {
    return listCampaigns(tx, merchantCode, { live: { at: now }, kinds: ['first_deposit', 'reload'] });
  }

  /** An operator's approval of an APPLYING entry: paid in the decision's transaction with its action row. */
  async approve(actor: OperatorActor, merchantCode: string, entryId: string, now: Date): Promise<Entry> {
    return this.decide(actor, merchantCode, entryId, async (tx, campaign, entry) => {
      const done = entry.requestId ? 'CLAIMED' : 'ISSUED';
      return settleEntry(tx, this.ledger, campaign, entry, done, entry.requestId, now, { skipApproval: true, decidedBy: actor.username });
    }, 'claim.approve');
  }

  /** An operator's rejection, with the reason the member reads; a first-deposit claim gives its fingerprints back. */
  async reject(actor: OperatorActor, merchantCode: string, entryId: string, reason: string): Promise<Entry> {
    const text = reason.trim();
    if (!text) throw new ApiError(400, 'promotion.reason.required');
    return this.decide(actor, merchantCode, entryId, async (tx, campaign, entry) => {
      if (campaign.kind === 'first_deposit') await releaseFingerprints(tx, merchantCode, entry.memberId);
      return updateEntry(tx, entry.id, { status: 'REJECTED', reason: text, decidedBy: actor.username });
    }, 'claim.reject', { reason: text });
  }

  private async decide(actor: OperatorActor, merchantCode: string, entryId: string, apply: (tx: Queryable, campaign: Campaign, entry: Entry) => Promise<Entry>, action: string, details: Record<string, unknown> = {}): Promise<Entry> {
    return this.transaction(async (tx) => {
      const peek = await findEntry(tx, merchantCode, entryId);
      if (!peek) throw new ApiError(404, 'promotion.claim.unknown');
      // Lock order: the member's rewards row, then the entry.
      await lockRewardMember(tx, merchantCode, peek.memberId);
      const entry = (await findEntry(tx, merchantCode, entryId, { forUpdate: true }))!;
      if (entry.status !== 'APPLYING') throw new ApiError(409, 'promotion.claim.notApplying');
      const campaign = (await findCampaignById(tx, entry.campaignId))!;
      const decided = await apply(tx, campaign, entry);
      await recordOperatorAction(tx, actor, { action, merchantCode, target: entry.id, details: { campaign: campaign.code, memberId: entry.memberId, amount: entry.amount.toString(), ...details } });
      return decided;
    });
  }
}
