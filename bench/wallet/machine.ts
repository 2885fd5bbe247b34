import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from '../../api/src/platform/db/db';

/**
 * Where the time goes, read from outside: the CPU every PostgreSQL process used (from /proc, so
 * it counts the backends serving the load, the WAL writer and the checkpointer alike), and what
 * the backends serving a workload were doing, sampled from pg_stat_activity (running, or waiting
 * on a lock, on the WAL flush of a commit, on the client…).
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Seconds of CPU used so far by all processes named `postgres` (0 where /proc is not Linux's). */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      if (name !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / TICKS_PER_SECOND;
}

export interface WaitSampler {
  /** Share of the sampled active backends in each state, most frequent first. */
  stop(): Promise<Array<{ what: string; share: number }>>;
}

/**
 * Samples every 20 ms the backends of `database` whose current statement matches `queryLike`:
 * 'CPU' when running, else their wait event (Lock:transactionid, IO:WALSync, LWLock:WALWrite…).
 */
export function sampleWaits(db: Db, database: string, queryLike: string): WaitSampler {
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db
        .query<{ what: string; n: string }>(
          `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS what, count(*)::text AS n FROM pg_stat_activity
            WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid() AND query LIKE $2 GROUP BY 1`,
          [database, queryLike],
        )
        .catch(() => []);
      for (const row of rows) {
        counts.set(row.what, (counts.get(row.what) ?? 0) + Number(row.n));
        total += Number(row.n);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => ({ what, share: total > 0 ? n / total : 0 }));
    },
  };
}
