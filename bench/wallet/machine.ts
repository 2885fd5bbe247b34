import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from '../../api/src/platform/db/db';

/**
 * Where the time goes, read from outside: the CPU every PostgreSQL process used (from /proc, so
 * it counts the backends serving the load, the WAL writer and the checkpointer alike), and what
 * the backends serving a workload were doing, sampled from pg_stat_activity (running, or waiting
 * on a lock, on the WAL flush of a commit, on the client…).
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * Seconds of CPU used so far by all processes named `postgres` (0 where /proc is not Linux's),
 * including backends that have ended since (pgbench opens its own): the postmaster reaps them, and
 * their time shows in its children's fields.
 */
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
      // utime, stime, cutime, cstime: fields 14 to 17 of stat
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds of this process's ended children (pgbench, once it has exited). */
export function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The server's WAL position: the difference of two is the WAL written between them (by every database). */
export async function walPosition(db: Db): Promise<string> {
  const [row] = await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  return row!.lsn;
}

export async function walBytesSince(db: Db, since: string): Promise<number> {
  const [row] = await db.query<{ bytes: string }>('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text AS bytes', [since]);
  return Number(row!.bytes);
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
