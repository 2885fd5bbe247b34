import { keepPreviousData, useInfiniteQuery, type ApiError, type Game, type QueryKey } from '@khela/shared';
import { useEffect } from 'react';
import { fetchPages, type GamePage, type PageLoader } from './fetch-pages';

export interface PagedGames {
  /** The games of pages 1…page, as far as they have arrived. */
  games: Game[];
  /** Every game the filters select (null where the call does not say). */
  total: number | null;
  hasMore: boolean;
  /** A call is out for pages the list still needs. */
  loading: boolean;
  error: ApiError | null;
  retry: () => void;
}

/** The pages one fetch brings: the first of them says how many there are. */
interface PageRange {
  first: number;
  last: number;
}

/** One fetch's pages; a failure after the first page keeps the pages before it (the next fetch asks the rest). */
async function fetchRange(load: PageLoader, { first, last }: PageRange): Promise<GamePage[]> {
  const { pages, error } = await fetchPages(load, first, last);
  if (pages.length === 0 && error) throw error;
  return pages;
}

export interface PagedGamesOptions {
  /** Names the list: every parameter `load` reads (filters, member, language) is in it. */
  queryKey: QueryKey;
  load: PageLoader;
  /** The page the URL asks for: pages 1…page are shown. */
  page: number;
  /** How long a list's pages are reused before they are asked again (depends on the list). */
  staleTime: number;
}

/**
 * A "load more" list (SPEC §4: paging loads more from the server): pages 1…`page` of the list the
 * key names. A higher page fetches only the pages not yet here and appends them; a deep link or a
 * reload at page=9 asks the first page, then the rest at once (two round trips, not nine). Other
 * filters keep the previous list on screen until theirs arrives.
 */
export function usePagedGames({ queryKey, load, page, staleTime }: PagedGamesOptions): PagedGames {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchRange(load, pageParam),
    initialPageParam: { first: 1, last: page } as PageRange,
    getNextPageParam: (lastRange: GamePage[], ranges: GamePage[][]): PageRange | undefined => {
      const loaded = ranges.reduce((count, range) => count + range.length, 0);
      const totalPages = lastRange.at(-1)?.totalPages ?? 0;
      return loaded < totalPages ? { first: loaded + 1, last: Math.min(Math.max(page, loaded + 1), totalPages) } : undefined;
    },
    staleTime,
    placeholderData: keepPreviousData,
  });
  const { data, error, isFetching, isFetchNextPageError, isPlaceholderData, hasNextPage, fetchNextPage, refetch } = query;
  const pages = data?.pages.flat() ?? [];
  const knownPages = pages.at(-1)?.totalPages ?? null;
  const wanted = knownPages === null ? page : Math.min(page, knownPages);
  const missing = !isPlaceholderData && pages.length < wanted;
  const failed = isFetchNextPageError || (data === undefined && error !== null && !isFetching) ? (error as ApiError) : null;

  // "Load more" (a higher page in the URL) asks for the pages not here yet.
  useEffect(() => {
    if (missing && hasNextPage && !isFetching && !failed) void fetchNextPage();
  }, [missing, hasNextPage, isFetching, failed, fetchNextPage]);

  const shown = pages.slice(0, page);
  return {
    games: shown.flatMap((loaded) => loaded.games),
    total: pages.at(-1)?.total ?? null,
    hasMore: !isPlaceholderData && knownPages !== null && shown.length < knownPages,
    loading: failed === null && (data === undefined || missing || isPlaceholderData),
    error: failed,
    retry: () => void (data === undefined ? refetch() : fetchNextPage()),
  };
}
