import type { Queryable } from '../db/db';

/** Longer than the ±5-minute timestamp window, so a body is refused by one check or the other. */
const NONCE_KEEP_MINUTES = 10;
const PRUNE_EVERY_MS = 60_000;

const lastPruned = new WeakMap<Queryable, number>();

/** Deletes nonces too old to matter, at most once a minute per database. */
async function pruneNowAndThen(db: Queryable, now: number): Promise<void> {
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  await db.query(`DELETE FROM payload_nonces WHERE seen_at < now() - make_interval(mins => $1)`, [NONCE_KEEP_MINUTES]);
}

/** Records a nonce; false when it was already there (a replay). One statement, so two racing copies cannot both pass. */
export async function recordNonce(db: Queryable, nonce: string, now: number = Date.now()): Promise<boolean> {
  await pruneNowAndThen(db, now);
  const inserted = await db.query('INSERT INTO payload_nonces (nonce) VALUES ($1) ON CONFLICT (nonce) DO NOTHING RETURNING nonce', [nonce]);
  return inserted.length === 1;
}
