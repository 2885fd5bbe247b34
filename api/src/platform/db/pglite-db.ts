/** Embedded PGlite (@khela/server-kit); no folder means in memory (tests). */
export { openPgliteDb } from '@khela/server-kit/db';
