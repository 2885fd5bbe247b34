import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { bonusPool, grantAccount, type Ledger, mainWallet } from '../../wallet';
import { lockRewardMember } from './reward-members';
import { writeMemberMessage } from '../../inbox';

/** Open (queued) unscoped grants a member may hold behind the active one. */
export const MAX_QUEUED_GRANTS = 3;

export type GrantStatus = 'queued' | 'active' | 'converted' | 'forfeited' | 'expired' | 'exhausted';

/** Where bonus money came from; with source_ref it names the grant once (docs/adr/0016 §1 keys). */
export type GrantSource = 'campaign' | 'reward' | 'rebate' | 'mall' | 'operator' | 'points' | 'mission' | 'vip';

/** The wagering a grant asks for (docs/adr/0016 §2): multiple stored ×100 (2000 = 20×). */
export interface Wagering {
  multipleX100: number;
  /** What the multiple applies to; the bonus itself when absent (a deposit bonus may add its deposit). */
  base?: bigint;
  /** Game types whose settled bets count; empty: every type. */
  categories: readonly string[];
  maxCountedStake?: bigint | null;
  maxConvert?: bigint | null;
  expiryDays: number;
}

export interface GrantScope {
  vendor: string;
  gameCode?: string | null;
  maxStake: bigint;
}

export interface GrantRequest {
  merchantCode: string;
  memberId: string;
  source: GrantSource;
  /** Unique per source and brand: issuing the same source_ref again answers the first grant. */
  sourceRef: string;
  titleEn: string;
  titleBn: string;
  amount: bigint;
  wagering: Wagering;
  scope?: GrantScope | null;
  details?: Record<string, unknown>;
}

export interface Grant {
  id: string;
  merchantCode: string;
  memberId: string;
  source: string;
  sourceRef: string;
  titleEn: string;
  titleBn: string;
  amount: bigint;
  requirement: bigint;
  wagered: bigint;
  categories: string[];
  maxCountedStake: bigint | null;
  maxConvert: bigint | null;
  expiryDays: number;
  scope: GrantScope | null;
  status: GrantStatus;
  issuedAt: Date;
  activatedAt: Date | null;
  expiresAt: Date | null;
  closedAt: Date | null;
  closeReason: string | null;
  converted: bigint;
  forfeited: bigint;
  forfeitedWinnings: bigint;
}

interface GrantRow {
  id: string;
  merchant_code: string;
  member_id: string;
  source: string;
  source_ref: string;
  title_en: string;
  title_bn: string;
  amount: string;
  requirement: string;
  wagered: string;
  categories: string[];
  max_counted_stake: string | null;
  max_convert: string | null;
  expiry_days: number;
  scope_vendor: string | null;
  scope_game: string | null;
  scope_max_stake: string | null;
  status: GrantStatus;
  issued_at: Date;
  activated_at: Date | null;
  expires_at: Date | null;
  closed_at: Date | null;
  close_reason: string | null;
  converted: string;
  forfeited: string;
  forfeited_winnings: string;
}

export const GRANT_COLUMNS = `id::text, merchant_code, member_id::text, source, source_ref, title_en, title_bn, amount::text, requirement::text,
  wagered::text, categories, max_counted_stake::text, max_convert::text, expiry_days, scope_vendor, scope_game, scope_max_stake::text,
  status, issued_at, activated_at, expires_at, closed_at, close_reason, converted::text, forfeited::text, forfeited_winnings::text`;

const optionalBigint = (value: string | null): bigint | null => (value === null ? null : BigInt(value));
const optionalDate = (value: Date | null): Date | null => (value === null ? null : new Date(value));

export function toGrant(row: GrantRow): Grant {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    source: row.source,
    sourceRef: row.source_ref,
    titleEn: row.title_en,
    titleBn: row.title_bn,
    amount: BigInt(row.amount),
    requirement: BigInt(row.requirement),
    wagered: BigInt(row.wagered),
    categories: row.categories ?? [],
    maxCountedStake: optionalBigint(row.max_counted_stake),
    maxConvert: optionalBigint(row.max_convert),
    expiryDays: Number(row.expiry_days),
    scope: row.scope_vendor === null ? null : { vendor: row.scope_vendor, gameCode: row.scope_game, maxStake: BigInt(row.scope_max_stake!) },
    status: row.status,
    issuedAt: new Date(row.issued_at),
    activatedAt: optionalDate(row.activated_at),
    expiresAt: optionalDate(row.expires_at),
    closedAt: optionalDate(row.closed_at),
    closeReason: row.close_reason,
    converted: BigInt(row.converted),
    forfeited: BigInt(row.forfeited),
    forfeitedWinnings: BigInt(row.forfeited_winnings),
  };
}

/** Requirement = ceil(multiple × base): the multiple is stored ×100. */
export function wageringRequirement(multipleX100: number, base: bigint): bigint {
  if (!Number.isInteger(multipleX100) || multipleX100 < 0) throw new RangeError('rewards: the wagering multiple is a whole number ×100, at least 0');
  const product = BigInt(multipleX100) * base;
  return (product + 99n) / 100n;
}

