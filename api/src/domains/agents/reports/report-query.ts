import { AGENT_REPORT_CSV_ROW_CAP, type Page } from '@khela/contracts';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { page, type PageRequest, pageWindow } from '../../../platform/paging';

export interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * A report's statements: its totals over the whole filtered set (one row, with `count`, the number
 * of rows the set has) and its rows in order, a page of them or, for the export, all of them.
 */
export interface ReportQueries<Row> {
  totals: Sql;
  rows: (window: { limit: number; offset: number } | null) => Sql;
  /** Only for the type: the row shape the statements return. */
  readonly row?: Row;
}

/** LIMIT/OFFSET after the statement's own parameters. */
export function withWindow(sql: string, params: unknown[], window: { limit: number; offset: number } | null): Sql {
  if (!window) return { sql, params };
  return { sql: `${sql} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, params: [...params, window.limit, window.offset] };
}

/** One page of a report with its totals. */
export async function readReport<Row, Totals extends { count: string | number }, T, TT>(
  db: Queryable,
  queries: ReportQueries<Row>,
  request: PageRequest,
  toRecord: (row: Row) => T,
  toTotals: (totals: Totals) => TT,
): Promise<Page<T> & { totals: TT }> {
  const [sums] = await db.query<Totals>(queries.totals.sql, queries.totals.params);
  const count = Number(sums?.count ?? 0);
  const statement = queries.rows(pageWindow(request));
  const rows = count > 0 && (request.pageNo - 1) * request.pageSize < count ? await db.query<Row>(statement.sql, statement.params) : [];
  return { ...page(rows.map(toRecord), count, request), totals: toTotals(sums!) };
}

/**
 * Every row of the filtered set, for the CSV export: refused (400 agent.report.tooManyRows) when
 * the set holds more than AGENT_REPORT_CSV_ROW_CAP rows, so a file is never silently cut short.
 */
export async function readAllRows<Row, Totals extends { count: string | number }>(
  db: Queryable,
  queries: ReportQueries<Row>,
): Promise<{ rows: Row[]; totals: Totals }> {
  const [sums] = await db.query<Totals>(queries.totals.sql, queries.totals.params);
  const count = Number(sums?.count ?? 0);
  if (count > AGENT_REPORT_CSV_ROW_CAP) throw new ApiError(400, 'agent.report.tooManyRows', { cap: AGENT_REPORT_CSV_ROW_CAP, count });
  const statement = queries.rows(null);
  return { rows: count > 0 ? await db.query<Row>(statement.sql, statement.params) : [], totals: sums! };
}

/** A bigint sum from SQL text as a wire number (money is far below 2^53). */
export function money(value: string | number | null | undefined): number {
  const amount = BigInt(value ?? 0);
  const asNumber = Number(amount);
  if (!Number.isSafeInteger(asNumber)) throw new RangeError(`money out of the wire's range: ${amount}`);
  return asNumber;
}

export const iso = (value: Date | string) => new Date(value).toISOString();
