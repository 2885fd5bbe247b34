import { EventEmitter } from 'node:events';
import { moneyToWire } from '@khela/contracts';
import type { RewardAmountKind, RewardsSummary } from '@khela/contracts/rewards';
import type { Db, Queryable } from '../../../platform/db/db';
import type { MemberEventSource } from '../../../platform/realtime/realtime-sources';
import { readRewardMember } from '../core/reward-members';
import { claimableItemCount } from './reward-items';

export interface CenterMember {
  merchantCode: string;
  memberId: string;
}

/** A line another part adds to the reward center (a campaign entry in Claim, a completed mission). */
export interface CenterLine {
  /** Unique in the list, prefixed by the part: `campaign:WELCOME_BONUS`, `mission:42:2026-11-27`. */
  key: string;
  source: string;
  title: { en: string; bn: string };
  amountKind: RewardAmountKind;
  amount: bigint;
  multipleX100: number;
  /** The site path the line's button opens (where the part's own Claim is): `/promotions/WELCOME_BONUS`. */
  link: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** What a contributor adds: claimable lines, and (the rebate part only) the rebate line. */
export interface CenterContribution {
  lines?: readonly CenterLine[];
  rebate?: { claimable: bigint; min: bigint } | null;
}

/**
 * A part that adds lines to the reward center (docs/rewards.md "Reward center and live badges").
 * Registered at the part's plugin start with `app.rewardCenter.registerCenterContributor`. Reads
 * only: it must not write, and should be one or two indexed queries (it runs on every summary).
 */
export interface CenterContributor {
  name: string;
  lines(db: Queryable, member: CenterMember, now: Date): Promise<CenterContribution>;
  /** The badge's share, when cheaper than reading the lines (default: the lines, plus 1 for a rebate line). */
  count?(db: Queryable, member: CenterMember, now: Date): Promise<number>;
}

/**
 * A part that fills fields of the rewards summary (VIP: `vip`; missions: `missions`). Its answer is
 * merged over the defaults, field by field, in registration order. Reads only.
 */
export interface SummaryContributor {
  name: string;
  contribute(db: Queryable, member: CenterMember, now: Date): Promise<Partial<RewardsSummary>>;
}

/**
 * The reward center's run time (app.rewardCenter): the registries the other parts add their center
 * lines and summary fields to, the summary itself, and the live push. After any commit that
 * changes a member's claimables, bonus or level, call `notifyMember`: the member's open pages get
 * `{ type: 'rewards', …summary }` on /ws, on every api instance.
 */
export class RewardCenter {
  private readonly centerContributors: CenterContributor[] = [];
  private readonly summaryContributors: SummaryContributor[] = [];
  private readonly changes = new EventEmitter();

  constructor(private readonly db: Db) {
    this.changes.setMaxListeners(0);
  }

  registerCenterContributor(contributor: CenterContributor): void {
    if (this.centerContributors.some((known) => known.name === contributor.name)) throw new Error(`rewards: center contributor ${contributor.name} registered twice`);
    this.centerContributors.push(contributor);
  }

  registerSummaryContributor(contributor: SummaryContributor): void {
    if (this.summaryContributors.some((known) => known.name === contributor.name)) throw new Error(`rewards: summary contributor ${contributor.name} registered twice`);
    this.summaryContributors.push(contributor);
  }

  /** Tells the member's open pages (here and, over Redis, on the other instances) to read their summary again. Call after commit. */
  notifyMember(merchantCode: string, memberId: string): void {
    this.changes.emit('member', { merchantCode, memberId });
  }

  onMemberChange(listener: (member: CenterMember) => void): () => void {
    this.changes.on('member', listener);
    return () => this.changes.off('member', listener);
  }

  /** Every contributed line and the rebate line, for the center's list. */
  async contributions(db: Queryable, member: CenterMember, now: Date): Promise<{ lines: CenterLine[]; rebate: CenterContribution['rebate'] }> {
    const answers = await Promise.all(this.centerContributors.map((contributor) => contributor.lines(db, member, now)));
    return { lines: answers.flatMap((answer) => answer.lines ?? []), rebate: answers.find((answer) => answer.rebate)?.rebate ?? null };
  }

  /** The rewardCenter badge: claimable items plus every contributor's lines. */
  async claimableCount(db: Queryable, member: CenterMember, now: Date): Promise<number> {
    const counts = await Promise.all([
      claimableItemCount(db, member.merchantCode, member.memberId, now),
      ...this.centerContributors.map(async (contributor) => {
        if (contributor.count) return contributor.count(db, member, now);
        const answer = await contributor.lines(db, member, now);
        return (answer.lines?.length ?? 0) + (answer.rebate ? 1 : 0);
      }),
    ]);
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** The member's rewards summary (GET /wps/rewards/summary and the push), read fresh. */
  async summary(member: CenterMember, now: Date = new Date(), db: Queryable = this.db): Promise<RewardsSummary> {
    const [rewardCenter, rewards, bonus, points] = await Promise.all([
      this.claimableCount(db, member, now),
      readRewardMember(db, member.merchantCode, member.memberId),
      openBonus(db, member),
      pointsBalance(db, member),
    ]);
    let summary: RewardsSummary = {
      rewardCenter,
      missions: 0,
      vip: { hasVip: false, level: rewards.vipLevel, label: null },
      bonus: { open: bonus.open, amount: moneyToWire(bonus.amount) },
      points: moneyToWire(points),
    };
    for (const contributor of this.summaryContributors) summary = { ...summary, ...(await contributor.contribute(db, member, now)) };
    return summary;
  }

  /** The /ws source of `rewards` pushes (platform/realtime): read fresh, on every notice. */
  memberEvents(): MemberEventSource {
    return {
      type: 'rewards',
      read: (member) => this.summary(member),
      onChange: (listener) => this.onMemberChange(listener),
    };
  }
}

/** Grants queued or active, and the money their accounts hold available. */
async function openBonus(db: Queryable, member: CenterMember): Promise<{ open: number; amount: bigint }> {
  const [row] = await db.query<{ open: string; amount: string }>(
    `SELECT count(*)::text AS open, coalesce(sum(greatest(a.balance - a.held, 0)), 0)::text AS amount
       FROM bonus_grants g
       LEFT JOIN ledger_accounts a ON a.merchant_code = g.merchant_code AND a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text
      WHERE g.merchant_code = $1 AND g.member_id = $2 AND g.status IN ('queued', 'active')`,
    [member.merchantCode, member.memberId],
  );
  return { open: Number(row?.open ?? 0), amount: BigInt(row?.amount ?? '0') };
}

/** The member's points (the member_points ledger account; 0 before the first point). */
async function pointsBalance(db: Queryable, member: CenterMember): Promise<bigint> {
  const [row] = await db.query<{ points: string }>(
    `SELECT (balance - held)::text AS points FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_points' AND owner_id = $2 AND ref = ''`,
    [member.merchantCode, member.memberId],
  );
  return BigInt(row?.points ?? '0');
}

/** Records that the member came today (the brand's day in its zone): sign-in and streak counts read it. */
export async function recordVisit(db: Queryable, member: CenterMember, timeZone: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reward_login_days (merchant_code, member_id, day) VALUES ($1, $2, ($3::timestamptz AT TIME ZONE $4)::date)
     ON CONFLICT DO NOTHING`,
    [member.merchantCode, member.memberId, now, timeZone],
  );
}
