export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of a 1-based page; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}
