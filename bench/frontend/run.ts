/**
 * bench/frontend: a cold load of `/` in a phone-sized window. Prints JavaScript and CSS bytes (raw,
 * gzip, and as sent), in total and per remote, the share that is Module Federation's runtime, and
 * the number of requests made before the home content shows. Budget: ≤ 200 KB gzip JS.
 */
import { chromium, devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, startSite } from '../support/server';

interface Download {
  url: string;
  kind: 'js' | 'css' | 'other';
  owner: string;
  raw: number;
  gzip: number;
  sent: number;
  beforeContent: boolean;
}

const budgetGzipJs = 200 * 1024;

/** Which package a URL belongs to: a remote's versioned folder, or the shell. */
function ownerOf(pathname: string): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  if (remote) return remote[1]!;
  if (pathname.startsWith('/assets/') || pathname === '/' || pathname.endsWith('.html')) return 'shell';
  return 'api';
}

/** Module Federation's share of one JS file, from the build report (by module source size). */
function federationShare(owner: string, pathname: string): number {
  const report = path.join(repoRoot, owner, '.build', 'report.json');
  if (!existsSync(report)) return 0;
  const files = (JSON.parse(readFileSync(report, 'utf8')) as { files: Record<string, { moduleBytes: number; federationRuntimeBytes: number }> }).files;
  const file = owner === 'shell' ? pathname.replace(/^\//, '') : pathname.split('/').slice(4).join('/');
  const entry = files[file];
  return entry && entry.moduleBytes > 0 ? entry.federationRuntimeBytes / entry.moduleBytes : 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const site = await startSite(8190);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const downloads: Download[] = [];
    let contentShown = false;
    let requestsBeforeContent = 0;
    page.on('request', () => {
      if (!contentShown) requestsBeforeContent += 1;
    });
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : 'other';
      const beforeContent = !contentShown;
      try {
        const body = await response.body();
        const sizes = await response.request().sizes();
        downloads.push({ url: url.pathname, kind, owner: ownerOf(url.pathname), raw: body.length, gzip: gzipSync(body).length, sent: sizes.responseBodySize, beforeContent });
      } catch {
        /* redirects and aborted responses have no body */
      }
    });
    const started = Date.now();
    await page.goto(`${site.baseUrl}/`);
    await page.locator('[data-remote="home"][data-state="ready"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('remote-release').first().waitFor({ timeout: 60_000 });
    contentShown = true;
    const shownAfter = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const firstLoad = downloads.length;
    // What a visitor who stays fetches next (the banner carousel waits for its first turn): shown
    // beside the first load so nothing deferred is hidden from the figures.
    await page.waitForTimeout(7000);
    const deferred = downloads.splice(firstLoad).filter((d) => d.kind === 'js');

    const code = downloads.filter((d) => d.kind !== 'other');
    const sum = (list: Download[], key: 'raw' | 'gzip' | 'sent') => list.reduce((total, d) => total + d[key], 0);
    const js = code.filter((d) => d.kind === 'js');
    const css = code.filter((d) => d.kind === 'css');
    const federationGzip = js.reduce((total, d) => total + d.gzip * federationShare(d.owner, d.url), 0);

    console.log('bench/frontend — cold load of / (Pixel 7 viewport, Chromium)');
    console.log(`  JS   raw ${kb(sum(js, 'raw'))}  gzip ${kb(sum(js, 'gzip'))}  as sent ${kb(sum(js, 'sent'))}  in ${js.length} files`);
    console.log(`  CSS  raw ${kb(sum(css, 'raw'))}  gzip ${kb(sum(css, 'gzip'))}  as sent ${kb(sum(css, 'sent'))}  in ${css.length} files`);
    console.log('  per package (JS+CSS):');
    for (const owner of [...new Set(code.map((d) => d.owner))].sort()) {
      const own = code.filter((d) => d.owner === owner);
      console.log(`    ${owner.padEnd(12)} raw ${kb(sum(own, 'raw')).padStart(9)}  gzip ${kb(sum(own, 'gzip')).padStart(9)}  files ${own.length}`);
    }
    console.log(`  Module Federation runtime: ~${kb(federationGzip)} gzip, ${((federationGzip / Math.max(1, sum(js, 'gzip'))) * 100).toFixed(1)}% of the JS`);
    console.log(`  requests before the home content showed: ${requestsBeforeContent} (content after ${shownAfter} ms on loopback)`);
    console.log(`  all requests of the load: ${downloads.length}`);
    if (process.env.BENCH_VERBOSE) {
      for (const d of [...js].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(d.gzip).padStart(9)}  ${d.url}`);
    }
    console.log(`  deferred JS fetched in the next 7 s: ${kb(sum(deferred, 'gzip'))} gzip in ${deferred.length} files (${[...new Set(deferred.map((d) => d.owner))].join(', ') || 'none'})`);
    const verdict = sum(js, 'gzip') <= budgetGzipJs ? 'within' : 'OVER';
    console.log(`  budget: ${kb(sum(js, 'gzip'))} of ${kb(budgetGzipJs)} gzip JS — ${verdict} budget`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
