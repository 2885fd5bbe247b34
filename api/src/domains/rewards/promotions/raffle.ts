import { createHmac, randomBytes } from 'node:crypto';
import type { RaffleRules } from '@khela/contracts/rewards';
import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type Ledger, LedgerError, pointsAccount, pointsPool } from '../../wallet';
import { awardBonus } from '../core/grants';
import { lockRewardMember } from '../core/reward-members';
import { type Campaign, findCampaign, listCampaigns } from './campaigns';
import { eligibilityFailure } from './eligibility';
import { type Entry, insertEntry, updateEntry } from './entries';
import type { GrantRequest } from '../core/grants';

export const RAFFLE_DRAW_JOB = 'rewards.raffle-draw';
export const RAFFLE_DRAW_SCHEDULE = '*/5 * * * *';

export interface RaffleTickets {
  entries: number;
  pointsSpent: number;
}

async function ticketsOf(db: Queryable, campaignId: string, memberId: string): Promise<RaffleTickets> {
  const [row] = await db.query<{ entries: string; points: string }>(
    'SELECT count(*)::text AS entries, coalesce(sum(points_spent), 0)::text AS points FROM raffle_entries WHERE campaign_id = $1 AND member_id = $2',
    [campaignId, memberId],
  );
  return { entries: Number(row?.entries ?? 0), pointsSpent: Number(row?.points ?? 0) };
}

export function memberTickets(db: Queryable, campaign: Campaign, memberId: string): Promise<RaffleTickets> {
  return ticketsOf(db, campaign.id, memberId);
}

/**
 * One raffle ticket (POST /wps/promotions/{code}/raffle, SPEC §7): free, or its points spent from
 * the member's points account in the same transaction (key `raffle:{campaign}:{member}:{requestId}`).
 * The same requestId buys once; at most `maxEntriesPerMember`; only before the draw.
 */
export async function buyTicket(db: Db, ledger: Ledger, merchantCode: string, memberId: string, code: string, requestId: string, now: Date): Promise<RaffleTickets> {
  // Accounts exist before the transaction: one created inside a rolled-back one would stay in the ledger's cache.
  await ledger.accountId(pointsAccount(merchantCode, memberId));
  await ledger.accountId(pointsPool(merchantCode));
  return db.transaction(async (tx) => {
    await lockRewardMember(tx, merchantCode, memberId);
    const campaign = await findCampaign(tx, merchantCode, code);
    if (!campaign) throw new ApiError(404, 'promotion.unknown');
    if (campaign.kind !== 'raffle') throw new ApiError(409, 'promotion.action.unavailable');
    const [known] = await tx.query('SELECT 1 FROM raffle_entries WHERE campaign_id = $1 AND member_id = $2 AND request_id = $3', [campaign.id, memberId, requestId]);
    if (known) return ticketsOf(tx, campaign.id, memberId);
    const rules = campaign.rules as RaffleRules;
    if (now < campaign.startsAt) throw new ApiError(409, 'promotion.notStarted');
    if (!campaign.enabled || (campaign.endsAt !== null && now >= campaign.endsAt) || now >= new Date(rules.drawAt)) throw new ApiError(409, 'promotion.ended');
    const failure = await eligibilityFailure(tx, campaign, memberId, now);
    if (failure) throw new ApiError(403, 'promotion.notEligible', { rule: failure }, { rule: failure });
    const held = await ticketsOf(tx, campaign.id, memberId);
    if (held.entries >= rules.maxEntriesPerMember) throw new ApiError(409, 'promotion.raffle.full', { max: rules.maxEntriesPerMember });
    const cost = rules.entry === 'points' ? BigInt(rules.pointsCost ?? 0) : 0n;
    if (cost > 0n) {
      try {
        await ledger.transfer(
          { key: `raffle:${campaign.id}:${memberId}:${requestId}`, kind: 'points_spend', debit: pointsAccount(merchantCode, memberId), credit: pointsPool(merchantCode), amount: cost, details: { campaign: campaign.code } },
          tx,
        );
      } catch (error) {
        if (error instanceof LedgerError && error.reason === 'insufficient') throw new ApiError(409, 'promotion.raffle.points', { points: Number(cost) });
        throw error;
      }
    }
    await tx.query('INSERT INTO raffle_entries (merchant_code, campaign_id, member_id, request_id, points_spent) VALUES ($1, $2, $3, $4, $5)', [merchantCode, campaign.id, memberId, requestId, cost.toString()]);
    return ticketsOf(tx, campaign.id, memberId);
  });
}

