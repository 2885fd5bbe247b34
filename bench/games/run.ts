/**
 * bench/games: the games list — GET /lgw/games/games?gameType=RNG&pageNo=1&pageSize=24 with
 * Merchant: khela, the home's RNG tab — at 64 concurrent clients against the real api, beside a
 * bare Fastify route answering the same bytes, with the same load generator, on the same machine,
 * in the same run.
 *
 * 1. The api in a child process (server.ts) on in-memory PGlite, and with DATABASE_URL a second
 *    one on a throwaway PostgreSQL schema: the demo data plus 2000 synthetic RNG games.
 * 2. The api's answer to the call is captured and handed to the bare server (bare-server.ts, a
 *    child process too), so both put the same JSON on the wire.
 * 3. Each server: a warm-up (3 s), then C clients (64) for T seconds (10) with autocannon in this
 *    process (it does nothing else meanwhile). The bare route runs first and again last; the ratio
 *    is against the mean of its two runs, and their spread shows how steady the machine was.
 * 4. Requests/s, p50/p99 latency, ours / bare; where the time goes: the CPU of the api process, of
 *    PostgreSQL (every postgres process on the machine: other users of that server count too) and
 *    of the load generator, per request; the api's statements per request and the time it awaited
 *    them (waiting for a pool connection included), the most awaited statements first.
 *
 * The bench prints figures; it fails only when an answer is not a 2xx or a connection breaks (a
 * broken call, not a slow one: an answer later than 60 s is counted as a timeout and printed).
 *
 * Env: DATABASE_URL (adds the PostgreSQL run), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_CLIENTS (64), BENCH_CATALOGUE (2000), BENCH_POOL (10).
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { postgresCpuSeconds } from '../wallet/machine';
import type { StatementTally } from './counted-db';
import { load, type LoadResult, percentile } from './load';
import { answerTo, forkServer, serverReady, stopServer } from '../support/child-server';
import { GAMES_HEADERS, GAMES_PATH, type ServerMessage } from './protocol';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const clients = Number(process.env.BENCH_CLIENTS ?? 64);
const databaseUrl = process.env.DATABASE_URL;
const cores = availableParallelism();

type Ready = Extract<ServerMessage, { kind: 'ready' }>;
type Usage = Extract<ServerMessage, { kind: 'usage' }>;

interface Server {
  label: string;
  child: ChildProcess;
  ready: Ready;
  url: string;
}

interface Measured extends LoadResult {
  label: string;
  engine: Ready['engine'];
  serverCpuS: number;
  postgresCpuS: number;
  clientCpuS: number;
  /** Requests the server received over the window: the answered ones and those still in flight when the load stopped. */
  handled: number;
  /** The api's statements over the window, most awaited first. */
  statements: StatementTally[];
}

const children = new Set<ChildProcess>();

function spawnServer(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = forkServer(path.join(__dirname, file), path.resolve(__dirname, '..'), env);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const usage = (child: ChildProcess) => answerTo<Usage>(child, { kind: 'usage' });

async function startServer(label: string, file: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawnServer(file, env);
  const ready = await serverReady<ServerMessage>(child);
  return { label, child, ready, url: `http://127.0.0.1:${ready.port}${GAMES_PATH}` };
}

/** The api on one engine: DATABASE_URL set for PostgreSQL, removed for PGlite. */
function startApi(url: string | undefined): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  return startServer(url ? 'api on PostgreSQL' : 'api on PGlite', 'server.ts', env);
}

/** One call, checked: the bench measures a working call or nothing. */
async function fetchGames(server: Server): Promise<{ text: string; games: number }> {
  const response = await fetch(server.url, { headers: GAMES_HEADERS });
  const text = await response.text();
  const answer = JSON.parse(text) as { success?: boolean; value?: { games?: unknown[] } };
  if (response.status !== 200 || answer.success === false) throw new Error(`${server.label}: ${response.status} ${text.slice(0, 300)}`);
  return { text, games: answer.value?.games?.length ?? 0 };
}

const clientCpuSeconds = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
};

function statementsBetween(before: StatementTally[], after: StatementTally[]): StatementTally[] {
  const earlier = new Map(before.map((tally) => [tally.sql, tally]));
  return after
    .map((tally) => ({ sql: tally.sql, count: tally.count - (earlier.get(tally.sql)?.count ?? 0), ms: tally.ms - (earlier.get(tally.sql)?.ms ?? 0) }))
    .filter((tally) => tally.count > 0)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The server's usage once it is idle: when the load stops, the requests it was given up on are
 * still being served (on a slow server, up to C of them), and their CPU belongs to the window.
 */
async function settled(child: ChildProcess): Promise<Usage> {
  let last = await usage(child);
  for (let tries = 0; tries < 150; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await usage(child);
    if (next.cpuMicros - last.cpuMicros < 10_000 && next.requests === last.requests) return next;
    last = next;
  }
  return last;
}

async function measure(server: Server): Promise<Measured> {
  await load(server.url, GAMES_HEADERS, clients, warmupSeconds);
  const [before, postgresBefore, clientBefore] = [await settled(server.child), postgresCpuSeconds(), clientCpuSeconds()];
  const result = await load(server.url, GAMES_HEADERS, clients, seconds);
  const clientAfter = clientCpuSeconds();
  const [after, postgresAfter] = [await settled(server.child), postgresCpuSeconds()];
  const measured: Measured = {
    ...result,
    label: server.label,
    engine: server.ready.engine,
    serverCpuS: (after.cpuMicros - before.cpuMicros) / 1e6,
    postgresCpuS: server.ready.engine === 'pg' ? postgresAfter - postgresBefore : 0,
    clientCpuS: clientAfter - clientBefore,
    handled: after.requests - before.requests,
    statements: statementsBetween(before.statements, after.statements),
  };
  console.log(
    `  ${server.label.padEnd(18)} ${fixed(rps(measured))} req/s, p50 ${ms(percentile(result.latencyMs, 50))}, p99 ${ms(percentile(result.latencyMs, 99))} ` +
      `(load average ${loadavg()[0]!.toFixed(2)})`,
  );
  return measured;
}

const rps = (m: Measured) => m.ok / m.seconds;
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : '—');

