import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Runs a service's entry in its own process, as production would. The one place that knows how a
 * service is started in tests: through tsx, as every test runs the sources (the bundles are for `pnpm start` and production: docs/adr/0011).
 */
export type Service = 'api' | 'house' | 'sandbox' | 'sportsbook';

const REPO = path.resolve(__dirname, '../../..');
const ENTRY: Record<Service, string> = { api: 'api/src/main.ts', house: 'house/src/main.ts', sandbox: 'sandbox/src/main.ts', sportsbook: 'sportsbook/src/main.ts' };

function launch(service: Service, env: Record<string, string>): ChildProcess {
  const tsx = require.resolve('tsx/cli');
  // Only what the test names, so the machine's DATABASE_URL and the like never leak in.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn' };
  return spawn(process.execPath, [tsx, path.join(REPO, ENTRY[service])], {
    cwd: path.join(REPO, service),
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Runs a service that should refuse to start: its exit code and everything it printed. */
export async function runUntilExit(service: Service, env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  const child = launch(service, env);
  const output = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output: output() };
}

/** A free port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningService {
  url: string;
  output(): string;
  /** SIGTERM, then waits for the exit (the service closes its database). */
  stop(): Promise<void>;
}

/** Starts a service on a free port and waits until /healthz answers; fails with its output if it exits first. */
export async function startService(service: Service, env: Record<string, string>, timeoutMs = 90_000): Promise<RunningService> {
  const portVariable = { api: 'PORT', house: 'HOUSE_PORT', sandbox: 'SANDBOX_PORT', sportsbook: 'SPORTSBOOK_PORT' }[service];
  // A port the test chose (env names it) when another process must know it first; else a free one.
  const port = Number(env[portVariable]) || (await freePort());
  const child = launch(service, { ...env, [portVariable]: String(port), HOST: '127.0.0.1' });
  const output = collect(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${service} did not answer within ${timeoutMs} ms:\n${output()}`);
    }
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (healthy) {
      return {
        url,
        output,
        async stop() {
          if (running) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service} exited before answering:\n${output()}`);
}
