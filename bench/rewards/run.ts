/**
 * bench/rewards: bets settled per second through the seamless wallet API (bet + win pairs, signed
 * HTTP on loopback, as bench/wallet), in three phases on one api and database (docs/adr/0016 §17):
 *
 * 1. the settled-bet feed's triggers disabled (today's cost: the wallet alone);
 * 2. the triggers on and the feed worker running, then the backlog drained (app.rewards.drainAll);
 * 3. bonus players (cash short of a bet, one large active grant): every bet takes what cash it can
 *    and the rest from the grant, every win splits (the bonus path), the feed on.
 *
 * Prints per phase: pairs/s (a pair settles one bet), calls/s, call p50/p99, the api's and
 * PostgreSQL's CPU per settled bet, the feed rows left when the load stopped (the worker keeps up or
 * not), how long the worker and a drainAll took to empty them, and the worker's lag (p50/p99 from a
 * bet's settlement to its feed row reaching a consumer); load average throughout.
 *
 * Env: BENCH_DATABASE_URL (PostgreSQL; with BENCH_PGLITE=1 in-memory PGlite instead), BENCH_SECONDS
 * (10), BENCH_CLIENTS (16), BENCH_PLAYERS (64 per group), BENCH_POOL.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { SeamlessPlayer } from '../../api/src/domains/wallet/tests/seamless-http';
import { answerTo, forkServer, serverReady, stopServer } from '../support/child-server';
import { httpSender } from '../wallet/http-sender';
import { type LevelResult, percentile, runLevel } from '../wallet/load';
import { postgresCpuSeconds } from '../wallet/machine';
import type { ParentMessage, ServerMessage } from './protocol';

const pglite = process.env.BENCH_PGLITE === '1';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const players = Math.max(Number(process.env.BENCH_PLAYERS ?? 64), clients);
let interrupted = false;

type Reply<K extends ServerMessage['kind']> = Extract<ServerMessage, { kind: K }>;
const ask = <K extends ServerMessage['kind']>(child: ChildProcess, message: ParentMessage & { kind: K }) => answerTo<Reply<K>>(child, message);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');

interface Phase {
  name: string;
  result: LevelResult;
  apiCpuS: number;
  postgresCpuS: number;
  drain: Reply<'drain'> | null;
  loadAtEnd: string;
}

async function main(): Promise<void> {
  process.on('SIGINT', () => (interrupted = true));
  console.log(`bench/rewards — bet + win pairs through the seamless wallet API; ${clients} clients × ${seconds} s a phase; ${players} players a group; ${availableParallelism()} cores; Node ${process.version}`);
  console.log(`${pglite ? 'PGlite (in memory, in the api process)' : `PostgreSQL at ${new URL(databaseUrl).host}`}; load average at start: ${load()}`);
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_PLAYERS: String(players) };
  if (pglite) delete env.DATABASE_URL;
  else env.DATABASE_URL = databaseUrl;
  const child = forkServer(path.join(__dirname, 'server.ts'), path.resolve(__dirname, '..'), env);
  try {
    const ready = await serverReady<ServerMessage>(child);
    const send = httpSender(`http://127.0.0.1:${ready.port}`, Math.max(clients, 16));
    const sessions = (tokens: string[]) =>
      Promise.all(tokens.map(async (launchToken): Promise<SeamlessPlayer> => {
        const { answer } = await send('authenticate', { launchToken });
        if (answer.status !== 'OK') throw new Error(`authenticate: ${JSON.stringify(answer)}`);
        return { merchantCode: 'khela', memberId: '', playerId: answer.playerId as string, sessionToken: answer.sessionToken as string };
      }));
    const [cash, bonus] = [await sessions(ready.cashTokens), await sessions(ready.bonusTokens)];
    console.log(`api ready in ${(ready.setupMs / 1000).toFixed(1)} s (${ready.schema ? `schema ${ready.schema}, pool ${ready.pool}` : 'in memory'})`);

    const cpu = async () => {
      const answer = await ask(child, { kind: 'cpu' });
      return (answer.userMicros + answer.systemMicros) / 1e6;
    };
    const phase = async (name: string, group: SeamlessPlayer[], label: string, drain: boolean): Promise<Phase> => {
      await runLevel(send, group, clients, 2, `${label}-warm`, () => interrupted);
      if (drain) await ask(child, { kind: 'drain' });
      const [apiBefore, postgresBefore] = [await cpu(), postgresCpuSeconds()];
      const result = await runLevel(send, group, clients, seconds, label, () => interrupted);
      const [apiAfter, postgresAfter] = [await cpu(), postgresCpuSeconds()];
      const drained = drain ? await ask(child, { kind: 'drain' }) : null;
      const done: Phase = { name, result, apiCpuS: apiAfter - apiBefore, postgresCpuS: postgresAfter - postgresBefore, drain: drained, loadAtEnd: load() };
      console.log(`  ${name}: ${(result.pairs / seconds).toFixed(0)} bets settled/s, call p99 ${ms(percentile(result.callMs, 99))} ms (load average ${done.loadAtEnd})`);
      return done;
    };

    const phases: Phase[] = [];
    await ask(child, { kind: 'feed', on: false });
    phases.push(await phase('1 feed off (today)', cash, 'p1', false));
    await ask(child, { kind: 'feed', on: true });
    phases.push(await phase('2 feed on + worker', cash, 'p2', true));
    phases.push(await phase('3 bonus players', bonus, 'p3', true));
    const mix = await ask(child, { kind: 'mix' });

    console.log('');
    console.log('phase                  bets/s  calls/s  call p50  call p99  api CPU/bet  postgres CPU/bet  feed left at end  emptied; worker lag (settled → applied)');
    for (const p of phases) {
      const settled = Math.max(p.result.pairs, 1);
      const drain = p.drain
        ? `empty in ${p.drain.ms.toFixed(0)} ms (${p.drain.backlog > 0 ? ((p.drain.backlog / p.drain.ms) * 1000).toFixed(0) : '—'} rows/s); lag p50/p99 ${p.drain.lagP50Ms ?? '—'}/${p.drain.lagP99Ms ?? '—'} ms over ${p.drain.applied} rows`
        : '—';
      console.log(
        [
          p.name.padEnd(21),
          (p.result.pairs / seconds).toFixed(0).padStart(6),
          (p.result.calls / seconds).toFixed(0).padStart(7),
          `${ms(percentile(p.result.callMs, 50))} ms`.padStart(8),
          `${ms(percentile(p.result.callMs, 99))} ms`.padStart(8),
          `${((p.apiCpuS / settled) * 1000).toFixed(2)} ms`.padStart(11),
          (pglite ? '—' : `${((p.postgresCpuS / settled) * 1000).toFixed(2)} ms`).padStart(16),
          String(p.drain?.backlog ?? '—').padStart(16),
          drain,
        ].join('  '),
      );
      if (p.result.failures.size > 0) console.log(`    failures: ${[...p.result.failures].map(([what, n]) => `${what} ×${n}`).join(', ')}`);
    }
    console.log('');
    console.log(`bets of the run by the money that paid them: cash only ${mix.cash}, split ${mix.split}, bonus only ${mix.bonus}`);
    console.log(`load average at end: ${load()}`);
    if (phases.some((p) => p.result.failures.size > 0)) process.exitCode = 1;
  } finally {
    await stopServer(child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
