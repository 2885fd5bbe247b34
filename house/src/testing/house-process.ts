import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, dropPgSchema, openPgliteDb } from '@khela/server-kit/db';
import { openDatabaseFromEnv } from '../db/open-db';

const HOUSE_DIR = path.resolve(__dirname, '../..');

/**
 * Where a house process keeps its data, as the environment main.ts reads: a PGlite folder, or a
 * throwaway schema on PostgreSQL. The same storage outlives the processes run over it.
 */
export interface HouseStorage {
  engine: 'pglite' | 'pg';
  env: Record<string, string>;
  /** Opens it in this process (PGlite: only while no house process runs over it). */
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

let pgliteTemplate: Promise<string> | null = null;

/** An initialised, cleanly closed PGlite folder, made once: initdb is most of a first start's time. */
function initialisedPglite(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'house-kill-template-'));
    await (await openPgliteDb(dir)).close();
    return dir;
  })();
  return pgliteTemplate;
}

/** Removes the folder pgliteStorage copies (call once the test file is done). */
export async function removePgliteTemplate(): Promise<void> {
  if (pgliteTemplate) await rm(await pgliteTemplate, { recursive: true, force: true });
  pgliteTemplate = null;
}

export async function pgliteStorage(): Promise<HouseStorage> {
  const dir = await mkdtemp(path.join(tmpdir(), 'house-kill-'));
  await cp(await initialisedPglite(), dir, { recursive: true });
  const env = { HOUSE_DATA_DIR: dir };
  return { engine: 'pglite', env, open: () => openDatabaseFromEnv(env), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export async function postgresStorage(url: string): Promise<HouseStorage> {
  const schema = `house_kill_${randomBytes(6).toString('hex')}`;
  const env = { HOUSE_DATABASE_URL: url, HOUSE_DB_SCHEMA: schema };
  return {
    engine: 'pg',
    env,
    open: () => openDatabaseFromEnv(env),
    cleanup: () => dropPgSchema(url, schema),
  };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `condition` until it holds; throws `what` (and the time waited) when it never does. */
export async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The real house service (`node --import tsx src/main.ts`) as a child process. */
export interface HouseProcess {
  url: string;
  /** What it printed so far (for failure messages). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM: main.ts closes the service and its database, then exits. */
  stop(): Promise<void>;
}

export async function startHouseProcess(options: { apiUrl: string; secret: string; storage: HouseStorage }): Promise<HouseProcess> {
  const port = await freePort();
  // Jest's NODE_OPTIONS (vm modules) are not the service's.
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: HOUSE_DIR,
    env: {
      ...inherited,
      ...options.storage.env,
      HOUSE_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: options.apiUrl,
      HOUSE_VENDOR_SECRET: options.secret,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const house: HouseProcess = {
    url,
    output: () => printed,
    kill: () => signal(child, 'SIGKILL', exited),
    stop: () => signal(child, 'SIGTERM', exited),
  };
  try {
    // main.ts listens only after start() has finished every unfinished round: healthy means resumed.
    await waitUntil('the house process to answer /healthz', async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The house process exited (${child.exitCode ?? child.signalCode})`);
      return (await fetch(`${url}/healthz`).catch(() => null))?.ok === true;
    }, 60_000);
  } catch (error) {
    await house.kill();
    throw new Error(`${(error as Error).message}\n--- house output ---\n${printed}`);
  }
  return house;
}

async function signal(child: ChildProcess, name: NodeJS.Signals, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(name);
  await exited;
}
