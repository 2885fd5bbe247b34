import type { Queryable } from '@khela/server-kit/db';
import { hashServerSeed, newClientSeed, newServerSeed } from './seeds';

/** A seed pair as the player may see it: the server seed only once revealed. */
export interface SeedPair {
  id: number;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round. */
  nonce: number;
}

/** A pair with its secret, for deciding a round. */
export interface SecretSeedPair extends SeedPair {
  serverSeed: string;
}

interface SeedRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const toPair = (row: SeedRow): SecretSeedPair => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

const hidden = ({ serverSeed: _secret, ...pair }: SecretSeedPair): SeedPair => pair;

async function insertPair(db: Queryable, owner: string, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  // ON CONFLICT: two first visits at once both try; the unique active index keeps one.
  await db.query(
    `INSERT INTO seeds (owner, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (owner) WHERE revealed_at IS NULL DO NOTHING`,
    [owner, serverSeed, hashServerSeed(serverSeed), clientSeed],
  );
}

/** The owner's active pair (created on first use), without its server seed. */
export async function activeSeeds(db: Queryable, owner: string): Promise<SeedPair> {
  for (;;) {
    const rows = await db.query<SeedRow>('SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM seeds WHERE owner = $1 AND revealed_at IS NULL', [owner]);
    if (rows[0]) return hidden(toPair(rows[0]));
    await insertPair(db, owner, newClientSeed());
  }
}

/**
 * Takes the next nonce of the owner's active pair (inside the round's transaction: the row lock
 * orders concurrent rounds, and a rolled back transaction gives the nonce back).
 */
export async function takeNonce(tx: Queryable, owner: string): Promise<SecretSeedPair> {
  for (;;) {
    const rows = await tx.query<SeedRow>(
      `UPDATE seeds SET nonce = nonce + 1 WHERE owner = $1 AND revealed_at IS NULL
       RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce`,
      [owner],
    );
    if (rows[0]) return toPair(rows[0]);
    await insertPair(tx, owner, newClientSeed());
  }
}

/** The player's own client seed, for the rounds still to come on the active pair. */
export async function setClientSeed(db: Queryable, owner: string, clientSeed: string): Promise<SeedPair> {
  await activeSeeds(db, owner);
  await db.query('UPDATE seeds SET client_seed = $2 WHERE owner = $1 AND revealed_at IS NULL', [owner, clientSeed]);
  return activeSeeds(db, owner);
}

/** What a rotation shows: the old pair in full (the seed is now public) and the new pair's hash. */
export interface Rotation {
  revealed: { seedId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number };
  next: SeedPair;
}

/** Reveals the active server seed and starts a new one (the client seed carries over). */
export async function rotateSeeds(db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> }, owner: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    await activeSeeds(tx, owner);
    const [old] = await tx.query<SeedRow>(
      `UPDATE seeds SET revealed_at = now() WHERE owner = $1 AND revealed_at IS NULL
       RETURNING id, server_seed, server_seed_hash, client_seed, nonce`,
      [owner],
    );
    if (!old) throw new Error('rotateSeeds: no active seed');
    await insertPair(tx, owner, old.client_seed);
    const next = await activeSeeds(tx, owner);
    return { revealed: { seedId: Number(old.id), serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, roundsPlayed: old.nonce }, next };
  });
}

/** A seed pair by id, with its server seed only if it was revealed. */
export async function seedsById(db: Queryable, id: number): Promise<{ serverSeed: string | null; serverSeedHash: string; revealedAt: Date | null } | null> {
  const [row] = await db.query<{ server_seed: string; server_seed_hash: string; revealed_at: Date | null }>(
    'SELECT server_seed, server_seed_hash, revealed_at FROM seeds WHERE id = $1',
    [id],
  );
  if (!row) return null;
  return { serverSeed: row.revealed_at ? row.server_seed : null, serverSeedHash: row.server_seed_hash, revealedAt: row.revealed_at };
}
