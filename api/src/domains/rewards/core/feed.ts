import type { Db, Queryable } from '../../../platform/db/db';
import { lockRewardMember, type RewardMember } from './reward-members';

/** One settled bet, as the trigger on `bets` wrote it (migration 040). Money in minor units. */
export interface FeedRow {
  id: string;
  merchantCode: string;
  memberId: string;
  vendorCode: string;
  transactionId: string;
  gameType: string | null;
  stake: bigint;
  payout: bigint;
  placedAt: Date;
  settledAt: Date;
  bonusGrantId: string | null;
}

/** A valid bet (docs/agents.md): a settled bet whose payout is not its stake (a push counts nothing). */
export function isValidBet(row: Pick<FeedRow, 'stake' | 'payout'>): boolean {
  return row.payout !== row.stake;
}

/**
 * Something that counts settled bets: wagering, missions, points, rebate, VIP (docs/adr/0016 §3).
 * `apply` runs inside the transaction that deletes the rows, with the member's reward_members row
 * locked, so each bet reaches each consumer exactly once. It must only write (never call out).
 */
export interface FeedConsumer {
  name: string;
  apply(tx: Queryable, member: RewardMember, rows: readonly FeedRow[], now: Date): Promise<void>;
}

/** The consumers every part registers at plugin start; the core never imports them. */
export class FeedConsumers {
  private readonly consumers: FeedConsumer[] = [];

  register(consumer: FeedConsumer): void {
    if (this.consumers.some((known) => known.name === consumer.name)) throw new Error(`rewards: feed consumer ${consumer.name} registered twice`);
    this.consumers.push(consumer);
  }

  names(): string[] {
    return this.consumers.map((consumer) => consumer.name);
  }

  async apply(tx: Queryable, member: RewardMember, rows: readonly FeedRow[], now: Date): Promise<void> {
    for (const consumer of this.consumers) await consumer.apply(tx, member, rows, now);
  }
}

interface FeedDbRow {
  id: string;
  merchant_code: string;
  member_id: string;
  vendor_code: string;
  transaction_id: string;
  game_type: string | null;
  stake: string;
  payout: string;
  placed_at: Date;
  settled_at: Date;
  bonus_grant_id: string | null;
}

function toFeedRow(row: FeedDbRow): FeedRow {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    transactionId: row.transaction_id,
    gameType: row.game_type,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    placedAt: new Date(row.placed_at),
    settledAt: new Date(row.settled_at),
    bonusGrantId: row.bonus_grant_id,
  };
}

/** Takes (deletes) the member's feed rows, oldest first; the caller's transaction applies them. */
async function takeMemberRows(tx: Queryable, memberId: string): Promise<FeedRow[]> {
  const rows = await tx.query<FeedDbRow>(
    `DELETE FROM reward_feed WHERE member_id = $1
     RETURNING id::text, merchant_code, member_id::text, vendor_code, transaction_id, game_type, stake::text, payout::text,
               placed_at, settled_at, bonus_grant_id::text`,
    [memberId],
  );
  return rows.map(toFeedRow).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/**
 * Applies the member's own feed rows now, inside the caller's transaction (a claim, a withdrawal's
 * guard, a page read), so what the member acts on never lags their last bet. Locks the member's
 * reward_members row (waiting for a worker that holds it) and answers that row.
 */
export async function drainMember(tx: Queryable, consumers: FeedConsumers, merchantCode: string, memberId: string, now: Date): Promise<RewardMember> {
  const member = await lockRewardMember(tx, merchantCode, memberId);
  const rows = await takeMemberRows(tx, memberId);
  if (rows.length > 0) await consumers.apply(tx, member, rows, now);
  return member;
}

export interface DrainOutcome {
  members: number;
  rows: number;
}

/**
 * One pass of the worker: up to `maxMembers` members with feed rows, each in its own transaction.
 * A member another instance is applying is skipped (SKIP LOCKED), so instances never wait on each
 * other and never count a row twice; a process killed mid-batch rolls its batch back whole.
 */
export async function drainSome(db: Db, consumers: FeedConsumers, now: () => Date, maxMembers = 200): Promise<DrainOutcome> {
  const pending = await db.query<{ merchant_code: string; member_id: string }>(
    `SELECT merchant_code, member_id::text FROM (SELECT merchant_code, member_id FROM reward_feed ORDER BY id LIMIT $1 * 20) oldest
      GROUP BY merchant_code, member_id LIMIT $1`,
    [maxMembers],
  );
  let rowsApplied = 0;
  let members = 0;
  for (const { merchant_code: merchantCode, member_id: memberId } of pending) {
    const applied = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO reward_members (merchant_code, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [merchantCode, memberId]);
      const [locked] = await tx.query<{ member_id: string }>('SELECT member_id::text FROM reward_members WHERE member_id = $1 FOR UPDATE SKIP LOCKED', [memberId]);
      if (!locked) return 0;
      const member = await lockRewardMember(tx, merchantCode, memberId);
      const rows = await takeMemberRows(tx, memberId);
      if (rows.length > 0) await consumers.apply(tx, member, rows, now());
      return rows.length;
    });
    if (applied > 0) members += 1;
    rowsApplied += applied;
  }
  return { members, rows: rowsApplied };
}

/** The backlog, for GET /ops/rewards/feed: rows waiting and the oldest one's age. */
export async function feedBacklog(db: Queryable, merchantCode: string, now: Date): Promise<{ rows: number; members: number; oldestSeconds: number | null }> {
  const [row] = await db.query<{ rows: string; members: string; oldest: Date | null }>(
    'SELECT count(*)::text AS rows, count(DISTINCT member_id)::text AS members, min(settled_at) AS oldest FROM reward_feed WHERE merchant_code = $1',
    [merchantCode],
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { rows: Number(row?.rows ?? 0), members: Number(row?.members ?? 0), oldestSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null };
}
