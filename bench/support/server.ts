import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Starts the api serving the built site on its own port and database; returns its URL and a stop. */
export async function startSite(port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const siteDir = process.env.SITE_DIR ?? path.join(repoRoot, 'site');
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error(`no built site in ${siteDir}: run \`pnpm build\` first`);
  const child = spawn('pnpm', ['exec', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: siteDir, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'khela-bench-')), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('the api did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}
