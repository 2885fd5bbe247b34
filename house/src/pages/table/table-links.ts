import type { Language } from '../../sessions/session-repo';
import type { TableGame } from '../../table/table-game';
import { TABLE_GAMES } from '../../table/table-routes';

/** A game dealt at a live table (table/table-routes.ts, TABLE_GAMES), or null. */
export const findTableGame = (code: unknown): TableGame | null => TABLE_GAMES.find((game) => game.code === code) ?? null;

/** The live table page of a session: the session id is the key, like /game/:sessionId. */
export const livePagePath = (sessionId: string, lang: Language, extra = ''): string => `/live/${sessionId}?language=${lang}${extra}`;

/** A table's rounds on the public verify page (add `&round=n` for one). */
export const tableVerifyPath = (lang: Language, gameCode: string): string => `/verify?language=${lang}&table=${encodeURIComponent(gameCode)}`;
