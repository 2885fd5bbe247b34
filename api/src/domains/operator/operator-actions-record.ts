import type { Queryable } from '../../platform/db/db';
import { page, type PageRequest, pageWindow } from '../../platform/paging';
import type { Page } from '@khela/contracts';

export interface OperatorActionRecord {
  id: string;
  operator: string;
  action: string;
  merchant: string | null;
  target: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** The action record, newest first; with a brand, only that brand's actions. */
export async function listOperatorActions(db: Queryable, merchantCode: string | null, request: PageRequest): Promise<Page<OperatorActionRecord>> {
  const [count] = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM operator_actions WHERE $1::text IS NULL OR merchant_code = $1',
    [merchantCode],
  );
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<{
    id: string;
    operator_name: string;
    action: string;
    merchant_code: string | null;
    target: string;
    details: Record<string, unknown> | null;
    created_at: Date;
  }>(
    `SELECT id::text, operator_name, action, merchant_code, target, details, created_at FROM operator_actions
      WHERE $1::text IS NULL OR merchant_code = $1
      ORDER BY operator_actions.id DESC LIMIT $2 OFFSET $3`,
    [merchantCode, limit, offset],
  );
  return page(
    rows.map((row) => ({
      id: row.id,
      operator: row.operator_name,
      action: row.action,
      merchant: row.merchant_code,
      target: row.target,
      details: row.details ?? {},
      createdAt: new Date(row.created_at),
    })),
    Number(count?.n ?? 0),
    request,
  );
}
