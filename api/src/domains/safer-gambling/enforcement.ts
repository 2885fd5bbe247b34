import type { SaferExclusionKind, SaferLimitKind, SaferPeriod } from '@khela/contracts/safer-gambling';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { formatMinor, formatWhen } from './safer-format';
import './messages';

/**
 * The money boundary's checks (docs/safer-gambling.md "Enforcement"): deposits, launches and bets
 * ask here first; settlement, wins, rollbacks and withdrawals never do. Each check fails closed:
 * when the answer cannot be read, the money call is refused.
 */

export interface Exclusion {
  kind: SaferExclusionKind;
  endsAt: Date;
}

interface GateRow {
  found: boolean;
  kind: SaferExclusionKind | null;
  ends_at: Date | null;
  has_bet_limits: boolean | null;
  time_zone: string;
  currency_symbol: string;
}

/**
 * One round trip of primary-key and index look-ups: the member and their brand (for the refusal's
 * words), their latest exclusion, the bet-limit flag.
 */
async function gate(db: Queryable, memberId: string, now: Date): Promise<GateRow> {
  if (!/^[0-9]{1,18}$/.test(memberId)) return { found: false, kind: null, ends_at: null, has_bet_limits: null, time_zone: 'UTC', currency_symbol: '' };
  const [row] = await db.query<GateRow>(
    `SELECT true AS found, x.kind, x.ends_at, s.has_bet_limits, b.time_zone, b.currency_symbol
       FROM members m
       JOIN merchants b ON b.code = m.merchant_code
       LEFT JOIN LATERAL (SELECT e.kind, e.ends_at FROM safer_exclusions e WHERE e.member_id = m.id ORDER BY e.ends_at DESC LIMIT 1) x ON x.ends_at > $2
       LEFT JOIN safer_members s ON s.member_id = m.id
      WHERE m.id = $1`,
    [memberId, now],
  );
  return row ?? { found: false, kind: null, ends_at: null, has_bet_limits: null, time_zone: 'UTC', currency_symbol: '' };
}

/** The member's time-out or self-exclusion in force at `now`, if any. Throws when the database cannot answer. */
export async function activeExclusion(db: Queryable, memberId: string, now = new Date()): Promise<Exclusion | null> {
  const row = await gate(db, memberId, now);
  return row.kind && row.ends_at ? { kind: row.kind, endsAt: new Date(row.ends_at) } : null;
}

/**
 * The rewards' port (docs/rewards.md): a member who must receive no marketing or inducement.
 * Unknown member or unreadable state: restricted (fail closed).
 */
export async function isRestricted(db: Queryable, memberId: string, now = new Date()): Promise<boolean> {
  try {
    const row = await gate(db, memberId, now);
    return !row.found || row.kind !== null;
  } catch {
    return true;
  }
}

function exclusionError(exclusion: Exclusion, timeZone: string, code: 'safer.excluded' | 'safer.login.excluded' = 'safer.excluded'): ApiError {
  const key = exclusion.kind === 'timeout' ? `${code}.timeout` as const : `${code}.self` as const;
  return new ApiError(403, key, { until: formatWhen(exclusion.endsAt, timeZone) }, { kind: exclusion.kind, endsAt: exclusion.endsAt.toISOString() });
}

async function gateOrRefuse(db: Queryable, memberId: string, now: Date): Promise<GateRow> {
  let row: GateRow;
  try {
    row = await gate(db, memberId, now);
  } catch {
    throw new ApiError(503, 'safer.unavailable');
  }
  if (!row.found) throw new ApiError(503, 'safer.unavailable');
  if (row.kind && row.ends_at) throw exclusionError({ kind: row.kind, endsAt: new Date(row.ends_at) }, row.time_zone);
  return row;
}

/** Sign-in (identity's issueLogin): refused during a time-out or self-exclusion, naming the end. */
export async function assertMayLogin(db: Queryable, memberId: string, now = new Date()): Promise<void> {
  let row: GateRow;
  try {
    row = await gate(db, memberId, now);
  } catch {
    throw new ApiError(503, 'safer.unavailable');
  }
  if (row.kind && row.ends_at) throw exclusionError({ kind: row.kind, endsAt: new Date(row.ends_at) }, row.time_zone, 'safer.login.excluded');
}

/** A game launch (real or free play): refused during an exclusion. */
export async function assertMayPlay(db: Queryable, memberId: string, now = new Date()): Promise<void> {
  await gateOrRefuse(db, memberId, now);
}

