/**
 * SQLSTATEs a statement or transaction may meet under contention and that running it again
 * resolves: nothing of the failed attempt remains, and the next attempt sees what the winner wrote.
 */
const CONFLICT_SQLSTATES = new Set([
  '40P01', // deadlock detected
  '40001', // serialization failure
  '23505', // unique violation: a concurrent duplicate key won the race; the retry replays it
]);

/** A deadlock, a serialization failure or a racing duplicate: worth running again. */
export function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_SQLSTATES.has(code);
}

export interface ConflictRetryOptions {
  /** Attempts in all, the first included (default 8). 1 means no retry. */
  attempts?: number;
  /** Wait before attempt n + 1 (default: a random 0…2^min(n, 6) ms, so racers spread out). */
  pauseMs?: (attempt: number) => number;
}

export const DEFAULT_CONFLICT_ATTEMPTS = 8;

const jitteredBackoff = (attempt: number) => Math.random() * 2 ** Math.min(attempt, 6);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one statement, or a whole transaction) again while it fails with a conflict, up to
 * `attempts` times; any other error, or the last conflict, reaches the caller. Inside a caller's
 * transaction a retry cannot help (the transaction is aborted): retry the whole transaction there.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, options: ConflictRetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_CONFLICT_ATTEMPTS;
  const pauseMs = options.pauseMs ?? jitteredBackoff;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isConflict(error)) throw error;
      await pause(pauseMs(attempt));
    }
  }
}
