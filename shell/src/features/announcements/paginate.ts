export type PageItem = number | 'gap';

/**
 * Page numbers to show (SPEC §9: margin 1, range 5; range 1 in the notice list): `margin` pages
 * at each end, a window of `range` pages around the current one, and gaps between.
 */
export function pageItems(current: number, total: number, range: number, margin: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= range + margin * 2) return Array.from({ length: total }, (_, i) => i + 1);
  let start = current - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start = Math.max(1, start - (end - total));
    end = total;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p += 1) pages.add(p);
  for (let p = start; p <= end; p += 1) pages.add(p);
  for (let p = total - margin + 1; p <= total; p += 1) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? (['gap', page] as PageItem[]) : [page]));
}

export function pageCount(items: number, pageSize: number): number {
  return Math.max(1, Math.ceil(items / pageSize));
}
