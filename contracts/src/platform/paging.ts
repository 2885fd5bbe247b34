import { type TSchema, Type } from '@sinclair/typebox';

/** Paged calls (docs/wallet.md): pageNo is 1-based, pageSize 1–100 (default 20). */
export const PagingQuery = {
  pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** Every paged answer: `{ records, pageNo, pageSize, total, totalPages }`. */
export const PageSchema = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });

/** The static type of PageSchema(record): a generic schema has no single Static, so it is spelled once here. */
export interface Page<T> {
  records: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd in the brand time zone, inclusive' });
/** The from/to day filters of the payments lists (both ends included). */
export const DayRangeQuery = { from: Type.Optional(Day), to: Type.Optional(Day) };