export async function findGrant(db: Queryable, merchantCode: string, grantId: string): Promise<Grant | null> {
  const [row] = await db.query<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE merchant_code = $1 AND id = $2`, [merchantCode, grantId]);
  return row ? toGrant(row) : null;
}

/** Whether the new grant may be active now: an unscoped one when none is; a scoped one when its game has none. */
async function mayActivate(tx: Queryable, request: GrantRequest): Promise<boolean> {
  const scope = request.scope ?? null;
  const [row] = await tx.query<{ active: string; queued: string }>(
    `SELECT count(*) FILTER (WHERE status = 'active')::text AS active, count(*) FILTER (WHERE status = 'queued')::text AS queued
       FROM bonus_grants
      WHERE merchant_code = $1 AND member_id = $2 AND status IN ('queued', 'active')
        AND scope_vendor IS NOT DISTINCT FROM $3 AND scope_game IS NOT DISTINCT FROM $4`,
    [request.merchantCode, request.memberId, scope?.vendor ?? null, scope?.vendor ? (scope.gameCode ?? null) : null],
  );
  const active = Number(row?.active ?? 0);
  const queued = Number(row?.queued ?? 0);
  if (active === 0 && queued === 0) return true;
  if (queued >= MAX_QUEUED_GRANTS) throw new ApiError(409, 'bonus.queue.full', { max: MAX_QUEUED_GRANTS });
  return false;
}

/**
 * Issues a grant: its row, its own ledger account funded by the brand's bonus pool under the key
 * `grant:{id}`, active at once when nothing of its kind is, else queued (the next activates when the
 * active one ends). Idempotent by (source, sourceRef): issuing again answers the first grant.
 * Runs inside the caller's transaction and takes the member's reward lock.
 */
export async function issueGrant(tx: Queryable, ledger: Ledger, request: GrantRequest, now: Date): Promise<Grant> {
  if (request.amount <= 0n) throw new RangeError('rewards: a grant gives more than nothing');
  await lockRewardMember(tx, request.merchantCode, request.memberId);
  const [known] = await tx.query<GrantRow>(
    `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE merchant_code = $1 AND source = $2 AND source_ref = $3`,
    [request.merchantCode, request.source, request.sourceRef],
  );
  if (known) return toGrant(known);
  const active = await mayActivate(tx, request);
  const { wagering } = request;
  const requirement = wageringRequirement(wagering.multipleX100, wagering.base ?? request.amount);
  const scope = request.scope ?? null;
  const [row] = await tx.query<GrantRow>(
    `INSERT INTO bonus_grants (merchant_code, member_id, source, source_ref, title_en, title_bn, amount, requirement, categories,
                               max_counted_stake, max_convert, expiry_days, scope_vendor, scope_game, scope_max_stake, status,
                               issued_at, activated_at, expires_at, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             CASE WHEN $16 = 'active' THEN $17::timestamptz END,
             CASE WHEN $16 = 'active' THEN $17::timestamptz + make_interval(days => $12) END, $18)
     RETURNING ${GRANT_COLUMNS}`,
    [
      request.merchantCode,
      request.memberId,
      request.source,
      request.sourceRef,
      request.titleEn,
      request.titleBn,
      request.amount.toString(),
      requirement.toString(),
      [...wagering.categories],
      wagering.maxCountedStake?.toString() ?? null,
      wagering.maxConvert?.toString() ?? null,
      wagering.expiryDays,
      scope?.vendor ?? null,
      scope ? (scope.gameCode ?? null) : null,
      scope?.maxStake.toString() ?? null,
      active ? 'active' : 'queued',
      now,
      JSON.stringify(request.details ?? {}),
    ],
  );
  const grant = toGrant(row!);
  await ledger.transfer(
    {
      key: `grant:${grant.id}`,
      kind: 'bonus',
      debit: bonusPool(request.merchantCode, request.memberId),
      credit: grantAccount(request.merchantCode, request.memberId, grant.id),
      amount: request.amount,
      details: { grantId: grant.id, source: request.source, sourceRef: request.sourceRef },
    },
    tx,
  );
  // The member's inbox hears of the bonus in the same transaction (one message per grant).
  await writeMemberMessage(tx, {
    merchantCode: request.merchantCode,
    memberId: request.memberId,
    template: 'bonus.issued',
    params: { amount: request.amount.toString(), titleEn: request.titleEn, titleBn: request.titleBn },
    eventKey: `grant:${grant.id}`,
  });
  return grant;
}

export interface RewardPayment {
  merchantCode: string;
  memberId: string;
  /** The ledger key (docs/wallet.md): a retry moves nothing twice. */
  key: string;
  kind: 'bonus' | 'rebate' | 'points_convert';
  amount: bigint;
  details?: Record<string, unknown>;
}

/** A reward with no wagering: paid from the brand's bonus pool straight to the main wallet. */
export async function payReward(tx: Queryable, ledger: Ledger, payment: RewardPayment) {
  return ledger.transfer(
    {
      key: payment.key,
      kind: payment.kind,
      debit: bonusPool(payment.merchantCode, payment.memberId),
      credit: mainWallet(payment.merchantCode, payment.memberId),
      amount: payment.amount,
      details: payment.details ?? {},
    },
    tx,
  );
}

export type Award = { kind: 'grant'; grant: Grant } | { kind: 'cash'; transferId: string; amount: bigint };

/**
 * Gives a reward the way its rule says: as a grant when it asks for wagering (multiple > 0), else
 * as money in the main wallet under `payment.key`. Every part pays through here.
 */
export async function awardBonus(
  tx: Queryable,
  ledger: Ledger,
  grant: GrantRequest,
  payment: Pick<RewardPayment, 'key' | 'kind'>,
  now: Date,
): Promise<Award> {
  if (grant.wagering.multipleX100 > 0) return { kind: 'grant', grant: await issueGrant(tx, ledger, grant, now) };
  const paid = await payReward(tx, ledger, { merchantCode: grant.merchantCode, memberId: grant.memberId, key: payment.key, kind: payment.kind, amount: grant.amount, details: { source: grant.source, sourceRef: grant.sourceRef, ...grant.details } });
  return { kind: 'cash', transferId: paid.transferId, amount: grant.amount };
}
