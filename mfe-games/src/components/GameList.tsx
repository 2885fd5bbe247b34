import { GameCard, type Game } from '@khela/shared';
import { forwardRef } from 'react';
import styles from '@/components/ui.module.css';

/** Game tiles in the grid (the shared GameCard: artwork, name, heart, free trial). */
export const GameList = forwardRef<HTMLUListElement, { games: readonly Game[]; label: string }>(function GameList({ games, label }, ref) {
  return (
    <ul ref={ref} className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
});