export interface LimitBreach {
  kind: SaferLimitKind;
  period: SaferPeriod;
  limit: bigint;
  used: bigint;
}

interface UsageRow {
  period: SaferPeriod;
  amount: string;
  used: string;
}

/**
 * The limits of the given kinds in force against what the member used in each rolling window
 * (deposits: requested and approved, a rejected one frees its amount; wager: stakes of bets not
 * rolled back; loss: stakes minus payouts, an open bet counting its whole stake). The breach that
 * leaves the least headroom, when `amount` more would pass any limit: the lowest limit applies.
 */
export async function limitBreach(db: Queryable, memberId: string, kinds: readonly SaferLimitKind[], amount: bigint, now: Date): Promise<LimitBreach | null> {
  const rows = await db.query<UsageRow & { kind: SaferLimitKind }>(
    `SELECT l.kind, l.period, l.amount::text,
            (CASE l.kind
               WHEN 'deposit' THEN (SELECT coalesce(sum(d.amount), 0) FROM deposit_orders d
                                     WHERE d.member_id = l.member_id AND d.status <> 'REJECTED'
                                       AND d.created_at > $2::timestamptz - (CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END))
               WHEN 'wager' THEN (SELECT coalesce(sum(b.stake), 0) FROM bets b
                                   WHERE b.merchant_code = l.merchant_code AND b.member_id = l.member_id AND b.status <> 'rolled_back'
                                     AND b.placed_at > $2::timestamptz - (CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END))
               ELSE (SELECT coalesce(sum(b.stake - coalesce(b.payout, 0)), 0) FROM bets b
                      WHERE b.merchant_code = l.merchant_code AND b.member_id = l.member_id AND b.status <> 'rolled_back'
                        AND b.placed_at > $2::timestamptz - (CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END))
             END)::text AS used
       FROM safer_limits l
      WHERE l.member_id = $1 AND l.amount IS NOT NULL AND l.kind = ANY($3::text[])`,
    [memberId, now, [...kinds]],
  );
  let worst: LimitBreach | null = null;
  for (const row of rows) {
    const limit = BigInt(row.amount);
    const used = BigInt(row.used);
    if (used + amount <= limit) continue;
    if (!worst || limit - used < worst.limit - worst.used) worst = { kind: row.kind, period: row.period, limit, used };
  }
  return worst;
}

function breachError(breach: LimitBreach, currencySymbol: string): ApiError {
  const used = breach.used < 0n ? 0n : breach.used;
  return new ApiError(
    403,
    `safer.limit.${breach.kind}.${breach.period}` as const,
    { limit: formatMinor(breach.limit, currencySymbol), used: formatMinor(used, currencySymbol), left: formatMinor(breach.limit > used ? breach.limit - used : 0n, currencySymbol) },
    { limitType: breach.kind, period: breach.period, limit: Number(breach.limit), used: Number(used) },
  );
}

/** A deposit request: refused during an exclusion, or when it would pass a deposit limit (before any gateway call). */
export async function assertMayDeposit(db: Queryable, memberId: string, amount: bigint, now = new Date()): Promise<void> {
  const row = await gateOrRefuse(db, memberId, now);
  let breach: LimitBreach | null;
  try {
    breach = await limitBreach(db, memberId, ['deposit'], amount, now);
  } catch {
    throw new ApiError(503, 'safer.unavailable');
  }
  if (breach) throw breachError(breach, row.currency_symbol);
}

/**
 * A bet's stake (seamless wallet, lottery, sportsbook through the seamless wallet): refused during
 * an exclusion or past a loss or wager limit, the stake counting as lost (worst case). The common
 * case (no exclusion, no bet limit) is the one look-up of `gate`. A player id naming nobody passes:
 * the money call's own check answers it (PLAYER_NOT_FOUND).
 */
export async function assertMayBet(db: Queryable, memberId: string, stake: bigint, now = new Date()): Promise<void> {
  let row: GateRow;
  try {
    row = await gate(db, memberId, now);
  } catch {
    throw new ApiError(503, 'safer.unavailable');
  }
  if (!row.found) return;
  if (row.kind && row.ends_at) throw exclusionError({ kind: row.kind, endsAt: new Date(row.ends_at) }, row.time_zone);
  if (!row.has_bet_limits) return;
  let breach: LimitBreach | null;
  try {
    breach = await limitBreach(db, memberId, ['loss', 'wager'], stake, now);
  } catch {
    throw new ApiError(503, 'safer.unavailable');
  }
  if (breach) throw breachError(breach, row.currency_symbol);
}
