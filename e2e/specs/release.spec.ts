import { expect, test } from '../support/fixtures';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eEnv } from '../support/env';
import { repoRoot, startOwnServer, type OwnServer } from '../support/own-server';
import { windowOf } from '../support/window';

const release = (siteDir: string, ...args: string[]) =>
  execFileSync('pnpm', ['--silent', 'release', ...args], { cwd: repoRoot, env: { ...process.env, SITE_DIR: siteDir }, encoding: 'utf8' });

const readManifest = (siteDir: string) => JSON.parse(readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, { version: string; entry: string }>;

test.describe('publishing and rolling back one remote', () => {
  test.setTimeout(240_000);

  let siteDir: string;
  let server: OwnServer;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    // Builds a remote twice: once is enough, on the desktop. Skipped here, before its own api starts
    // (a fresh database, migrated and seeded: over a minute on a busy machine, for nothing on the phone).
    test.skip(windowOf(testInfo) !== 'desktop', 'built once, on desktop');
    testInfo.setTimeout(180_000);
    siteDir = path.join(mkdtempSync(path.join(tmpdir(), 'khela-release-')), 'site');
    cpSync(path.join(repoRoot, 'site'), siteDir, { recursive: true });
    server = await startOwnServer(e2eEnv.releasePort, siteDir);
  });

  test.afterAll(async () => server?.stop());

  test('a new version shows after publish; rollback serves the old one; nothing else changes', async ({ page }) => {
    const before = readManifest(siteDir);
    const original = before['mfe-agent']!.version;
    const shellIndex = statSync(path.join(siteDir, 'index.html')).mtimeMs;

    await page.goto(`${server.baseUrl}/agent`);
    await expect(page.getByTestId('remote-release')).toHaveText(`agent ${original}`);

    const next = `${original}-e2e.${Date.now()}`;
    release(siteDir, 'publish', 'mfe-agent', next);
    await page.reload();
    await expect(page.getByTestId('remote-release')).toHaveText(`agent ${next}`);

    const listing = release(siteDir, 'list', 'mfe-agent');
    expect(listing).toContain(`* ${next}`);
    expect(listing).toContain(original);

    release(siteDir, 'rollback', 'mfe-agent');
    await page.reload();
    await expect(page.getByTestId('remote-release')).toHaveText(`agent ${original}`);

    const after = readManifest(siteDir);
    for (const [pkg, entry] of Object.entries(before)) expect(after[pkg]).toEqual(entry);
    expect(statSync(path.join(siteDir, 'index.html')).mtimeMs).toBe(shellIndex);

    // Versioned files are immutable; the entry points are not cached.
    const entry = await fetch(`${server.baseUrl}${after['mfe-agent']!.entry}`);
    expect(entry.headers.get('cache-control')).toContain('immutable');
    const manifest = await fetch(`${server.baseUrl}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const index = await fetch(`${server.baseUrl}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });
});
