import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery, testEngine } from '../../../test/test-db';
import { freePort } from '../../../test/spawn-service';

/**
 * The real sportsbook (`sportsbook/src/main.ts`, docs/sportsbook.md) as a child process of an api
 * test, over storage that outlives it: a PGlite folder, or — when the api suite runs on PostgreSQL
 * (DB_ENGINE=pg) — a throwaway schema on the same server. Started as `node --import tsx` (one
 * process: tsx's CLI would run the entry in a grandchild that a SIGKILL of the CLI leaves running).
 */
const SPORTSBOOK_DIR = path.resolve(__dirname, '../../../../../sportsbook');

export interface BookStorage {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function bookStorage(): Promise<BookStorage> {
  if (testEngine() === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `sportsbook_kill_${randomBytes(6).toString('hex')}`;
    return { env: { SPORTSBOOK_DATABASE_URL: url, SPORTSBOOK_DB_SCHEMA: schema }, cleanup: () => adminQuery(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sportsbook-kill-'));
  return { env: { SPORTSBOOK_DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface BookProcess {
  url: string;
  pid: number;
  output(): string;
  /** SIGKILL: no shutdown hook runs; what the restart finds is only what was committed. */
  kill(): Promise<void>;
  /** SIGTERM: main.ts closes the service and its database. */
  stop(): Promise<void>;
}

export async function startBook(options: { apiUrl: string; secret: string; opsToken: string; storage: BookStorage }): Promise<BookProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SPORTSBOOK_DIR,
    // Only what the test names (not jest's NODE_OPTIONS, nor the machine's database addresses).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...options.storage.env,
      SPORTSBOOK_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: options.apiUrl,
      SPORTSBOOK_VENDOR_SECRET: options.secret,
      SPORTSBOOK_OPS_TOKEN: options.opsToken,
      SPORTSBOOK_SIMULATOR: 'off',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const book: BookProcess = { url, pid: child.pid!, output: () => printed, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
  // main.ts listens only after start() finished what an earlier run left: healthy means resumed.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the sportsbook exited (${child.exitCode ?? child.signalCode}):\n${printed}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return book;
    if (Date.now() > deadline) {
      await book.kill();
      throw new Error(`the sportsbook did not answer /healthz within 60 s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
