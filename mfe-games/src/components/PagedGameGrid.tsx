import { formatNumber, useLanguage } from '@khela/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/LoadFailure';
import { TileSkeleton } from '@/components/TileSkeleton';
import styles from '@/components/ui.module.css';
import { GameList } from './GameList';
import type { PagedGames } from '@/lib/use-paged-games';

const skeletonTiles = 12;

/**
 * A paged game list: skeleton tiles until the first page, its failure with a retry, an empty
 * state, the games, a polite count ("Showing 48 of 120") that announces what "load more" added,
 * and "load more". After a load more, focus moves to the first new game so the keyboard carries on
 * where the reader was.
 */
export function PagedGameGrid({ list, label, empty, onLoadMore }: { list: PagedGames; label: string; empty: ReactNode; onLoadMore: () => void }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { games, total, hasMore, loading, error, retry } = list;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || games.length <= from) return;
    focusFrom.current = null;
    gridRef.current?.querySelectorAll('li')[from]?.querySelector('button')?.focus();
  }, [games.length]);

  const firstLoad = games.length === 0;
  const shown = formatNumber(games.length, language);
  const count = firstLoad ? '' : total === null ? t('list.showing', { shown }) : t('list.showingOf', { shown, total: formatNumber(total, language) });

  return (
    <section className={`${styles.page} ${styles.gridSection}`} aria-label={label} aria-busy={firstLoad && loading} data-testid="game-grid">
      {firstLoad && loading && <TileSkeleton count={skeletonTiles} label={label} />}
      {firstLoad && error && <LoadFailure error={error} onRetry={retry} />}
      {firstLoad && !loading && !error && empty}
      {!firstLoad && <GameList ref={gridRef} games={games} label={label} />}
      <p role="status" className={styles.count} data-testid="game-count">
        {count}
      </p>
      {!firstLoad && error && <LoadFailure error={error} onRetry={retry} />}
      {!firstLoad && !error && hasMore && (
        <button
          type="button"
          className={styles.primary}
          // aria-disabled, not disabled: the button keeps focus while the next page loads.
          aria-disabled={loading}
          onClick={() => {
            if (loading) return;
            focusFrom.current = games.length;
            onLoadMore();
          }}
        >
          {loading ? t('list.loadingMore') : t('list.loadMore')}
        </button>
      )}
    </section>
  );
}
