import { diceGame } from './dice/dice-game';
import { fishGame } from './fish/fish-game';
import type { HouseGame } from './house-game';
import { slotGame } from './slot/slot-game';
import { teenPattiGame } from './teen-patti/teen-patti-game';

/** The house's games, one line per game (each also needs a view in pages/views/view-registry.ts to be playable). */
const GAMES: readonly HouseGame[] = [
  slotGame,
  diceGame,
  fishGame,
  teenPattiGame,
];

/** The house's games by code (the catalogue's game codes for vendor HOUSE). */
export const houseGames: ReadonlyMap<string, HouseGame> = new Map(GAMES.map((game) => [game.code, game]));

export const findGame = (code: unknown): HouseGame | null => (typeof code === 'string' ? (houseGames.get(code) ?? null) : null);
