import { GameCard, type Game } from '@khela/shared';
import type { ReactNode } from 'react';
import styles from './game-tiles.module.css';

/** The home grid (3 across on a phone, 5 on wider screens: one HOME block is one row), of game tiles or vendor cards. */
export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

/** Game tiles in the home grid. */
export function GameTiles({ games }: { games: readonly Game[] }) {
  return (
    <TileGrid>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </TileGrid>
  );
}

/** Tiles' places while their games load: the same size as a tile, so nothing moves when they arrive. */
export function TileSkeletons({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="tile-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonName} />
        </li>
      ))}
    </ul>
  );
}
