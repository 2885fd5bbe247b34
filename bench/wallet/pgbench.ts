import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * PostgreSQL's own yardstick on the same server: pgbench's built-in TPC-B-like script (per
 * transaction: update an account, read it, update a teller and a branch, insert a history row, in
 * one transaction) in a database of its own, created here and dropped at the end.
 */
const run = promisify(execFile);

export interface PgbenchTarget {
  host: string;
  port: string;
  user: string;
  database: string;
}

export function pgbenchTarget(url: string, database: string): PgbenchTarget {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: parsed.port || '5432', user: decodeURIComponent(parsed.username) || 'postgres', database };
}

const connection = (target: PgbenchTarget) => ['-h', target.host, '-p', target.port, '-U', target.user];

export async function initPgbench(target: PgbenchTarget, scale: number): Promise<void> {
  await run('dropdb', [...connection(target), '--if-exists', target.database]);
  await run('createdb', [...connection(target), target.database]);
  await run('pgbench', [...connection(target), '-i', '-q', '-s', String(scale), target.database], { maxBuffer: 16 * 1024 * 1024 });
}

export async function dropPgbench(target: PgbenchTarget): Promise<void> {
  await run('dropdb', [...connection(target), '--if-exists', target.database]);
}

export interface PgbenchResult {
  clients: number;
  tps: number;
  latencyMs: number;
}

/** One run of the built-in script: C clients on min(C, 2) threads (the machine's cores) for T seconds. */
export async function runPgbench(target: PgbenchTarget, clients: number, seconds: number): Promise<PgbenchResult> {
  const threads = Math.min(clients, 2);
  const { stdout } = await run('pgbench', [...connection(target), '-c', String(clients), '-j', String(threads), '-T', String(seconds), target.database], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  if (!tps) throw new Error(`pgbench said:\n${stdout}`);
  return { clients, tps: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : Number.NaN };
}
