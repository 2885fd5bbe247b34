import { useTranslation } from 'react-i18next';
import { GameTiles, TileSkeletons } from '@/components/GameTiles';
import { QueryArea } from '@/components/QueryArea';
import { useCategoryName } from './CategoryBlock';
import { homeGamesPageSize } from './category-order';
import styles from './game-menu.module.css';
import { useCategoryGames } from './use-category-games';

/** A list category's tab: its games 12 a page, and "load more" for the next page from the server. */
export function CategoryGames({ gameType }: { gameType: string }) {
  const { t } = useTranslation('home');
  const name = useCategoryName(gameType);
  const { query, games } = useCategoryGames(gameType);
  const loadingMore = query.isFetchingNextPage;
  return (
    <QueryArea
      query={query}
      loading={<TileSkeletons count={homeGamesPageSize} />}
      failedTitle={t('menu.gamesFailed', { category: name })}
      isEmpty={() => games.length === 0}
      emptyTitle={t('menu.noGames', { category: name })}
    >
      {() => (
        <div className={styles.list} data-testid={`category-games-${gameType}`}>
          <GameTiles games={games} />
          {query.isFetchNextPageError && (
            <p className={styles.moreFailed} role="alert">
              {t('menu.moreFailed')}
            </p>
          )}
          {query.hasNextPage && (
            <button type="button" className={styles.loadMore} onClick={() => void query.fetchNextPage({ cancelRefetch: false })} disabled={loadingMore} aria-busy={loadingMore}>
              {t(loadingMore ? 'menu.loadingMore' : 'common:actions.loadMore')}
            </button>
          )}
        </div>
      )}
    </QueryArea>
  );
}
