export { type Db, type DbEngine, json, type Queryable, type QueryOptions } from './db';
export { type ConflictRetryOptions, DEFAULT_CONFLICT_ATTEMPTS, isConflict, retryOnConflict } from './conflict-retry';
export { migrate, type MigrationSource } from './migrate';
export { dropPgSchema, openPgDb, openPgDbInSchema, type PgDbOptions } from './pg-db';
export { openPgliteDb, type PgliteDb } from './pglite-db';
export { selectInto, type WithTextFields } from './select-into';
export { sqlName } from './sql-name';
