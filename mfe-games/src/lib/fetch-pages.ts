import type { ApiError, ApiResult, Game } from '@khela/shared';

/** One page of a game list as every list call comes down to; `total` is null where the call has none. */
export interface GamePage {
  games: Game[];
  totalPages: number;
  total: number | null;
}

export type PageLoader = (pageNo: number) => Promise<ApiResult<GamePage>>;

export interface FetchedPages {
  /** The pages from `first` on, in order, up to the first failure. */
  pages: GamePage[];
  error: ApiError | null;
}

/**
 * Pages `first`…`last`. The first one alone says how many pages exist, so a reload at page=9 of a
 * 3-page list asks for 3 pages, not 9; the rest go out together (one more round trip, not n).
 */
export async function fetchPages(load: PageLoader, first: number, last: number): Promise<FetchedPages> {
  const head = await load(first);
  if (!head.ok) return { pages: [], error: head.error };
  const end = Math.min(last, head.value.totalPages);
  const rest = await Promise.all(Array.from({ length: Math.max(0, end - first) }, (_, i) => load(first + 1 + i)));
  const pages = [head.value];
  for (const result of rest) {
    if (!result.ok) return { pages, error: result.error };
    pages.push(result.value);
  }
  return { pages, error: null };
}
