import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The real api (src/main.ts) in a process of its own, so a test can kill it with SIGKILL the way a
 * crash or an OOM killer would: no shutdown hook runs, in-flight requests and transactions are cut.
 */
const API_DIR = path.resolve(__dirname, '../../../..');
const MAIN = path.join(API_DIR, 'src/main.ts');

export interface ApiProcess {
  baseUrl: string;
  /** What the process printed (the tail), for a failure's message. */
  output(): string;
  /** SIGKILL, then wait until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startApi(databaseUrl: string, port: number): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: path.join(API_DIR, '.no-site-for-tests'),
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_OPTIONS; // jest's flags are not the server's
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) before it was ready:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return api;
    await sleep(100);
  }
  await api.kill();
  throw new Error(`the api was not ready within 90 s:\n${output}`);
}
