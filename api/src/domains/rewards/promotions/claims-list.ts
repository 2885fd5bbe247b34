import type { Queryable } from '../../../platform/db/db';
import { ENTRY_COLUMNS, type EntryStatus, toEntry } from './entries';
import type { ClaimRow } from './promotion-views';

/** The brand's entries for the back office, newest first (APPLYING: the ones waiting for a decision). */
export async function listClaims(db: Queryable, merchantCode: string, status: EntryStatus | undefined, options: { id?: string; limit?: number } = {}): Promise<ClaimRow[]> {
  const rows = await db.query<Parameters<typeof toEntry>[0] & { campaign: string; account: string }>(
    `SELECT ${ENTRY_COLUMNS.split(',').map((column) => `e.${column.trim()}`).join(', ')}, c.code AS campaign, m.account
       FROM campaign_entries e JOIN campaigns c ON c.id = e.campaign_id JOIN members m ON m.id = e.member_id
      WHERE e.merchant_code = $1 AND ($2::text IS NULL OR e.status = $2) AND ($4::bigint IS NULL OR e.id = $4)
      ORDER BY e.created_at DESC, e.id DESC LIMIT $3`,
    [merchantCode, status ?? null, options.limit ?? 200, options.id ?? null],
  );
  return rows.map((row) => ({ entry: toEntry(row), campaign: row.campaign, account: row.account }));
}
