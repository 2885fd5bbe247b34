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

export interface Page<T> {
  records: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** LIMIT and OFFSET of a page. */
export function pageWindow({ pageNo, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/** One page of a list of `total` records; an empty list still has one (empty) page. */
export function page<T>(records: T[], total: number, { pageNo, pageSize }: PageRequest): Page<T> {
  return { records, pageNo, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
