import { bus, EmptyState, FallbackImage } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from '../ui/ui.module.css';
import type { GameTile } from './game-tile';

/** The game grid with "load more" (SPEC §4: paging loads more from the server). */
export function GameGrid({ games, hasMore, onLoadMore, label }: { games: GameTile[]; hasMore: boolean; onLoadMore: () => void; label: string }) {
  const { t } = useTranslation('games');
  return (
    <section className={styles.page} aria-label={label} data-testid="game-grid">
      {games.length === 0 ? (
        <EmptyState title={t('listCenter.empty')} />
      ) : (
        <ul className={styles.grid}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <button
                type="button"
                className={styles.card}
                aria-label={t('game.play', { name: game.gameName })}
                onClick={() => bus.emit('game:start', { vendor: game.vassalage, gameCode: game.gameCode, gameType: game.gameType, nodeId: game.nodeId })}
              >
                <FallbackImage src={game.iconUrl} alt="" className={styles.cardImage} fallbackText={game.gameName} />
                <span className={styles.cardName}>{game.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className={styles.primary} onClick={onLoadMore}>
          {t('listCenter.loadMore')}
        </button>
      )}
    </section>
  );
}
