import { type Queryable, selectInto } from '../../platform/db/db';
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

const COLUMNS = selectInto<OperatorActionRecord>({
  id: 'id::text', operator: 'operator_name', action: 'action', merchant: 'merchant_code', target: 'target', details: 'details',
  createdAt: 'created_at',
});

/** The action record, newest first; with a brand, only that brand's actions. */
export async function listOperatorActions(db: Queryable, merchantCode: string | null, request: PageRequest): Promise<Page<OperatorActionRecord>> {
  const [count] = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM operator_actions WHERE $1::text IS NULL OR merchant_code = $1',
    [merchantCode],
  );
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<OperatorActionRecord>(
    `SELECT ${COLUMNS} FROM operator_actions
      WHERE $1::text IS NULL OR merchant_code = $1
      ORDER BY operator_actions.id DESC LIMIT $2 OFFSET $3`,
    [merchantCode, limit, offset],
  );
  return page(rows, Number(count?.n ?? 0), request);
}
