import { gameCalls, useLanguage, type Game, type GamesValue } from '@khela/shared';
import { useState } from 'react';
import { useCall } from '../data/use-call';
import { homeGamesPageSize } from './category-order';
import { firstGamesPage, keptFirstGamesPage } from './game-pages';

interface LaterPages {
  /** The first page they follow: a new first page (language, retry) drops them. */
  after: GamesValue;
  games: Game[];
  pageNo: number;
}

/** A category's games, 12 a page: the first page, then "load more" asks the server for the next. */
export function useCategoryGames(gameType: string, { enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  const { state, retry } = useCall(() => firstGamesPage(gameType, language), {
    enabled,
    key: `${language}:${gameType}`,
    initial: () => keptFirstGamesPage(gameType, language),
  });
  const [later, setLater] = useState<LaterPages | null>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  const first = state.status === 'ready' ? state.value : null;
  const following = later && later.after === first ? later : null;
  const games = first ? [...first.games, ...(following?.games ?? [])] : [];
  const pageNo = following?.pageNo ?? first?.pageNo ?? 1;
  const hasMore = first !== null && pageNo < first.totalPages;

  const loadMore = async () => {
    if (!first || !hasMore || more === 'loading') return;
    setMore('loading');
    const result = await gameCalls.games({ gameType, pageNo: pageNo + 1, pageSize: homeGamesPageSize });
    if (!result.ok) {
      setMore('failed');
      return;
    }
    // A game that moved between pages while the player read is not shown twice.
    const shown = new Set(games.map((game) => game.nodeId));
    const added = result.value.games.filter((game) => !shown.has(game.nodeId));
    setLater({ after: first, games: [...(following?.games ?? []), ...added], pageNo: result.value.pageNo });
    setMore('idle');
  };

  return { state, retry, games, hasMore, loadMore, more };
}
