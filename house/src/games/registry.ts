import type { HouseGame } from './house-game';
import { slotGame } from './slot/slot-game';

const GAMES: readonly HouseGame[] = [slotGame];

/** The house's games by code (the catalogue's game codes for vendor HOUSE). */
export const houseGames: ReadonlyMap<string, HouseGame> = new Map(GAMES.map((game) => [game.code, game]));

export const findGame = (code: unknown): HouseGame | null => (typeof code === 'string' ? (houseGames.get(code) ?? null) : null);
