import { openPgDb } from '@khela/server-kit/db';
/**
 * bench/house: slot rounds end to end — a player's POST to the house, the house's bet and win
 * through the api's seamless wallet API, the answer — with one house process and the api on
 * PostgreSQL, at 16 concurrent players; and how much of a round is spent in the wallet calls.
 *
 * Processes (all on loopback): the api (api-server.ts, a throwaway schema), a timing proxy
 * (wallet-proxy.ts) that the house's API_URL points at, the house itself (`house/src/main.ts`, a
 * throwaway schema of its own through HOUSE_DATABASE_URL + HOUSE_DB_SCHEMA), and this process,
 * the players. Each player is launched the way the api launches one (its launch call's game address
 * with a one-time token): GET /play (the house authenticates the token, 303 to the game page), the
 * game page, then rounds back to back (POST /game/{session}/round, Accept: application/json).
 *
 * Three cohorts of players. Through the proxy: the first is launched on a fresh start (a cold
 * launch) and plays a warm-up; the second is launched on the warmed-up processes (the launch figure)
 * and plays the measured window, where each round's wallet time is the sum of its calls at the
 * proxy. Then the house restarts with API_URL straight at the api, the third cohort warms it up and
 * plays a second window: the round rate without the proxy's hop and CPU (no share there).
 *
 * Env: DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_PLAYERS (16), BENCH_SECONDS
 * (15), BENCH_WARMUP_SECONDS (3), BENCH_STAKE (1000 paisa, ৳10), BENCH_POOL (the api's pool, 10),
 * HOUSE_VENDOR_SECRET (house-vendor-secret).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ask, forkServer } from '../support/child-server';
import { repoRoot } from '../support/server';
import { percentile } from '../wallet/load';
import { postgresCpuSeconds } from '../wallet/machine';
import { type HouseClient, houseClient, type RoundAnswer, sessionIdOf } from './house-client';
import { processCpuSeconds } from './process-cpu';
import type { ApiMessage, ApiRequest, ProxyMessage, ProxyRequest, TimedCall } from './protocol';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const players = Number(process.env.BENCH_PLAYERS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const stake = String(process.env.BENCH_STAKE ?? 1000);
const secret = process.env.HOUSE_VENDOR_SECRET ?? 'house-vendor-secret';
let interrupted = false;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');
const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A port nobody listens on now: the api needs the house's address before the house starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The child's first message that `pick` accepts; fails on a `failed` message or if the child exits first. */
function message<M extends { kind: string }, T>(child: ChildProcess, pick: (m: M) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a bench process exited (${code}) before answering`));
    const onMessage = (m: M) => {
      if (m.kind === 'failed') {
        cleanup();
        reject(new Error(`a bench process failed:\n${(m as unknown as { message: string }).message}`));
        return;
      }
      const picked = pick(m);
      if (picked === undefined) return;
      cleanup();
      resolve(picked);
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function exited(child: ChildProcess, signal: NodeJS.Signals | null, graceMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    if (signal) child.kill(signal);
  });
}

async function houseReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the house exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('the house did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const takeCalls = (proxy: ChildProcess) => {
  const taken = message<ProxyMessage, TimedCall[]>(proxy, (m) => (m.kind === 'calls' ? m.calls : undefined));
  ask<ProxyRequest>(proxy, { kind: 'take' });
  return taken;
};

interface Failures {
  count: Map<string, number>;
  note(what: string): void;
}

function failures(): Failures {
  const count = new Map<string, number>();
  return { count, note: (what) => count.set(what, (count.get(what) ?? 0) + 1) };
}

interface PlayedRound {
  id: string;
  ms: number;
}

/** One round; the round when the house answers it settled (won or lost), else null with the failure noted. */
async function playRound(client: HouseClient, sessionId: string, failed: Failures): Promise<PlayedRound | null> {
  const started = performance.now();
  try {
    const answer = await client.postForm(`/game/${encodeURIComponent(sessionId)}/round?language=en`, { stake });
    const elapsed = performance.now() - started;
    const body = JSON.parse(answer.text) as RoundAnswer;
    if (answer.status !== 200 || !body.round || body.round.state !== 'settled') {
      failed.note(`round ${answer.status} ${body.status}${body.round ? ` (${body.round.state})` : ''}`);
      return null;
    }
    return { id: body.round.id, ms: elapsed };
  } catch (error) {
    failed.note(`round ${(error as Error).message}`);
    return null;
  }
}

interface Launch {
  sessionId: string;
  /** GET /play until its 303: the house's authenticate and its session. */
  playMs: number;
  /** The game page the 303 names (it asks the api for the balance). */
  pageMs: number;
  /** The first round, answered settled. */
  roundMs: number;
  /** From GET /play to the first round's settled answer. */
  totalMs: number;
}

/** A player follows the api's launch address: GET /play, the game page it redirects to, and a first round. */
async function launch(client: HouseClient, url: string, failed: Failures): Promise<Launch | null> {
  const { pathname, search } = new URL(url);
  const started = performance.now();
  const play = await client.get(`${pathname}${search}`);
  const played = performance.now();
  const sessionId = sessionIdOf(play.location);
  if (play.status !== 303 || !sessionId) {
    failed.note(`launch ${play.status}`);
    return null;
  }
  const page = await client.get(play.location!);
  const paged = performance.now();
  if (page.status !== 200) {
    failed.note(`game page ${page.status}`);
    return null;
  }
  const round = await playRound(client, sessionId, failed);
  if (!round) return null;
  const ended = performance.now();
  return { sessionId, playMs: played - started, pageMs: paged - played, roundMs: round.ms, totalMs: ended - started };
}

async function launchCohort(api: ChildProcess, client: HouseClient, cohort: number, failed: Failures): Promise<Launch[]> {
  const urls = message<ApiMessage, string[]>(api, (m) => (m.kind === 'launched' && m.cohort === cohort ? m.urls : undefined));
  ask<ApiRequest>(api, { kind: 'launch', cohort });
  const launched = await Promise.all((await urls).map((url) => launch(client, url, failed)));
  return launched.filter((l): l is Launch => l !== null);
}

/** Every player plays rounds back to back until the deadline; the rounds answered within it. */
async function playFor(client: HouseClient, sessions: string[], forSeconds: number, failed: Failures): Promise<PlayedRound[]> {
  const rounds: PlayedRound[] = [];
  const deadline = performance.now() + forSeconds * 1000;
  await Promise.all(sessions.map(async (sessionId) => {
    while (performance.now() < deadline && !interrupted) {
      const round = await playRound(client, sessionId, failed);
      if (round && performance.now() <= deadline) rounds.push(round);
    }
  }));
  return rounds;
}

function printLaunches(label: string, launches: Launch[]): void {
  const p = (pick: (l: Launch) => number, q: number) => ms(percentile(launches.map(pick), q));
  console.log(
    `  ${label.padEnd(5)} (${launches.length} players at once): GET /play → first round settled p50 ${p((l) => l.totalMs, 50)} ms, max ${p((l) => l.totalMs, 100)} ms` +
      ` = /play (authenticate, 303) ${p((l) => l.playMs, 50)} + game page ${p((l) => l.pageMs, 50)} + first round ${p((l) => l.roundMs, 50)} ms (p50s)`,
  );
}

interface Cpu {
  api: number;
  house: number;
  proxy: number;
  postgres: number;
  players: number;
}

function cpuNow(api: ChildProcess, house: ChildProcess, proxy: ChildProcess): Cpu {
  const own = process.cpuUsage();
  return {
    api: processCpuSeconds(api.pid),
    house: processCpuSeconds(house.pid),
    proxy: processCpuSeconds(proxy.pid),
    postgres: postgresCpuSeconds(),
    players: (own.user + own.system) / 1e6,
  };
}

interface Window {
  rounds: PlayedRound[];
  cpu: Cpu;
}

function latencyLine(rounds: PlayedRound[]): string {
  const roundMs = rounds.map((r) => r.ms);
  return `${(rounds.length / seconds).toFixed(1)} rounds/s (${rounds.length} settled within the window); round p50 ${ms(percentile(roundMs, 50))} ms, p99 ${ms(percentile(roundMs, 99))} ms, max ${ms(percentile(roundMs, 100))} ms`;
}

/** The wallet calls of the window's rounds against the rounds' own times, as the player saw them. */
function printWalletShare(rounds: PlayedRound[], calls: TimedCall[]): void {
  const measured = new Set(rounds.map((r) => r.id));
  const byRound = new Map<string, TimedCall[]>();
  for (const call of calls) {
    if (call[1] === null || !measured.has(call[1])) continue;
    const list = byRound.get(call[1]);
    if (list) list.push(call);
    else byRound.set(call[1], [call]);
  }
  const roundMs = rounds.map((r) => r.ms);
  const walletMs = rounds.map((r) => sum((byRound.get(r.id) ?? []).map((c) => c[2])));
  const shares = rounds.map((r, i) => walletMs[i]! / r.ms);
  const overall = sum(walletMs) / sum(roundMs);
  const mine = [...byRound.values()].flat();
  for (const action of ['bet', 'win', 'rollback']) {
    const times = mine.filter((c) => c[0] === action).map((c) => c[2]);
    if (times.length > 0) console.log(`  wallet ${action.padEnd(8)}  p50 ${ms(percentile(times, 50))} ms, p99 ${ms(percentile(times, 99))} ms (${times.length} calls, timed at the proxy)`);
  }
  console.log(`  wallet a round   p50 ${ms(percentile(walletMs, 50))} ms, p99 ${ms(percentile(walletMs, 99))} ms`);
  console.log(`  wallet share     p50 ${pct(percentile(shares, 50))} of a round (p10 ${pct(percentile(shares, 10))}, p90 ${pct(percentile(shares, 90))}); overall ${pct(overall)} (Σ wallet / Σ round)`);
  console.log(`                   the other ${pct(1 - overall)}: the house's own work (its database, the fair draw, the answer) and the hops`);
  const unmatched = rounds.filter((r) => !byRound.has(r.id)).length;
  if (unmatched > 0) console.log(`  ${unmatched} rounds had no wallet call at the proxy`);
  const others = calls.filter((c) => c[1] === null);
  if (others.length > 0) console.log(`  wallet calls for no round: ${others.length} (${[...new Set(others.map((c) => c[0]))].join(', ')})`);
  const refused = calls.filter((c) => c[3] !== 200).length;
  if (refused > 0) console.log(`  wallet calls answered other than HTTP 200: ${refused}`);
}

