import type { Queryable } from './db/db';
import { ApiError } from './errors';
import type { Page } from '@khela/contracts';
import { type PageRequest, page, pageWindow } from './paging';

/**
 * A WHERE builder: conditions with $n placeholders numbered as they are added, so a list query
 * and its count share one set of filters.
 */
export class Filters {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(condition: (placeholder: string) => string, value: unknown): this {
    this.params.push(value);
    this.conditions.push(condition(`$${this.params.length}`));
    return this;
  }

  /**
   * from/to are days in the brand's time zone, both inclusive: [from 00:00, to + 1 day 00:00).
   * A day that is not a calendar day (2026-02-31) is refused rather than rolled over.
   */
  dayRange(column: string, timeZone: string, from: string | undefined, to: string | undefined): this {
    for (const day of [from, to]) if (day !== undefined) assertCalendarDay(day);
    if (from) this.add((p) => `${column} >= (${p}::date::timestamp AT TIME ZONE ${this.param(timeZone)})`, from);
    if (to) this.add((p) => `${column} < ((${p}::date + 1)::timestamp AT TIME ZONE ${this.param(timeZone)})`, to);
    return this;
  }

  /** A parameter used inside another condition. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** LIMIT/OFFSET placeholders after the filters'. */
  limit(request: PageRequest): { sql: string; params: unknown[] } {
    const { limit, offset } = pageWindow(request);
    const params = [...this.params, limit, offset];
    return { sql: `LIMIT $${params.length - 1} OFFSET $${params.length}`, params };
  }
}

/**
 * One page of a filtered list: the count over `from` and the rows of `select`, both under the
 * same filters, newest first by `orderBy`.
 */
export async function listPage<Row, T>(
  db: Queryable,
  sql: { select: string; from: string; orderBy: string },
  filters: Filters,
  request: PageRequest,
  toRecord: (row: Row) => T,
): Promise<Page<T>> {
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql.from} ${filters.where}`, filters.params);
  const limit = filters.limit(request);
  const rows = await db.query<Row>(`${sql.select} ${filters.where} ORDER BY ${sql.orderBy} ${limit.sql}`, limit.params);
  return page(rows.map(toRecord), count?.n ?? 0, request);
}

function assertCalendarDay(day: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new ApiError(400, 'payment.date.invalid', { date: day });
  }
}
