import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { stateOf, type Taken, type WindowRule, type WindowState, type WindowStore } from './sliding-window';

// Old events are swept now and then by the takes themselves; one in fifty is enough.
const SWEEP_ONE_IN = 50;
const KEEP_EVENTS = "interval '2 days'";

/**
 * The window store in the database (table limit_events): what every instance sees when there is
 * no Redis. A take holds an advisory lock on its key for its transaction, so counting and adding
 * are one step for parallel requests on any instance.
 */
export function dbWindowStore(db: Db): WindowStore {
  const read = async (tx: Pick<Db, 'query'>, key: string, rule: WindowRule): Promise<WindowState & { now: number }> => {
    const [row] = await tx.query<{ n: number; oldest: number | null; newest: number | null; now: number }>(
      `SELECT count(*)::int AS n,
              (extract(epoch FROM min(at)) * 1000)::float8 AS oldest,
              (extract(epoch FROM max(at)) * 1000)::float8 AS newest,
              (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now
         FROM limit_events WHERE key = $1 AND at > clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
      [key, rule.windowMs],
    );
    const now = Number(row!.now);
    const num = (v: number | null) => (v === null ? null : Number(v));
    return { ...stateOf(rule, now, Number(row!.n), num(row!.oldest), num(row!.newest)), now };
  };

  return {
    peek: (key, rule) => read(db, key, rule),
    take: (key, rule) =>
      db.transaction(async (tx): Promise<Taken> => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`limit:${key}`]);
        const state = await read(tx, key, rule);
        if (state.retryAfterMs > 0) return { admitted: false, count: state.count, retryAfterMs: state.retryAfterMs };
        const id = randomUUID();
        await tx.query('INSERT INTO limit_events (key, id, at) VALUES ($1, $2, clock_timestamp())', [key, id]);
        if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) await tx.query(`DELETE FROM limit_events WHERE at < now() - ${KEEP_EVENTS}`);
        return { admitted: true, id, count: state.count + 1 };
      }),
    forgive: async (key, id) => {
      await db.query('DELETE FROM limit_events WHERE key = $1 AND id = $2', [key, id]);
    },
    close: async () => {},
  };
}
