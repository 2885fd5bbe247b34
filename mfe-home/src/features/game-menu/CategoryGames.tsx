import { useTranslation } from 'react-i18next';
import { GameTiles } from '@/components/GameTiles';
import { CategoryGamesArea } from './CategoryBlock';
import { homeGamesPageSize } from './category-order';
import styles from './game-menu.module.css';
import { useCategoryGames } from './use-category-games';

/** A list category's tab: its games 12 a page, and "load more" for the next page from the server. */
export function CategoryGames({ gameType }: { gameType: string }) {
  const { t } = useTranslation('home');
  const { query } = useCategoryGames(gameType);
  const loadingMore = query.isFetchingNextPage;
  return (
    <CategoryGamesArea gameType={gameType} skeletons={homeGamesPageSize}>
      {(games) => (
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
    </CategoryGamesArea>
  );
}
