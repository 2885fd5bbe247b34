/** Waits between retries of pending wallet work: doubling from `firstMs`, never more than `maxMs`. */
export const backoffMs = (attempt: number, firstMs: number, maxMs: number): number => Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 30));
