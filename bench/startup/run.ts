/**
 * bench/startup: how long the api takes to start and how much memory it holds, loaded through tsx
 * (TypeScript compiled as it loads, the development way) and from its bundle (`api/dist/main.js`
 * with plain node, how `pnpm start` and production run it).
 *
 * 1. The bundle is built if stale; one start of it prepares a database (migrations, demo data),
 *    not counted, so each measured start opens an already prepared one, as every start but the
 *    first does (BENCH_EMPTY_DB=1: each start on an empty folder instead, migrations and seeding
 *    counted).
 * 2. N starts of each way (BENCH_STARTS, 3), alternating, each on its own copy of that database in
 *    a fresh folder, its own port, no site (SITE_DIR empty). For each: spawn to the first 200 from
 *    /healthz (polled every 10 ms), spawn to the "api ready" log line, and the process's resident
 *    memory once healthy (VmRSS from /proc/<pid>/status) and its peak so far (VmHWM).
 * 3. The process is stopped with SIGTERM before the next starts.
 * 4. The code alone, N times each way: the api started with DATABASE_URL at a closed port, so it
 *    loads all its modules, fails its first query at once and exits; a preloaded
 *    report-at-exit.cjs prints its uptime and resident memory then. This is what the way of
 *    loading changes; the full start above adds opening PGlite (wasm, its data folder read into
 *    memory) and the start-up checks of the database, the same both ways.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { distEntry, ensureServicesBuilt, repoRoot } from '../../scripts/service-build';

const starts = Number(process.env.BENCH_STARTS ?? 3);
const emptyDb = process.env.BENCH_EMPTY_DB === '1';
const HEALTH_POLL_MS = 10;
const START_TIMEOUT_MS = 120_000;

interface Way {
  name: string;
  args: string[];
}

const ways: Way[] = [
  { name: 'tsx', args: ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')] },
  { name: 'built', args: ['--enable-source-maps', distEntry('api')] },
];

interface Start {
  healthyMs: number;
  readyLineMs: number;
  rssMb: number;
  peakMb: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A line of /proc/<pid>/status in MB (the kernel gives kB). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  if (!line) throw new Error(`no ${field} for ${pid}`);
  return Number(line.replace(/[^0-9]/g, '')) / 1024;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** One start on `dataDir`: the figures, and the process still running (the caller stops it). */
async function startApi(way: Way, dataDir: string, siteDir: string): Promise<{ child: ChildProcess; figures: Start }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, way.args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: undefined, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: siteDir, DATABASE_URL: undefined, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let readyLineMs = Number.NaN;
  let output = '';
  const readLines = (chunk: Buffer) => {
    output += chunk.toString();
    if (Number.isNaN(readyLineMs) && /api ready/.test(output)) readyLineMs = performance.now() - started;
    if (output.length > 100_000) output = output.slice(-50_000);
  };
  child.stdout!.on('data', readLines);
  child.stderr!.on('data', readLines);
  const url = `http://127.0.0.1:${port}/healthz`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api (${way.name}) exited (${child.exitCode}) before it was healthy:\n${output.slice(-3000)}`);
    if (await healthy(url)) break;
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stop(child);
      throw new Error(`the api (${way.name}) was not healthy within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const healthyMs = performance.now() - started;
  const figures = { healthyMs, readyLineMs, rssMb: statusMb(child.pid!, 'VmRSS'), peakMb: statusMb(child.pid!, 'VmHWM') };
  return { child, figures };
}

interface CodeLoad {
  uptimeMs: number;
  rssMb: number;
}

/** Loads the api's code and lets it fail on a closed database port; its own report at exit. */
function loadCodeOnly(way: Way): Promise<CodeLoad> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', path.join(__dirname, 'report-at-exit.cjs'), ...way.args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: undefined, PORT: '0', DATABASE_URL: 'postgres://bench@127.0.0.1:1/none', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', () => {
      const line = errors.split('\n').find((entry) => entry.startsWith('BENCH_EXIT '));
      if (!line || !/ECONNREFUSED/.test(errors)) return reject(new Error(`the api (${way.name}) did not fail on the closed port as expected:\n${errors.slice(-3000)}`));
      resolve(JSON.parse(line.slice('BENCH_EXIT '.length)) as CodeLoad);
    });
  });
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function range(values: number[], format: (value: number) => string): string {
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  await ensureServicesBuilt(['api']);
  const work = mkdtempSync(path.join(tmpdir(), 'khela-bench-startup-'));
  const siteDir = path.join(work, 'no-site');
  const template = path.join(work, 'template');
  try {
    if (!emptyDb) {
      const { child } = await startApi(ways[1]!, template, siteDir);
      await stop(child);
    }
    const results = new Map<string, Start[]>(ways.map((way) => [way.name, []]));
    for (let round = 0; round < starts; round += 1) {
      for (const way of round % 2 === 0 ? ways : [...ways].reverse()) {
        const dataDir = path.join(work, `${way.name}-${round}`);
        if (!emptyDb) cpSync(template, dataDir, { recursive: true });
        const { child, figures } = await startApi(way, dataDir, siteDir);
        await stop(child);
        rmSync(dataDir, { recursive: true, force: true });
        results.get(way.name)!.push(figures);
        console.log(
          `${way.name.padEnd(5)} #${round + 1}: healthy ${sec(figures.healthyMs)}, ready line ${sec(figures.readyLineMs)}, RSS ${mb(figures.rssMb)} (peak ${mb(figures.peakMb)})`,
        );
      }
    }
    const loads = new Map<string, CodeLoad[]>(ways.map((way) => [way.name, []]));
    for (let round = 0; round < starts; round += 1) {
      for (const way of round % 2 === 0 ? ways : [...ways].reverse()) {
        const load = await loadCodeOnly(way);
        loads.get(way.name)!.push(load);
        console.log(`${way.name.padEnd(5)} code load #${round + 1}: ${sec(load.uptimeMs)}, RSS ${mb(load.rssMb)}`);
      }
    }
    console.log(`\napi code load (process start to its exit on a closed database port), ${starts} each; median (min–max):`);
    for (const way of ways) {
      const runs = loads.get(way.name)!;
      console.log(`  ${way.name.padEnd(5)} ${range(runs.map((run) => run.uptimeMs), sec)}, RSS ${range(runs.map((run) => run.rssMb), mb)}`);
    }
    console.log(`\napi start, ${starts} each, ${emptyDb ? 'empty database (migrations and demo data counted)' : 'prepared database'}; median (min–max):`);
    for (const way of ways) {
      const runs = results.get(way.name)!;
      console.log(
        `  ${way.name.padEnd(5)} to healthy ${range(runs.map((run) => run.healthyMs), sec)}, to ready line ${range(runs.map((run) => run.readyLineMs), sec)}, RSS ${range(runs.map((run) => run.rssMb), mb)}, peak ${range(runs.map((run) => run.peakMb), mb)}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    console.log(`load average after: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