/**
 * The draw's order of tickets, from the recorded seed alone (Fisher–Yates with HMAC-SHA256 of the
 * seed and the step): anyone with the seed and the ticket list can check the winners.
 */
export function shuffleBySeed<T>(items: readonly T[], seed: string): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const digest = createHmac('sha256', seed).update(String(i)).digest();
    const j = Number(digest.readBigUInt64BE(0) % BigInt(i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** A raffle prize as a grant (or cash when its multiple is 0); the entry is its source. */
export function raffleGrant(campaign: Campaign, entry: Entry): GrantRequest {
  return {
    merchantCode: campaign.merchantCode,
    memberId: entry.memberId,
    source: 'campaign',
    sourceRef: entry.id,
    titleEn: campaign.titleEn,
    titleBn: campaign.titleBn,
    amount: entry.amount,
    wagering: { multipleX100: Number(entry.details.multipleX100 ?? 0), categories: [], expiryDays: 7 },
    details: { campaign: campaign.code, kind: campaign.kind, rank: entry.details.rank ?? null },
  };
}

/** Prizes in order, one slot per prize (the first prize first). */
export function prizeSlots(rules: Pick<RaffleRules, 'prizes'>): Array<{ amount: number; multipleX100: number; rank: number }> {
  return rules.prizes.flatMap((prize, rank) => Array.from({ length: prize.count }, () => ({ amount: prize.amount, multipleX100: prize.multipleX100, rank: rank + 1 })));
}

/**
 * Job `rewards.raffle-draw`: each raffle whose drawAt has passed is drawn once (the raffle_draws
 * row is its guard, written in the draw's own transaction). Tickets are shuffled by a recorded
 * seed; a member wins at most one prize; each winner's prize is paid at once (status Issued).
 */
export async function drawRaffles(db: Db, ledger: Ledger, now: Date): Promise<{ drawn: string[] }> {
  const drawn: string[] = [];
  const brands = await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
  for (const { code: merchantCode } of brands) {
    for (const campaign of await listCampaigns(db, merchantCode, { kinds: ['raffle'] })) {
      const rules = campaign.rules as RaffleRules;
      if (!campaign.enabled || new Date(rules.drawAt) > now) continue;
      const done = await db.transaction(async (tx) => {
        const seed = randomBytes(32).toString('hex');
        const tickets = await tx.query<{ member_id: string }>('SELECT member_id::text FROM raffle_entries WHERE campaign_id = $1 ORDER BY id', [campaign.id]);
        const [claimed] = await tx.query('INSERT INTO raffle_draws (campaign_id, merchant_code, seed, tickets) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING campaign_id', [campaign.id, merchantCode, seed, tickets.length]);
        if (!claimed) return false;
        const slots = prizeSlots(rules);
        const winners: Array<{ memberId: string; rank: number; amount: number; entryId: string }> = [];
        const seen = new Set<string>();
        for (const ticket of shuffleBySeed(tickets, seed)) {
          if (winners.length >= slots.length) break;
          if (seen.has(ticket.member_id)) continue;
          seen.add(ticket.member_id);
          const slot = slots[winners.length]!;
          await lockRewardMember(tx, merchantCode, ticket.member_id);
          const entry = (await insertEntry(tx, { merchantCode, campaignId: campaign.id, memberId: ticket.member_id, periodKey: 'draw', status: 'CLAIM', amount: BigInt(slot.amount), qualifiedAt: now, details: { rank: slot.rank, multipleX100: slot.multipleX100 } }))!;
          try {
            const award = await awardBonus(tx, ledger, raffleGrant(campaign, entry), { key: `campaign:${entry.id}`, kind: 'bonus' }, now);
            await updateEntry(tx, entry.id, { status: 'ISSUED', grantId: award.kind === 'grant' ? award.grant.id : null, transferId: award.kind === 'cash' ? award.transferId : null });
          } catch (error) {
            // A full bonus queue refuses before writing: the prize waits as a Claim the winner takes later.
            if (!(error instanceof ApiError && error.errorCode === 'bonus.queue.full')) throw error;
          }
          winners.push({ memberId: ticket.member_id, rank: slot.rank, amount: slot.amount, entryId: entry.id });
        }
        await tx.query('UPDATE raffle_draws SET winners = $2::jsonb WHERE campaign_id = $1', [campaign.id, JSON.stringify(winners)]);
        return true;
      });
      if (done) drawn.push(`${merchantCode}/${campaign.code}`);
    }
  }
  return { drawn };
}
