import { EmptyState } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { GameTiles, TileSkeletons } from '../game-tiles/GameTiles';
import { LoadFailed } from '../sections/LoadFailed';
import { useCategoryName } from './CategoryBlock';
import { homeGamesPageSize } from './category-order';
import styles from './game-menu.module.css';
import { useCategoryGames } from './use-category-games';

/** A list category's tab: its games 12 a page, and "load more" for the next page from the server. */
export function CategoryGames({ gameType }: { gameType: string }) {
  const { t } = useTranslation('home');
  const name = useCategoryName(gameType);
  const { state, retry, games, hasMore, loadMore, more } = useCategoryGames(gameType);
  if (state.status === 'loading') return <TileSkeletons count={homeGamesPageSize} />;
  if (state.status === 'failed') return <LoadFailed title={t('menu.gamesFailed', { category: name })} detail={state.message} onRetry={retry} />;
  if (games.length === 0) return <EmptyState title={t('menu.noGames', { category: name })} />;
  return (
    <div className={styles.list} data-testid={`category-games-${gameType}`}>
      <GameTiles games={games} />
      {more === 'failed' && (
        <p className={styles.moreFailed} role="alert">
          {t('menu.moreFailed')}
        </p>
      )}
      {hasMore && (
        <button type="button" className={styles.loadMore} onClick={() => void loadMore()} disabled={more === 'loading'} aria-busy={more === 'loading'}>
          {t(more === 'loading' ? 'menu.loadingMore' : 'common:actions.loadMore')}
        </button>
      )}
    </div>
  );
}
