import { openPgDb } from '@khela/server-kit/db';
/**
 * bench/wallet: bet + win pairs through the seamless wallet API (signed HTTP on loopback, the way a
 * game vendor calls it) against the machine's PostgreSQL, beside pgbench's TPC-B-like script on the
 * same server, then the same wallet load on PGlite.
 *
 * 1. The api in a child process (server.ts) on a throwaway schema, N funded players with a session
 *    at the HOUSE vendor each; a short warm-up; then C clients (1, 16, 64) playing pairs back to back
 *    for T seconds each, every client on players of its own. Wallet calls/s, pairs/s, p50/p99 of a
 *    call and of a pair; the CPU of the api process, of PostgreSQL and of this load generator; what
 *    the backends serving the calls were doing (pg_stat_activity samples).
 * 2. pgbench in a database of its own (created, initialised, dropped): the built-in script at the
 *    same client counts, `-j min(C, 2) -T 10`. Scale 64 by default: pgbench's own advice is a scale
 *    at least the number of clients, or it mostly measures 64 clients queueing on one branch row; our
 *    load does not queue like that either (each client has its own players, and the house account is
 *    split in 64), so this compares like with like. A pgbench transaction is one database
 *    transaction, as a wallet call is: the ratio compares wallet calls/s with pgbench tps.
 * 3. The same wallet load on PGlite (in memory, in the api process).
 *
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (12), BENCH_LEVELS
 * (1,16,64), BENCH_PLAYERS (128), BENCH_POOL (the api's pool, 10 as the server's default),
 * PGBENCH_SCALE (64), PGBENCH_SECONDS (10), BENCH_SKIP_PGLITE=1, BENCH_SKIP_PGBENCH=1.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SeamlessPlayer } from '../../api/src/domains/wallet/tests/seamless-http';
import { httpSender } from './http-sender';
import { type LevelResult, percentile, runLevel } from './load';
import { childrenCpuSeconds, postgresCpuSeconds, sampleWaits, walBytesSince, walPosition } from './machine';
import { dropPgbench, initPgbench, type PgbenchResult, pgbenchTarget, runPgbench } from './pgbench';
import type { ServerMessage } from './protocol';
import { answerTo, forkServer, serverReady, stopServer } from '../support/child-server';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const levels = (process.env.BENCH_LEVELS ?? '1,16,64').split(',').map(Number);
const playerCount = Math.max(Number(process.env.BENCH_PLAYERS ?? 128), ...levels);
const pgbenchScale = Number(process.env.PGBENCH_SCALE ?? 64);
const pgbenchSeconds = Number(process.env.PGBENCH_SECONDS ?? 10);
const cores = availableParallelism();
let interrupted = false;

interface MeasuredLevel extends LevelResult {
  serverCpuS: number;
  postgresCpuS: number;
  clientCpuS: number;
  walBytes: number;
  waits: Array<{ what: string; share: number }>;
}

interface EngineRun {
  engine: 'pg' | 'pglite';
  pool: number | null;
  levels: MeasuredLevel[];
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)}` : '—');

function spawnServer(url: string | null): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_PLAYERS: String(playerCount) };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  return forkServer(path.join(__dirname, 'server.ts'), path.resolve(__dirname, '..'), env);
}

/** The server process's CPU time so far (every thread: the event loop and scrypt's pool), in seconds. */
async function serverCpu(child: ChildProcess): Promise<number> {
  const cpu = await answerTo<Extract<ServerMessage, { kind: 'cpu' }>>(child, { kind: 'cpu' });
  return (cpu.userMicros + cpu.systemMicros) / 1e6;
}

const clientCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** The wallet load at every level on one engine. */
async function walletRun(engine: 'pg' | 'pglite'): Promise<EngineRun> {
  const child = spawnServer(engine === 'pg' ? databaseUrl : null);
  const stop = () => void stopServer(child).then(() => process.exit(130));
  process.once('SIGINT', stop);
  const monitor = engine === 'pg' ? openPgDb(databaseUrl, { max: 1 }) : null;
  try {
    const ready = await serverReady<ServerMessage>(child);
    const send = httpSender(`http://127.0.0.1:${ready.port}`, Math.max(...levels, 16));
    const players: SeamlessPlayer[] = await Promise.all(ready.launchTokens.map(async (launchToken) => {
      const { answer } = await send('authenticate', { launchToken });
      if (answer.status !== 'OK') throw new Error(`authenticate: ${JSON.stringify(answer)}`);
      return { merchantCode: 'khela', memberId: '', playerId: answer.playerId as string, sessionToken: answer.sessionToken as string };
    }));
    console.log(`${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}: api ready in ${(ready.setupMs / 1000).toFixed(1)} s (${ready.schema ? `schema ${ready.schema}, pool ${ready.pool}` : 'in memory'}; ${players.length} players)`);
    await runLevel(send, players, 16, 2, `${engine}-warm`, () => interrupted);

    const measured: MeasuredLevel[] = [];
    for (const clients of levels) {
      if (interrupted) break;
      const waits = monitor ? sampleWaits(monitor, new URL(databaseUrl).pathname.slice(1), '%vendor\\_%') : null;
      const wal = monitor ? await walPosition(monitor) : null;
      const [serverBefore, postgresBefore, clientBefore] = [await serverCpu(child), postgresCpuSeconds(), clientCpuSeconds()];
      const result = await runLevel(send, players, clients, seconds, `${engine}-${clients}`, () => interrupted);
      const [serverAfter, postgresAfter, clientAfter] = [await serverCpu(child), postgresCpuSeconds(), clientCpuSeconds()];
      measured.push({
        ...result,
        serverCpuS: serverAfter - serverBefore,
        postgresCpuS: engine === 'pg' ? postgresAfter - postgresBefore : 0,
        clientCpuS: clientAfter - clientBefore,
        walBytes: monitor && wal ? await walBytesSince(monitor, wal) : 0,
        waits: waits ? await waits.stop() : [],
      });
      const last = measured[measured.length - 1]!;
      console.log(`  ${String(clients).padStart(2)} clients: ${fixed(last.calls / seconds)} calls/s, p99 ${ms(percentile(last.callMs, 99))} ms (load average ${loadavg()[0]!.toFixed(2)})`);
    }
    return { engine, pool: ready.pool, levels: measured };
  } finally {
    process.off('SIGINT', stop);
    await monitor?.close();
    await stopServer(child);
  }
}

interface PgbenchRun {
  scale: number;
  initS: number;
  levels: Array<PgbenchResult & { postgresCpuS: number; pgbenchCpuS: number; walBytes: number; waits: Array<{ what: string; share: number }> }>;
}

async function pgbenchRun(): Promise<PgbenchRun> {
  const target = pgbenchTarget(databaseUrl, 'bench_pgbench');
  const monitor = openPgDb(databaseUrl, { max: 1 });
  const stop = () => void dropPgbench(target).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    const started = performance.now();
    await initPgbench(target, pgbenchScale);
    const initS = (performance.now() - started) / 1000;
    console.log(`pgbench: initialised at scale ${pgbenchScale} in ${initS.toFixed(1)} s`);
    const results: PgbenchRun['levels'] = [];
    for (const clients of levels) {
      if (interrupted) break;
      const waits = sampleWaits(monitor, target.database, '%pgbench\\_%');
      const [wal, postgresBefore, pgbenchBefore] = [await walPosition(monitor), postgresCpuSeconds(), childrenCpuSeconds()];
      const result = await runPgbench(target, clients, pgbenchSeconds);
      results.push({
        ...result,
        postgresCpuS: postgresCpuSeconds() - postgresBefore,
        pgbenchCpuS: childrenCpuSeconds() - pgbenchBefore,
        walBytes: await walBytesSince(monitor, wal),
        waits: await waits.stop(),
      });
      console.log(`  ${String(clients).padStart(2)} clients: ${fixed(result.tps)} tps (load average ${loadavg()[0]!.toFixed(2)})`);
    }
    return { scale: pgbenchScale, initS, levels: results };
  } finally {
    process.off('SIGINT', stop);
    await monitor.close();
    await dropPgbench(target);
  }
}

function failures(level: LevelResult): string {
  return [...level.failures].map(([what, n]) => `${what} ×${n}`).join(', ');
}

