import type { Page } from '@khela/contracts';

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