function printTable(runs: Measured[], bare: Measured[]): void {
  const bareRps = bare.reduce((sum, m) => sum + rps(m), 0) / bare.length;
  const bareP50 = bare.reduce((sum, m) => sum + percentile(m.latencyMs, 50), 0) / bare.length;
  const bareP99 = bare.reduce((sum, m) => sum + percentile(m.latencyMs, 99), 0) / bare.length;
  const header = ['server', 'req/s', 'ours/bare', 'p50', 'p99', 'p99 ours/bare', 'bytes/answer', 'non-2xx', 'errors', 'timeouts'];
  const rows = runs.map((m) => {
    const ours = m.engine !== 'bare';
    return [
      m.label,
      fixed(rps(m)),
      ours ? (rps(m) / bareRps).toFixed(2) : '—',
      ms(percentile(m.latencyMs, 50)),
      ms(percentile(m.latencyMs, 99)),
      ours ? (percentile(m.latencyMs, 99) / bareP99).toFixed(2) : '—',
      fixed(m.bytesPerAnswer),
      String(m.non2xx),
      String(m.errors),
      String(m.timeouts),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  const spread = bare.length > 1 ? Math.abs(rps(bare[0]!) - rps(bare[1]!)) / bareRps : 0;
  console.log(
    `ours/bare: against the bare route's mean of ${bare.length} runs (${fixed(bareRps)} req/s, p50 ${ms(bareP50)}, p99 ${ms(bareP99)}); ` +
      `its runs differ by ${(spread * 100).toFixed(0)}%: differences smaller than that are noise`,
  );
}

function printProfile(runs: Measured[]): void {
  console.log('');
  console.log(`where the time goes (cores busy over the window, and CPU per request the server received; ${cores} cores on the machine)`);
  for (const m of runs) {
    const per = (cpuS: number) => (m.handled > 0 ? `${((cpuS / m.handled) * 1000).toFixed(3)} ms` : '—');
    const busy = (cpuS: number) => (cpuS / m.seconds).toFixed(2);
    const parts = [`server ${busy(m.serverCpuS)} (${per(m.serverCpuS)})`];
    if (m.engine === 'pg') parts.push(`postgres ${busy(m.postgresCpuS)} (${per(m.postgresCpuS)})`);
    parts.push(`load generator ${busy(m.clientCpuS)} (${per(m.clientCpuS)})`);
    console.log(`  ${m.label.padEnd(18)} ${parts.join(', ')}`);
    if (m.engine === 'bare' || m.handled === 0) continue;
    const count = m.statements.reduce((sum, tally) => sum + tally.count, 0);
    const awaited = m.statements.reduce((sum, tally) => sum + tally.ms, 0);
    console.log(`  ${''.padEnd(18)} ${(count / m.handled).toFixed(2)} statements and ${(awaited / m.handled).toFixed(2)} ms awaiting the database per request; by statement:`);
    for (const tally of m.statements.slice(0, 5)) {
      const sql = tally.sql.replace(/\s+/g, ' ').trim();
      console.log(`  ${''.padEnd(20)} ${(tally.count / m.handled).toFixed(2)} × ${(tally.ms / tally.count).toFixed(2)} ms  ${sql.length > 90 ? `${sql.slice(0, 87)}...` : sql}`);
    }
  }
}

async function main(): Promise<void> {
  const stopAll = () => Promise.all([...children].map(stopServer));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  console.log(
    `bench/games — GET ${GAMES_PATH} (Merchant: ${GAMES_HEADERS.merchant}, Language: ${GAMES_HEADERS.language}); ${clients} clients × ${seconds} s after ${warmupSeconds} s of warm-up; ` +
      `${cores} cores; Node ${process.version}`,
  );
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  try {
    const apis = [await startApi(undefined)];
    if (databaseUrl) apis.push(await startApi(databaseUrl));
    for (const api of apis) {
      const where = api.ready.schema ? `schema ${api.ready.schema}, pool ${api.ready.pool}` : 'in memory';
      console.log(`${api.label}: ready in ${(api.ready.setupMs / 1000).toFixed(1)} s (${where}; ${api.ready.catalogue} RNG games at the brand)`);
    }
    const answer = await fetchGames(apis[0]!);
    const bareServer = await startServer('bare Fastify', 'bare-server.ts', { ...process.env, BENCH_BARE_BODY: answer.text });
    const bareAnswer = await fetchGames(bareServer);
    console.log(`the answer: ${answer.games} games, ${answer.text.length} bytes of JSON from the api, ${bareAnswer.text.length} from the bare route`);
    console.log('');

    const bare = [await measure(bareServer)];
    const ours: Measured[] = [];
    for (const api of apis) ours.push(await measure(api));
    bare.push(await measure(bareServer));

    printTable([bare[0]!, ...ours, bare[1]!], bare);
    printProfile([bare[0]!, ...ours, bare[1]!]);
    console.log('');
    console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    if ([...bare, ...ours].some((m) => m.non2xx > 0 || m.errors > 0)) {
      console.error('some requests failed (non-2xx or connection errors): the figures above are not of a working call');
      process.exitCode = 1;
    }
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
