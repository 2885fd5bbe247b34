import { GameCard, type Game } from '@khela/shared';
import { forwardRef } from 'react';
import styles from '@/components/ui.module.css';

/**
 * Game tiles in the grid (the shared GameCard: artwork, name, heart, free trial). A tile keeps the
 * free-trial row only when it has the button: the grid's rows are as tall as their tallest tile, so
 * rows (and centers, such as live casino) without trials have no gap under their tiles. The first
 * page's placeholder tiles are no shorter than a tile without the row and stand past the fold,
 * so the center does not move when the games come (docs/loading-states.md).
 */
export const GameList = forwardRef<HTMLUListElement, { games: readonly Game[]; label: string }>(function GameList({ games, label }, ref) {
  return (
    <ul ref={ref} className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} keepTrialRow={false} />
        </li>
      ))}
    </ul>
  );
});
