import type { Queryable } from '../../platform/db/db';

/** How many recent games a member keeps; older ones drop off as new ones are played. */
export const RECENT_GAMES_KEPT = 50;

export async function recordRecentGame(db: Queryable, memberId: string, nodeId: number): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (member_id, node_id, last_played_at) VALUES ($1, $2, now())
     ON CONFLICT (member_id, node_id) DO UPDATE SET last_played_at = EXCLUDED.last_played_at`,
    [memberId, nodeId],
  );
  await db.query(
    `DELETE FROM recent_games WHERE member_id = $1 AND node_id NOT IN (
       SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY last_played_at DESC, node_id LIMIT $2)`,
    [memberId, RECENT_GAMES_KEPT],
  );
}
