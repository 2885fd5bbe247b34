import { type TSchema, Type } from '@sinclair/typebox';
import { ApiError } from '../../../platform/errors';

/** Paged calls: pageNo 1-based, pageSize 1–100 (default 20), as docs/wallet.md says. */
export const PagingQuery = {
  pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd in the brand time zone, inclusive' });
export const DayRangeQuery = { from: Type.Optional(DAY), to: Type.Optional(DAY) };

export const PageSchema = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });

export interface Page<T> {
  records: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function page<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, pageNo, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

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
  limit(pageNo: number, pageSize: number): { sql: string; params: unknown[] } {
    const params = [...this.params, pageSize, (pageNo - 1) * pageSize];
    return { sql: `LIMIT $${params.length - 1} OFFSET $${params.length}`, params };
  }
}

function assertCalendarDay(day: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new ApiError(400, 'payment.date.invalid', { date: day });
  }
}
