import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';

/** SPEC §9: a favourite toggle at most once per 1000 ms per member. */
export const FAVOURITE_TOGGLE_GAP_MS = 1000;

/**
 * Claims this member's toggle slot, or throws 429. One conditional upsert: the row is written only
 * when the last toggle is old enough, so two racing requests (even on two api instances) cannot
 * both pass. clock_timestamp(), not now(): now() is frozen at the start of a transaction.
 */
export async function claimFavouriteToggle(db: Queryable, memberId: string): Promise<void> {
  const claimed = await db.query(
    `INSERT INTO favourite_toggle_clock (member_id, last_toggle_at) VALUES ($1, clock_timestamp())
     ON CONFLICT (member_id) DO UPDATE SET last_toggle_at = EXCLUDED.last_toggle_at
     WHERE favourite_toggle_clock.last_toggle_at <= EXCLUDED.last_toggle_at - make_interval(secs => $2::float8 / 1000)
     RETURNING member_id`,
    [memberId, FAVOURITE_TOGGLE_GAP_MS],
  );
  if (claimed.length === 0) throw new ApiError(429, 'games.favourite.tooFast');
}

/** Adding twice is not an error: the heart is simply on. */
export async function addFavourite(db: Queryable, memberId: string, nodeId: number): Promise<void> {
  await db.query('INSERT INTO game_favourites (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, nodeId]);
}

export async function removeFavourite(db: Queryable, memberId: string, nodeId: number): Promise<void> {
  await db.query('DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}
