import type { Queryable } from '../../../platform/db/db';
import { Filters, listPage } from '../../../platform/sql-filters';
import type { Page, RequestStatus } from '@khela/contracts';

/** What a list of deposit or withdrawal orders can be narrowed by (a member's record, the back office). */
export interface OrderQuery {
  merchantCode: string;
  timeZone: string;
  memberId?: string;
  status?: RequestStatus;
  orderNo?: string;
  account?: string;
  /** Days in the brand's time zone, both inclusive. */
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

/** An order table: `select` reads it as `alias` joined to its member as `m`. */
export interface OrderSource<Row, T> {
  table: string;
  alias: string;
  select: string;
  toRecord: (row: Row) => T;
}

/**
 * The reads of one order table (deposits, withdrawals): an order by its number (locked for a
 * decision with forUpdate), by the member's request id (a repeated request), and pages of them.
 */
export function orderTable<Row, T>(source: OrderSource<Row, T>) {
  const { alias: o, select, toRecord } = source;
  return {
    async find(db: Queryable, orderNo: string, options: { forUpdate?: boolean } = {}): Promise<T | null> {
      const [row] = await db.query<Row>(`${select} WHERE ${o}.order_no = $1${options.forUpdate ? ` FOR UPDATE OF ${o}` : ''}`, [orderNo]);
      return row ? toRecord(row) : null;
    },
    async findByRequest(db: Queryable, memberId: string, requestId: string): Promise<T | null> {
      const [row] = await db.query<Row>(`${select} WHERE ${o}.member_id = $1 AND ${o}.request_id = $2`, [memberId, requestId]);
      return row ? toRecord(row) : null;
    },
    list: (db: Queryable, query: OrderQuery): Promise<Page<T>> => listOrders(db, source, query),
  };
}

/** One page of a brand's orders of one table, newest first, under the query's filters. */
function listOrders<Row, T>(db: Queryable, source: OrderSource<Row, T>, query: OrderQuery): Promise<Page<T>> {
  const { table, alias: o } = source;
  const filters = new Filters().add((p) => `${o}.merchant_code = ${p}`, query.merchantCode);
  if (query.memberId) filters.add((p) => `${o}.member_id = ${p}`, query.memberId);
  if (query.status) filters.add((p) => `${o}.status = ${p}`, query.status);
  if (query.orderNo) filters.add((p) => `${o}.order_no = ${p}`, query.orderNo);
  if (query.account) filters.add((p) => `m.account = lower(${p})`, query.account);
  filters.dayRange(`${o}.created_at`, query.timeZone, query.from, query.to);
  const sql = { select: source.select, from: `${table} ${o} JOIN members m ON m.id = ${o}.member_id`, orderBy: `${o}.created_at DESC, ${o}.id DESC` };
  return listPage(db, sql, filters, query, source.toRecord);
}
