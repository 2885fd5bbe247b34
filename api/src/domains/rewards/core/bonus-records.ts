import type { BonusRecord, GrantStatusWire } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import type { OpenBonus } from '../../payments';
import { GRANT_COLUMNS, type Grant, toGrant } from './grants';

/** A grant with what its account holds now: available money and stakes in play. */
export interface GrantWithMoney {
  grant: Grant;
  balance: bigint;
  held: bigint;
}

const WITH_MONEY = `${GRANT_COLUMNS.replace(/(^|,\s*)([a-z_]+)(::text)?/g, '$1g.$2$3')},
  COALESCE(a.balance - a.held, 0)::text AS money_available, COALESCE(a.held, 0)::text AS money_held`;
const ACCOUNT_JOIN = `LEFT JOIN ledger_accounts a ON a.merchant_code = g.merchant_code AND a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text`;

type Row = Parameters<typeof toGrant>[0] & { money_available: string; money_held: string };
const withMoney = (row: Row): GrantWithMoney => ({ grant: toGrant(row), balance: BigInt(row.money_available), held: BigInt(row.money_held) });

export interface BonusFilter {
  status?: GrantStatusWire;
  /** Brand days (yyyy-MM-dd), both included, on the issue time. */
  from?: string;
  to?: string;
  timeZone: string;
  pageNo: number;
  pageSize: number;
}

/** A yyyy-MM-dd that is a real calendar day, else 400 (the wire pattern lets 2026-13-45 through). */
function assertCalendarDay(day: string | undefined): void {
  if (day === undefined) return;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new ApiError(400, 'payment.date.invalid', { date: day });
}

/** The member's grants, newest first, with their money (bonusDetails). */
export async function listMemberGrants(db: Queryable, merchantCode: string, memberId: string, filter: BonusFilter): Promise<{ total: number; grants: GrantWithMoney[] }> {
  assertCalendarDay(filter.from);
  assertCalendarDay(filter.to);
  const where = `g.merchant_code = $1 AND g.member_id = $2 AND ($3::text IS NULL OR g.status = $3)
    AND ($4::date IS NULL OR g.issued_at >= ($4::date)::timestamp AT TIME ZONE $6)
    AND ($5::date IS NULL OR g.issued_at < ($5::date + 1)::timestamp AT TIME ZONE $6)`;
  const params = [merchantCode, memberId, filter.status ?? null, filter.from ?? null, filter.to ?? null, filter.timeZone];
  const [count] = await db.query<{ total: string }>(`SELECT count(*)::text AS total FROM bonus_grants g WHERE ${where}`, params);
  const rows = await db.query<Row>(
    `SELECT ${WITH_MONEY} FROM bonus_grants g ${ACCOUNT_JOIN} WHERE ${where} ORDER BY g.issued_at DESC, g.id DESC LIMIT $7 OFFSET $8`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  return { total: Number(count?.total ?? 0), grants: rows.map(withMoney) };
}

/** The member's open grants (queued or active), oldest first, with their money. */
export async function openGrantsWithMoney(db: Queryable, merchantCode: string, memberId: string, status?: GrantStatusWire): Promise<GrantWithMoney[]> {
  const rows = await db.query<Row>(
    `SELECT ${WITH_MONEY} FROM bonus_grants g ${ACCOUNT_JOIN}
      WHERE g.merchant_code = $1 AND g.member_id = $2 AND ${status ? 'g.status = $3' : "g.status IN ('queued', 'active')"}
      ORDER BY g.issued_at, g.id`,
    status ? [merchantCode, memberId, status] : [merchantCode, memberId],
  );
  return rows.map(withMoney);
}

/** One of the member's grants with its money, or null when it is not theirs. */
export async function memberGrantWithMoney(db: Queryable, merchantCode: string, memberId: string, grantId: string): Promise<GrantWithMoney | null> {
  const [row] = await db.query<Row>(`SELECT ${WITH_MONEY} FROM bonus_grants g ${ACCOUNT_JOIN} WHERE g.merchant_code = $1 AND g.member_id = $2 AND g.id = $3`, [merchantCode, memberId, grantId]);
  return row ? withMoney(row) : null;
}

export const grantTitle = (grant: Grant, language: Language): string => (language === 'bn' ? grant.titleBn : grant.titleEn);

/** Progress in whole percent, at most 100 (a grant asking for nothing is done). */
export function progressPct(grant: Pick<Grant, 'wagered' | 'requirement'>): number {
  if (grant.requirement <= 0n) return 100;
  const pct = (grant.wagered * 100n) / grant.requirement;
  return Number(pct > 100n ? 100n : pct);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A grant as bonusDetails shows it. */
export function bonusRecordView({ grant, balance, held }: GrantWithMoney, language: Language): BonusRecord {
  return {
    id: grant.id,
    title: grantTitle(grant, language),
    source: grant.source,
    amount: Number(grant.amount),
    requirement: Number(grant.requirement),
    wagered: Number(grant.wagered),
    progressPct: progressPct(grant),
    balance: Number(balance),
    held: Number(held),
    categories: grant.categories,
    scope: grant.scope ? { vendor: grant.scope.vendor, gameCode: grant.scope.gameCode ?? null, maxStake: Number(grant.scope.maxStake) } : null,
    activatedAt: iso(grant.activatedAt),
    expiresAt: iso(grant.expiresAt),
    status: grant.status,
    closedAt: iso(grant.closedAt),
    closeReason: grant.closeReason,
    converted: Number(grant.converted),
    forfeited: Number(grant.forfeited),
  };
}

/** What a withdrawal now would forfeit: every open grant and the money it holds. */
export function openBonusOf(open: readonly GrantWithMoney[], language: Language): OpenBonus {
  return {
    count: open.length,
    amount: open.reduce((sum, { balance }) => sum + balance, 0n),
    grants: open.map(({ grant, balance }) => ({ id: grant.id, title: grantTitle(grant, language), balance, requirement: grant.requirement, wagered: grant.wagered })),
  };
}
