/**
 * The one retry of deadlocks, serialization failures and racing duplicates (@khela/server-kit),
 * for the domains that move money in one statement or one transaction.
 */
export { isConflict, retryOnConflict, type ConflictRetryOptions } from '@khela/server-kit/db';
