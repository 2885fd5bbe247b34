import type { Page } from '@khela/contracts';
import type { PointBalance, PointsEntry, PointsEntryKind } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { page, type PageRequest, pageWindow } from '../../../platform/paging';

async function pointsAccountId(db: Queryable, merchantCode: string, memberId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_points' AND owner_id = $2 AND ref = ''`,
    [merchantCode, memberId],
  );
  return row?.id ?? null;
}

/**
 * MCS2_getPointBalance: the points now, all ever earned (bets, operator credits) and all spent
 * (redemptions and conversions, less refunds, and operator debits); points = earned − spent.
 */
export async function pointBalance(db: Queryable, merchantCode: string, memberId: string): Promise<PointBalance> {
  const account = await pointsAccountId(db, merchantCode, memberId);
  if (!account) return { points: 0, earnedTotal: 0, spentTotal: 0 };
  const [row] = await db.query<{ balance: string; earned: string; spent: string }>(
    `SELECT (SELECT balance - held FROM ledger_accounts WHERE id = $1)::text AS balance,
            COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0 AND t.kind <> 'points_refund'), 0)::text AS earned,
            COALESCE(-sum(e.amount) FILTER (WHERE e.amount < 0 OR t.kind = 'points_refund'), 0)::text AS spent
       FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE e.account_id = $1`,
    [account],
  );
  return { points: Number(row?.balance ?? 0), earnedTotal: Number(row?.earned ?? 0), spentTotal: Number(row?.spent ?? 0) };
}

interface EntryRow {
  id: string;
  created_at: Date;
  kind: string;
  idempotency_key: string;
  amount: string;
  balance_after: string;
  details: Record<string, unknown> | null;
}

/** The line's kind: a points_spend is a redemption or a conversion, told apart by its key (docs/wallet.md). */
export function entryKind(kind: string, key: string): PointsEntryKind {
  switch (kind) {
    case 'points_earn':
      return 'earn';
    case 'points_refund':
      return 'refund';
    case 'points_adjust':
      return 'adjust';
    default:
      return key.startsWith('points:convert:') ? 'convert' : 'redeem';
  }
}

function detailOf(row: EntryRow, language: string): string | null {
  const details = row.details ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  switch (entryKind(row.kind, row.idempotency_key)) {
    case 'earn':
      return Array.isArray(details.gameTypes) ? details.gameTypes.join(', ') || null : null;
    case 'redeem':
    case 'refund':
      return text(language === 'bn' ? details.nameBn : details.nameEn);
    case 'adjust':
      return text(details.reason);
    case 'convert':
      return null;
  }
}

/** Points details: every line of the member's points account, newest first, by days of the brand's calendar. */
export async function pointsDetails(
  db: Queryable,
  member: { merchantCode: string; memberId: string; timeZone: string },
  range: { from?: string; to?: string },
  request: PageRequest,
  language: string,
): Promise<Page<PointsEntry>> {
  const account = await pointsAccountId(db, member.merchantCode, member.memberId);
  if (!account) return page([], 0, request);
  const where = `e.account_id = $1
      AND ($2::date IS NULL OR e.created_at >= ($2::date)::timestamp AT TIME ZONE $4)
      AND ($3::date IS NULL OR e.created_at < ($3::date + 1)::timestamp AT TIME ZONE $4)`;
  const params = [account, range.from ?? null, range.to ?? null, member.timeZone];
  const [count] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_entries e WHERE ${where}`, params);
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<EntryRow>(
    `SELECT e.id::text, e.created_at, t.kind, t.idempotency_key, e.amount::text, e.balance_after::text, t.details
       FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE ${where} ORDER BY e.id DESC LIMIT $5 OFFSET $6`,
    [...params, limit, offset],
  );
  return page(
    rows.map((row) => ({
      id: row.id,
      time: new Date(row.created_at).toISOString(),
      kind: entryKind(row.kind, row.idempotency_key),
      change: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      detail: detailOf(row, language),
    })),
    Number(count?.n ?? 0),
    request,
  );
}
