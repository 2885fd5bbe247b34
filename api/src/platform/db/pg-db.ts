/** PostgreSQL through node-postgres (@khela/server-kit); `searchPath` isolates a schema (one per test file). */
export { openPgDb, type PgDbOptions } from '@khela/server-kit/db';
