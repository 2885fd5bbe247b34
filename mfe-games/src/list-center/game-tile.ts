/** A game as the games call of SPEC §3/§7 returns it (the call itself comes with the games issue). */
export interface GameTile {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  iconUrl: string;
  gameName: string;
}

export interface GameListState {
  games: GameTile[];
  hasMore: boolean;
}

/**
 * The games of the current filters, pages 1 to `page`. The api has no games call yet (it arrives
 * with the games issue), so the list is honestly empty rather than made up.
 */
export function useGameList(_query: { category: string; vendor: string | null; classify: string | null; page: number }): GameListState {
  return { games: [], hasMore: false };
}
