import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distEntry, ensureServicesBuilt } from '../../scripts/service-build';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface OwnServer {
  baseUrl: string;
  /** SIGTERM; resolves once the api has exited. */
  stop: () => Promise<void>;
}

/**
 * A second api serving `siteDir`, on its own port and a throwaway database: for specs that change
 * the site, and for the benches that load the built site (bench/support/server.ts). It runs the
 * api's bundle, as `pnpm start` does (built first if missing or stale).
 */
export async function startOwnServer(port: number, siteDir: string): Promise<OwnServer> {
  await ensureServicesBuilt(['api']);
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', distEntry('api')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: siteDir, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'khela-own-')), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // An api that exits (its port taken) must not pass for up because something else answers there.
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (exited) throw new Error(`the api serving ${siteDir} on port ${port} ${exited} before it answered`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the api serving ${siteDir} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
