import { GameCard, type Game } from '@khela/shared';
import styles from './game-tiles.module.css';

/** Game tiles in the home grid (3 across on a phone, 5 on wider screens: one HOME block is one row). */
export function GameTiles({ games }: { games: readonly Game[] }) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
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
