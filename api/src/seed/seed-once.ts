import type { Db, Queryable } from '../platform/db/db';

/**
 * Runs `write` in one transaction the first time this database claims `marker` (a seed_markers
 * row); false, with nothing written, ever after. Each seed has a marker of its own, so a database
 * made before a seed existed still gets it.
 */
export function seedOnce(db: Db, marker: string, write: (tx: Queryable) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('INSERT INTO seed_markers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [marker]);
    if (claimed.length === 0) return false;
    await write(tx);
    return true;
  });
}