function printCpu(windows: Array<{ label: string; window: Window }>): void {
  console.log('');
  console.log(`CPU over each window: cores busy (ms per round); ${availableParallelism()} cores on the machine`);
  const names: Array<keyof Cpu> = ['house', 'api', 'postgres', 'proxy', 'players'];
  for (const { label, window } of windows) {
    const cells = names
      .filter((name) => window.cpu[name] > 0)
      .map((name) => `${name} ${(window.cpu[name] / seconds).toFixed(2)} (${window.rounds.length > 0 ? ((window.cpu[name] / window.rounds.length) * 1000).toFixed(2) : '—'} ms)`);
    console.log(`  ${label.padEnd(12)} ${cells.join(', ')}`);
  }
}

const cpuSince = (before: Cpu, after: Cpu): Cpu => ({
  api: after.api - before.api,
  house: after.house - before.house,
  proxy: after.proxy - before.proxy,
  postgres: after.postgres - before.postgres,
  players: after.players - before.players,
});

async function main(): Promise<void> {
  process.on('SIGINT', () => (interrupted = true));
  console.log(`bench/house — house-slot rounds end to end (player → house → api wallet → PostgreSQL); ${players} players; ${availableParallelism()} cores; Node ${process.version}`);
  console.log(`PostgreSQL at ${new URL(databaseUrl).host}; load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

  const housePort = await freePort();
  const houseUrl = `http://127.0.0.1:${housePort}`;
  const houseSchema = `bench_house_${randomBytes(5).toString('hex')}`;
  const api = forkServer(path.join(__dirname, 'api-server.ts'), path.resolve(__dirname, '..'), {
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOUSE_URL: houseUrl,
    HOUSE_VENDOR_SECRET: secret,
    BENCH_PLAYERS: String(players),
  });
  let proxy: ChildProcess | null = null;
  let house: ChildProcess | null = null;
  let client: HouseClient | null = null;
  const failed = failures();

  /** The one house process, its wallet calls to `apiUrl`; the same port, schema and secret each time. */
  const startHouse = async (apiUrl: string, what: string) => {
    const started = performance.now();
    const child = forkServer(path.join(repoRoot, 'house', 'src', 'main.ts'), path.join(repoRoot, 'house'), {
      ...process.env,
      HOUSE_PORT: String(housePort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      HOUSE_VENDOR_SECRET: secret,
      HOUSE_DATABASE_URL: databaseUrl,
      HOUSE_DB_SCHEMA: houseSchema,
      LOG_LEVEL: 'warn',
    });
    house = child;
    await houseReady(houseUrl, child);
    console.log(`house ready in ${((performance.now() - started) / 1000).toFixed(1)} s (schema ${houseSchema}), API_URL ${what}`);
    return child;
  };
  const stopHouse = async () => {
    client?.close();
    client = null;
    if (house) await exited(house, 'SIGTERM');
    house = null;
  };
  const measure = async (sessions: string[], running: ChildProcess, timing: ChildProcess): Promise<Window> => {
    const before = cpuNow(api, running, timing);
    const rounds = await playFor(client!, sessions, seconds, failed);
    return { rounds, cpu: cpuSince(before, cpuNow(api, running, timing)) };
  };

  try {
    const apiReady = await message<ApiMessage, Extract<ApiMessage, { kind: 'ready' }>>(api, (m) => (m.kind === 'ready' ? m : undefined));
    console.log(`api ready in ${(apiReady.setupMs / 1000).toFixed(1)} s (schema ${apiReady.schema}, pool ${apiReady.pool})`);
    const apiUrl = `http://127.0.0.1:${apiReady.port}`;
    const timing = forkServer(path.join(__dirname, 'wallet-proxy.ts'), path.resolve(__dirname, '..'), { ...process.env, UPSTREAM_URL: apiUrl });
    proxy = timing;
    const proxyPort = await message<ProxyMessage, number>(timing, (m) => (m.kind === 'ready' ? m.port : undefined));

    // 1. Through the timing proxy: the launch figures, then the measured window and the wallet's share.
    const proxied = await startHouse(`http://127.0.0.1:${proxyPort}`, 'the timing proxy');
    client = houseClient(houseUrl, players * 2);
    console.log('');
    console.log('launch token → settled credit');
    const cold = await launchCohort(api, client, 0, failed);
    printLaunches('cold', cold);
    await playFor(client, cold.map((l) => l.sessionId), warmupSeconds, failed);
    await takeCalls(timing);
    const warm = await launchCohort(api, client, 1, failed);
    printLaunches('warm', warm);
    if (warm.length === 0) throw new Error('no player of the measured cohort could launch');
    await takeCalls(timing);
    const throughProxy = await measure(warm.map((l) => l.sessionId), proxied, timing);
    console.log('');
    console.log(`measured through the proxy: ${players} players × ${seconds} s, stake ${stake} paisa`);
    console.log(`  ${latencyLine(throughProxy.rounds)}`);
    printWalletShare(throughProxy.rounds, await takeCalls(timing));
    await stopHouse();

    // 2. The same house straight at the api: what the proxy's hop and CPU cost the round rate.
    const direct = await startHouse(apiUrl, 'the api (no proxy)');
    client = houseClient(houseUrl, players);
    const third = await launchCohort(api, client, 2, failed);
    if (third.length === 0) throw new Error('no player of the direct cohort could launch');
    await playFor(client, third.map((l) => l.sessionId), warmupSeconds, failed);
    const straight = await measure(third.map((l) => l.sessionId), direct, timing);
    console.log('');
    console.log(`measured straight at the api (after ${warmupSeconds} s of warm-up):`);
    console.log(`  ${latencyLine(straight.rounds)}`);

    printCpu([
      { label: 'via proxy', window: throughProxy },
      { label: 'direct', window: straight },
    ]);
    if (failed.count.size > 0) {
      console.log('');
      console.log(`failures: ${[...failed.count].map(([what, n]) => `${what} ×${n}`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stopHouse();
    if (proxy) {
      ask<ProxyRequest>(proxy, { kind: 'stop' });
      await exited(proxy, null, 5000);
    }
    ask<ApiRequest>(api, { kind: 'stop' });
    await exited(api, null);
    const admin = openPgDb(databaseUrl, { max: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS ${houseSchema} CASCADE`).catch((error: unknown) => console.error(`could not drop ${houseSchema}`, error));
    await admin.close();
    console.log('');
    console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