function printTable(runs: EngineRun[], pgbench: PgbenchRun | null): void {
  const header = ['engine', 'clients', 'calls/s', 'pairs/s', 'call p50', 'call p99', 'pair p50', 'pair p99', 'pgbench tps', 'ours/pgbench'];
  const rows: string[][] = [];
  for (const run of runs) {
    for (const level of run.levels) {
      const pg = run.engine === 'pg' ? pgbench?.levels.find((l) => l.clients === level.clients) : undefined;
      const callsPerSecond = level.calls / level.seconds;
      rows.push([
        run.engine === 'pg' ? 'PostgreSQL' : 'PGlite',
        String(level.clients),
        fixed(callsPerSecond),
        fixed(level.pairs / level.seconds),
        `${ms(percentile(level.callMs, 50))} ms`,
        `${ms(percentile(level.callMs, 99))} ms`,
        `${ms(percentile(level.pairMs, 50))} ms`,
        `${ms(percentile(level.pairMs, 99))} ms`,
        pg ? fixed(pg.tps) : '—',
        pg ? (callsPerSecond / pg.tps).toFixed(2) : '—',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printProfile(runs: EngineRun[], pgbench: PgbenchRun | null): void {
  console.log('');
  console.log(`where the time goes (CPU in cores busy over the window, and per wallet call; ${cores} cores on the machine)`);
  for (const run of runs) {
    for (const level of run.levels) {
      const answered = level.callMs.length;
      const per = (cpuS: number) => (answered > 0 ? `${((cpuS / answered) * 1000).toFixed(2)} ms` : '—');
      const waits = level.waits.slice(0, 4).map((w) => `${w.what} ${(w.share * 100).toFixed(0)}%`).join(', ');
      console.log(
        `  ${run.engine.padEnd(6)} ${String(level.clients).padStart(2)} clients: api ${(level.serverCpuS / level.seconds).toFixed(2)} (${per(level.serverCpuS)}), ` +
          (run.engine === 'pg'
            ? `postgres ${(level.postgresCpuS / level.seconds).toFixed(2)} (${per(level.postgresCpuS)}, WAL ${(level.walBytes / Math.max(answered, 1) / 1024).toFixed(1)} kB), `
            : '') +
          `load generator ${(level.clientCpuS / level.seconds).toFixed(2)} (${per(level.clientCpuS)})` +
          (waits ? `; backends: ${waits}` : ''),
      );
      if (level.failures.size > 0) console.log(`    failures: ${failures(level)}`);
    }
  }
  for (const level of pgbench?.levels ?? []) {
    const waits = level.waits.slice(0, 4).map((w) => `${w.what} ${(w.share * 100).toFixed(0)}%`).join(', ');
    const transactions = level.tps * pgbenchSeconds;
    const per = (cpuS: number) => `${((cpuS / transactions) * 1000).toFixed(2)} ms`;
    console.log(
      `  pgbench ${String(level.clients).padStart(2)} clients: postgres ${(level.postgresCpuS / pgbenchSeconds).toFixed(2)} (${per(level.postgresCpuS)}, ` +
        `WAL ${(level.walBytes / transactions / 1024).toFixed(1)} kB per transaction), pgbench ${(level.pgbenchCpuS / pgbenchSeconds).toFixed(2)} (${per(level.pgbenchCpuS)}); ` +
        `latency avg ${level.latencyMs.toFixed(2)} ms; backends: ${waits}`,
    );
  }
}

function printGoals(runs: EngineRun[], pgbench: PgbenchRun | null): void {
  const pg = runs.find((run) => run.engine === 'pg');
  const at = (clients: number) => pg?.levels.find((level) => level.clients === clients);
  const at64 = at(64);
  const bench64 = pgbench?.levels.find((level) => level.clients === 64);
  const at16 = at(16);
  console.log('');
  if (at64 && bench64) {
    const ratio = at64.calls / at64.seconds / bench64.tps;
    console.log(`goal: ≥ 0.60 of pgbench at 64 clients — ${ratio.toFixed(2)}: ${ratio >= 0.6 ? 'met' : 'MISSED'}`);
  }
  if (at16) {
    const p99 = percentile(at16.callMs, 99);
    console.log(`goal: p99 < 25 ms at 16 clients — ${ms(p99)} ms: ${p99 < 25 ? 'met' : 'MISSED'}`);
  }
}

async function main(): Promise<void> {
  process.on('SIGINT', () => (interrupted = true));
  console.log(`bench/wallet — bet + win pairs through the seamless wallet API; ${levels.join('/')} clients × ${seconds} s; ${playerCount} players; ${cores} cores; Node ${process.version}`);
  console.log(`PostgreSQL at ${new URL(databaseUrl).host}; load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const runs: EngineRun[] = [await walletRun('pg')];
  const pgbench = process.env.BENCH_SKIP_PGBENCH === '1' ? null : await pgbenchRun();
  if (process.env.BENCH_SKIP_PGLITE !== '1') runs.push(await walletRun('pglite'));

  printTable(runs, pgbench);
  printProfile(runs, pgbench);
  printGoals(runs, pgbench);
  console.log('');
  console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  if (runs.some((run) => run.levels.some((level) => level.failures.size > 0))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
