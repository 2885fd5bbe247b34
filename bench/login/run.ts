/**
 * bench/login: username logins against the real api on loopback, and what the password KDF costs
 * beside them.
 *
 * 1. The KDF alone: one scrypt verify at the server's production setting (N=2^17, r=8, p=1), timed
 *    before anything else runs, and how many verifies the machine can do per second on all cores.
 * 2. The api in a child process (server.ts): a fresh database — in-memory PGlite, or with
 *    DATABASE_URL a throwaway schema on PostgreSQL, dropped at the end — with N members and the
 *    brand's slider off (identity_settings.sliderRequired exists for load tests).
 * 3. Each member logs in once first, from the same IP the run uses, so its IP is known and no
 *    second factor is asked. Every client owns its own members, so no account is ever logged into
 *    twice at once and the brute-force guard (which counts an attempt before checking it) never
 *    sees more than one attempt in flight.
 * 4. C clients (16) log in back to back for a bounded time with sealed bodies made by the same
 *    code the browser uses (shared/src/crypto/sealed-payload.ts); requests/s and latency.
 *
 * Env: DATABASE_URL (PostgreSQL; PGlite otherwise), BENCH_SECONDS (15), BENCH_CLIENTS (16),
 * BENCH_MEMBERS (32, at least one per client).
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword, type KdfCost } from '../../api/src/domains/identity/passwords/password-hash';
import { sealPayload, type PayloadPublicKey } from '../../shared/src/crypto/sealed-payload';
import { benchMember, type BenchCredentials, type ServerMessage } from './protocol';
import { answerTo, forkServer, serverReady, stopServer } from '../support/child-server';

const PRODUCTION_KDF: KdfCost = { logN: 17, r: 8, p: 1 };

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const memberCount = Math.max(Number(process.env.BENCH_MEMBERS ?? 32), clients);
const cores = availableParallelism();
/** Set by Ctrl-C: the clients stop and the server is told to clean up. */
let interrupted = false;

interface Sample {
  ms: number;
  /** performance.now() when the answer was in. */
  endedAt: number;
  errorCode: string | null;
}

const median = (values: number[]) => percentile(values, 50);

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

/**
 * One verify alone, several times: its wall time and its CPU time (the latter does not grow when
 * other processes share the machine), and the machine's verifies per second with every core busy.
 */
async function measureKdf(): Promise<{ verifyMs: number; verifyCpuMs: number; perSecondAllCores: number }> {
  const password = 'measure-only-Kdf1';
  const stored = await hashPassword(password, PRODUCTION_KDF);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    if (!(await verifyPassword(password, stored))) throw new Error('the KDF did not verify its own hash');
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  // Every core at once (libuv's pool has 4 threads: no more than that run together).
  const parallel = Math.min(cores, Number(process.env.UV_THREADPOOL_SIZE ?? 4));
  const rounds = 3;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(Array.from({ length: parallel }, () => verifyPassword(password, stored)));
  }
  const perSecondAllCores = (parallel * rounds) / ((performance.now() - started) / 1000);
  // The first verify warms up; the median of the rest.
  return { verifyMs: median(wall.slice(1)), verifyCpuMs: median(cpu.slice(1)), perSecondAllCores };
}

/** The api in its own process. */
function spawnServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_MEMBERS: String(memberCount) };
  // The server must hash and verify at the production cost.
  delete env.KHELA_SCRYPT_LOG_N;
  return forkServer(path.join(__dirname, 'server.ts'), path.resolve(__dirname, '..'), env);
}

/** The server process's CPU time so far (every thread: the event loop and scrypt's pool), in seconds. */
async function serverCpu(child: ChildProcess): Promise<number> {
  const cpu = await answerTo<Extract<ServerMessage, { kind: 'cpu' }>>(child, { kind: 'cpu' });
  return (cpu.userMicros + cpu.systemMicros) / 1e6;
}

interface ServerKey {
  key: PayloadPublicKey;
  clockOffset: number;
}

async function fetchKey(baseUrl: string): Promise<ServerKey> {
  const response = await fetch(`${baseUrl}/wps/session/publicKey`);
  const body = (await response.json()) as { value: PayloadPublicKey & { serverTime: number } };
  return { key: { keyId: body.value.keyId, publicKey: body.value.publicKey }, clockOffset: body.value.serverTime - Date.now() };
}

/** One login as the browser sends it: sealed, then timed from the request to the parsed answer. */
async function login(baseUrl: string, serverKey: ServerKey, member: BenchCredentials): Promise<Sample> {
  const sealed = await sealPayload({ type: 'username', username: member.username, password: member.password }, serverKey.key, Date.now() + serverKey.clockOffset);
  const started = performance.now();
  let errorCode: string | null;
  try {
    const response = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: JSON.stringify({ sealed }),
    });
    const body = (await response.json()) as { success: boolean; errorCode: string | null };
    errorCode = body.success ? null : (body.errorCode ?? `http.${response.status}`);
  } catch {
    errorCode = 'network';
  }
  const endedAt = performance.now();
  return { ms: endedAt - started, endedAt, errorCode };
}

/** The members client `c` of `clients` owns. */
const membersOf = (c: number) => Array.from({ length: memberCount }, (_, i) => i).filter((i) => i % clients === c).map(benchMember);

function failures(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) if (sample.errorCode) counts.set(sample.errorCode, (counts.get(sample.errorCode) ?? 0) + 1);
  return [...counts].map(([code, n]) => `${code} ×${n}`).join(', ');
}

