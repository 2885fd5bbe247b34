import type { KhelaEvents } from '@khela/shared';

/** What a root sends on the bus to start a game or a vendor's entry. */
export type GameStart = KhelaEvents['game:start'];
