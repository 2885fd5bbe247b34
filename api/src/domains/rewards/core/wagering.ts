import type { Queryable } from '../../../platform/db/db';
import type { Ledger, TransferOutcome } from '../../wallet';
import { type FeedConsumer, type FeedRow, isValidBet } from './feed';
import { activeGrants, closeGrant } from './grant-lifecycle';
import type { Grant } from './grants';

/** A scoped grant's bets: its vendor, its game when it names one, at most its maximum stake. */
function inScope(grant: Grant, row: FeedRow, gameCode: string | null): boolean {
  const { scope } = grant;
  if (!scope) return true;
  if (row.vendorCode !== scope.vendor || row.stake > scope.maxStake) return false;
  return !scope.gameCode || scope.gameCode === gameCode;
}

/**
 * What one settled bet counts toward one active grant (§2 "What counts toward a grant"): nothing
 * for a push, a bet of another category, one placed before the grant became active or settled
 * after it expired; otherwise its stake, at most the grant's maxCountedStake. A bet staked from a
 * scoped grant (free rounds) counts toward that grant only.
 */
export function countedStake(grant: Grant, row: FeedRow, gameCode: string | null, stakedFromScoped: boolean): bigint {
  if (!isValidBet(row)) return 0n;
  if (grant.categories.length > 0 && (row.gameType === null || !grant.categories.includes(row.gameType))) return 0n;
  if (!grant.activatedAt || row.placedAt < grant.activatedAt) return 0n;
  if (grant.expiresAt && row.settledAt >= grant.expiresAt) return 0n;
  if (stakedFromScoped && row.bonusGrantId !== grant.id) return 0n;
  if (grant.scope && !inScope(grant, row, gameCode)) return 0n;
  return grant.maxCountedStake !== null && grant.maxCountedStake < row.stake ? grant.maxCountedStake : row.stake;
}

/** The game codes of the rows' bets, read only when a scoped grant names a game. */
async function gameCodes(tx: Queryable, rows: readonly FeedRow[]): Promise<Map<string, string>> {
  const found = await tx.query<{ vendor_code: string; transaction_id: string; game_code: string | null }>(
    `SELECT vendor_code, transaction_id, game_code FROM bets
      WHERE (vendor_code, transaction_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [rows.map((row) => row.vendorCode), rows.map((row) => row.transactionId)],
  );
  return new Map(found.map((row) => [`${row.vendor_code}\u0000${row.transaction_id}`, row.game_code ?? '']));
}

/**
 * Counts a batch of settled bets toward the member's active grants, converts each grant whose
 * requirement is met in the same transaction (the next queued one activates), then closes as
 * exhausted every active grant left with nothing: no money and no stake in play (§2).
 */
export async function applyWagering(tx: Queryable, ledger: Ledger, merchantCode: string, memberId: string, rows: readonly FeedRow[], now: Date): Promise<TransferOutcome[]> {
  let grants = await activeGrants(tx, merchantCode, memberId);
  if (grants.length === 0) return [];
  const outcomes: TransferOutcome[] = [];
  const scopedIds = new Set(grants.filter((grant) => grant.scope).map((grant) => grant.id));
  const codes = grants.some((grant) => grant.scope?.gameCode) ? await gameCodes(tx, rows) : new Map<string, string>();
  const added = new Map<string, bigint>();
  for (const row of rows) {
    const stakedFromScoped = row.bonusGrantId !== null && scopedIds.has(row.bonusGrantId);
    for (const grant of grants) {
      const counted = countedStake(grant, row, codes.get(`${row.vendorCode}\u0000${row.transactionId}`) ?? null, stakedFromScoped);
      if (counted === 0n) continue;
      grant.wagered += counted;
      added.set(grant.id, (added.get(grant.id) ?? 0n) + counted);
    }
    for (const grant of grants.filter((candidate) => candidate.wagered >= candidate.requirement && added.has(candidate.id))) {
      await tx.query('UPDATE bonus_grants SET wagered = wagered + $2 WHERE id = $1', [grant.id, added.get(grant.id)!.toString()]);
      added.delete(grant.id);
      const closed = await closeGrant(tx, ledger, grant.id, { status: 'converted', reason: 'wagering' }, now);
      outcomes.push(...closed.outcomes);
      grants = grants.filter((candidate) => candidate.id !== grant.id);
      if (closed.activated) grants.push(closed.activated);
    }
  }
  for (const [grantId, amount] of added) await tx.query('UPDATE bonus_grants SET wagered = wagered + $2 WHERE id = $1', [grantId, amount.toString()]);
  outcomes.push(...(await closeExhausted(tx, ledger, merchantCode, memberId, now)));
  return outcomes;
}

/** Closes the member's active grants whose account holds nothing at all (lost in play), activating the next. */
export async function closeExhausted(tx: Queryable, ledger: Ledger, merchantCode: string, memberId: string, now: Date): Promise<TransferOutcome[]> {
  const outcomes: TransferOutcome[] = [];
  // A grant activated in place of an exhausted one holds its funding, so a second look ends it.
  for (let look = 0; look < 4; look += 1) {
    const empty = await tx.query<{ id: string }>(
      `SELECT g.id::text FROM bonus_grants g
         LEFT JOIN ledger_accounts a ON a.merchant_code = g.merchant_code AND a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text
        WHERE g.merchant_code = $1 AND g.member_id = $2 AND g.status = 'active' AND COALESCE(a.balance, 0) = 0 AND COALESCE(a.held, 0) = 0
        ORDER BY g.id`,
      [merchantCode, memberId],
    );
    if (empty.length === 0) break;
    for (const { id } of empty) outcomes.push(...(await closeGrant(tx, ledger, id, { status: 'exhausted', reason: 'play' }, now)).outcomes);
  }
  return outcomes;
}

/** The core's feed consumer: wagering, conversion and exhaustion (registered by the core part). */
export function wageringConsumer(ledger: Ledger, announce: (merchantCode: string, outcomes: TransferOutcome[]) => void): FeedConsumer {
  return {
    name: 'wagering',
    async apply(tx, member, rows, now) {
      const outcomes = await applyWagering(tx, ledger, member.merchantCode, member.memberId, rows, now);
      announce(member.merchantCode, outcomes);
    },
  };
}