async function main(): Promise<void> {
  const engineName = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host}, throwaway schema)` : 'PGlite (in memory, in the server process)';
  console.log(`bench/login — ${engineName}; ${memberCount} members, ${clients} clients, ${seconds} s; loopback; ${cores} cores; Node ${process.version}`);
  // Others' work on the machine shows here: the wall times below stretch with it, CPU times do not.
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

  const kdf = await measureKdf();
  console.log(`KDF alone (scrypt N=2^${PRODUCTION_KDF.logN}, r=${PRODUCTION_KDF.r}, p=${PRODUCTION_KDF.p}): one verify ${ms(kdf.verifyMs)} wall, ${ms(kdf.verifyCpuMs)} CPU (medians); ` +
    `${kdf.perSecondAllCores.toFixed(2)} verifies/s with every core busy`);

  const child = spawnServer();
  // Ctrl-C: the server drops its schema before either process ends.
  const stopOnSignal = () => {
    interrupted = true;
    void stopServer(child).then(() => process.exit(130));
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    const ready = await serverReady<ServerMessage>(child);
    if (ready.kdf.logN !== PRODUCTION_KDF.logN || ready.kdf.r !== PRODUCTION_KDF.r || ready.kdf.p !== PRODUCTION_KDF.p) {
      throw new Error(`the server hashes at N=2^${ready.kdf.logN}, not the production cost`);
    }
    console.log(`server ready in ${(ready.setupMs / 1000).toFixed(1)} s (${ready.engine}${ready.schema ? `, schema ${ready.schema}` : ''}; ${ready.members} members hashed at the production cost)`);
    const baseUrl = `http://127.0.0.1:${ready.port}`;
    const serverKey = await fetchKey(baseUrl);

    // Every member once, from the IP of the run: the IP becomes known, the first-login write is done.
    const warmStarted = performance.now();
    const warm = (await Promise.all(Array.from({ length: clients }, async (_, c) => {
      const samples: Sample[] = [];
      for (const member of membersOf(c)) if (!interrupted) samples.push(await login(baseUrl, serverKey, member));
      return samples;
    }))).flat();
    if (interrupted) return;
    if (warm.some((sample) => sample.errorCode)) throw new Error(`warm-up logins failed: ${failures(warm)}`);
    console.log(`warm-up: ${warm.length} logins, one per member, in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`);

    const cpuBefore = await serverCpu(child);
    const clientCpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    // The server's CPU is read at the deadline; throughput counts the answers within the window.
    // Requests still in flight then are waited for, and their latencies count.
    const cpuAtDeadline = new Promise<number>((resolve) => setTimeout(() => resolve(serverCpu(child)), seconds * 1000));
    const samples = (await Promise.all(Array.from({ length: clients }, async (_, c) => {
      const mine = membersOf(c);
      const done: Sample[] = [];
      for (let k = 0; performance.now() < deadline && !interrupted; k += 1) done.push(await login(baseUrl, serverKey, mine[k % mine.length]!));
      return done;
    }))).flat();
    if (interrupted) return;
    const serverCpuS = (await cpuAtDeadline) - cpuBefore;
    const elapsedS = seconds;
    const clientUsage = process.cpuUsage(clientCpuBefore);
    const clientCpuS = (clientUsage.user + clientUsage.system) / 1e6 / ((performance.now() - started) / 1000);

    const ok = samples.filter((sample) => !sample.errorCode);
    const latencies = ok.map((sample) => sample.ms);
    const inWindow = ok.filter((sample) => sample.endedAt <= deadline).length;
    const rps = inWindow / elapsedS;
    const serverCpuPerLogin = inWindow > 0 ? (serverCpuS / inWindow) * 1000 : Number.NaN;

    console.log('');
    console.log(`logins        ${inWindow} answered within the ${seconds} s window (${ok.length} ok in all, ${samples.length - ok.length} failed${samples.length > ok.length ? `: ${failures(samples)}` : ''})`);
    console.log(`throughput    ${rps.toFixed(2)} logins/s`);
    console.log(`latency       p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   (p90 ${ms(percentile(latencies, 90))}, max ${ms(Math.max(...latencies))}; ${latencies.length} samples)`);
    console.log(`server CPU    ${(serverCpuS / elapsedS).toFixed(2)} of ${cores} cores busy, ${ms(serverCpuPerLogin)} CPU per login`);
    console.log(`client CPU    ${clientCpuS.toFixed(2)} cores (sealing and HTTP in this process, same machine)`);
    console.log('');
    console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log('');
    const kdfCpuS = kdf.verifyCpuMs / 1000;
    console.log('KDF share (one scrypt verify per login; its CPU time measured alone)');
    console.log(`  per login   ${ms(kdf.verifyCpuMs)} of ${ms(serverCpuPerLogin)} server CPU = ${pct(kdf.verifyCpuMs / serverCpuPerLogin)}`);
    console.log(`  machine     KDF time × rps / cores = ${ms(kdf.verifyCpuMs)} × ${rps.toFixed(2)}/s / ${cores} = ${pct((kdfCpuS * rps) / cores)} of all cores`);
    console.log(`  ceiling     the KDF alone allows ${kdf.perSecondAllCores.toFixed(2)} logins/s here (${(cores / kdfCpuS).toFixed(2)} from its CPU time); measured ${rps.toFixed(2)}`);
    if (samples.length > ok.length) process.exitCode = 1;
  } finally {
    await stopServer(child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
