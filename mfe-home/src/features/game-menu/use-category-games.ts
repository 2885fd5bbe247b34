import { gameCalls, unwrap, useInfiniteQuery, useLanguage, useQueryClient, type Game, type GamesValue } from '@khela/shared';
import { useMemo } from 'react';
import { homeGamesPageSize } from './category-order';

/** The same category's pages in another language stay on screen until the new names arrive. */
type CategoryKey = readonly ['home', 'category-games', string, string];

/**
 * A category's games, 12 a page (SPEC §4/§9): the first page, then "load more" asks the server for
 * the next. One query serves the category's HOME block (which shows 5) and its tab (which shows
 * all and pages on), so choosing the tab shows the games at once. Names are in the asked language,
 * so the language is part of the key.
 */
export function useCategoryGames(gameType: string) {
  const language = useLanguage();
  const query = useInfiniteQuery({
    queryKey: categoryKey(gameType, language),
    queryFn: ({ pageParam }) => unwrap(gameCalls.games({ gameType, pageNo: pageParam, pageSize: homeGamesPageSize })),
    // The first page index.html came with is the query's data from its first render: the tiles
    // come with the home's first commit, not after a fetch's promise and another render.
    initialData: () => {
      const first = gameCalls.inlinedGames(firstPage(gameType), 'take');
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    initialPageParam: 1,
    getNextPageParam: (last: GamesValue) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    // The catalogue changes rarely and a session can be long: a category's pages serve 5 minutes.
    staleTime: 5 * 60_000,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === gameType ? previous : undefined),
  });
  const games = useMemo(() => uniqueGames(query.data?.pages ?? []), [query.data]);
  return { query, games };
}

/**
 * The category's first page can be shown without a call: the query has it, or index.html came with
 * it. The home's blocks then show their tiles at once instead of waiting to near the viewport.
 */
export function useCategoryGamesAtHand(gameType: string): boolean {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return queryClient.getQueryData(categoryKey(gameType, language)) !== undefined || gameCalls.inlinedGames(firstPage(gameType), 'peek') !== null;
}

const categoryKey = (gameType: string, language: string): CategoryKey => ['home', 'category-games', gameType, language];
const firstPage = (gameType: string) => ({ gameType, pageNo: 1, pageSize: homeGamesPageSize });

/** A game that moved between pages while the player read is not shown twice. */
function uniqueGames(pages: readonly GamesValue[]): Game[] {
  const byId = new Map<number, Game>();
  for (const page of pages) for (const game of page.games) if (!byId.has(game.nodeId)) byId.set(game.nodeId, game);
  return [...byId.values()];
}
