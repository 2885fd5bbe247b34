/**
 * bench/home: the home page's first load on a phone on a slow network — what a player on a
 * low-end Android phone waits for. bench/frontend counts the bytes per package on loopback; this
 * one times the load under throttling.
 *
 * The built site (`pnpm build`) served by the api on a fresh database (support/server.ts), in the
 * machine's Chromium: a 360×740 phone (Playwright's Galaxy S8: mobile user agent, touch, DPR 3),
 * "slow 4G" through CDP (Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up, 150 ms
 * round trip) and a CPU 4× slower (Emulation.setCPUThrottlingRate). One unthrottled load first
 * warms the server (printed, not counted); then N cold loads (5), each in a fresh browser context
 * (empty cache, no cookies). A load ends once the banner and the game tiles are shown (or 60 s
 * passed) and the network has been quiet for 1 s.
 *
 * Per load, and the median of each figure over the loads:
 * - JS: the encoded (as sent: br or gzip) body bytes of the scripts, from the Resource Timing API
 *   (encodedBodySize), and their decoded size; total: every byte transferred (transferSize of
 *   the document and every resource: headers and encoded bodies);
 * - banner, tiles, LCP, CLS: see page-probe.ts.
 *
 * Env: BENCH_LOADS (5; 0 skips the home page), BENCH_PORT (8191), SITE_DIR (site/), CHROMIUM_PATH (/usr/bin/chromium),
 * BENCH_VERBOSE=1 (the scripts of the last load, biggest first), BENCH_PAGES (0: the home page
 * alone; path parts such as /member,/pointMall: only the other pages whose path contains one), BENCH_PAGE_LOADS (1).
 */
import { cpus, loadavg } from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { demoMemberToken } from '../support/demo-member-token';
import { startSite } from '../support/server';
import { type BenchPage, benchPages } from './pages';
import { HOME_SHOWN_SIGNAL, type HomeProbe, PAGE_PROBE } from './page-probe';
import { CPU_SLOWDOWN, phone, SLOW_4G, slowPhoneSession } from './slow-phone';

const loads = Number(process.env.BENCH_LOADS ?? 5);
const pageLoads = Number(process.env.BENCH_PAGE_LOADS ?? 1);
/** BENCH_PAGES=0: the home page alone; any other value: only the other pages whose path contains it (e.g. /member). */
const pagesWanted = process.env.BENCH_PAGES !== '0';
const pagesMatching = pagesWanted && process.env.BENCH_PAGES && process.env.BENCH_PAGES !== '1' ? process.env.BENCH_PAGES.split(',') : [''];
const port = Number(process.env.BENCH_PORT ?? 8191);
const SHOWN_TIMEOUT_MS = 60_000;
const QUIET_MS = 1000;

interface Resource {
  path: string;
  /** ms since navigation the request started. */
  start: number;
  transfer: number;
  encoded: number;
  decoded: number;
}

interface LoadFigures extends HomeProbe {
  jsEncoded: number;
  jsDecoded: number;
  jsFiles: number;
  totalTransfer: number;
  requests: number;
  /**
   * Requests (the document counted) started before the home's banner and its first game tiles were
   * both in the page: the waterfall that leads to the content. The pictures of that content (the
   * banner's, the tiles') are the content's own and not counted.
   */
  requestsBeforeContent: number;
  /** When the load was taken as over (ms since navigation). */
  endedMs: number;
  scripts: Resource[];
  resources: Resource[];
}

const isScript = (path: string) => /\.m?js$/.test(path);

/**
 * Waits until the home's banner and tiles are shown: the probe says so on the console. Nothing of
 * the harness runs in the page meanwhile (waitForFunction's polling and Playwright's injected
 * scripts cost the throttled phone's main thread about 150 ms before the tiles, which no player pays).
 */
async function homeShown(page: Page): Promise<void> {
  await page.waitForEvent('console', { predicate: (message) => message.text() === HOME_SHOWN_SIGNAL, timeout: SHOWN_TIMEOUT_MS });
}

/** Waits until a remote's area has mounted (the shell marks it data-state="ready"). */
const remoteShown = (remote: string) => async (page: Page) => {
  await page.locator(`[data-remote="${remote}"][data-state="ready"]`).first().waitFor({ timeout: SHOWN_TIMEOUT_MS });
};

interface LoadOptions {
  throttled: boolean;
  /** Called before the navigation (so no signal is missed); the load waits for what it returns. */
  shown: (page: Page) => Promise<void>;
  /** A session token to start with (a member's page). */
  token?: string;
}

async function coldLoad(browser: Browser, url: string, options: LoadOptions): Promise<LoadFigures> {
  const { throttled } = options;
  const context = await browser.newContext({ ...phone });
  try {
    await context.addInitScript({ content: PAGE_PROBE });
    if (options.token) await context.addInitScript((kept) => window.sessionStorage.setItem('token', kept), options.token);
    const page = await context.newPage();
    const cdp = await slowPhoneSession(context, page, throttled);
    // Requests in flight, to know when the network has gone quiet.
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (/^https?:/.test(event.request.url)) inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    const settle = (event: { requestId: string }) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', settle);
    cdp.on('Network.loadingFailed', settle);

    const shown = options.shown(page).catch(() => undefined); // not shown in time: the figures say so
    await page.goto(url, { waitUntil: 'commit' });
    await shown;
    const quietBy = Date.now() + 20_000;
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < quietBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const measured = await page.evaluate(() => ({
      probe: (window as unknown as { __homeProbe: HomeProbe }).__homeProbe,
      resources: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.name.startsWith('http'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, transfer: entry.transferSize, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
      endedMs: performance.now(),
    }));
    const scripts = measured.resources.filter((r) => isScript(r.path));
    const { bannerInPageMs, tilesInPageMs } = measured.probe;
    const contentMs = bannerInPageMs !== null && tilesInPageMs !== null ? Math.max(bannerInPageMs, tilesInPageMs) : Number.POSITIVE_INFINITY;
    return {
      ...measured.probe,
      jsEncoded: scripts.reduce((sum, r) => sum + r.encoded, 0),
      jsDecoded: scripts.reduce((sum, r) => sum + r.decoded, 0),
      jsFiles: scripts.length,
      totalTransfer: measured.resources.reduce((sum, r) => sum + r.transfer, 0),
      requests: measured.resources.length,
      requestsBeforeContent: measured.resources.filter((r) => r.start < contentMs && !measured.probe.contentImages.includes(r.path)).length,
      endedMs: measured.endedMs,
      scripts,
      resources: measured.resources,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—');
const ms = (value: number | null) => (value !== null && Number.isFinite(value) ? `${Math.round(value)} ms` : 'not shown');
const shift = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '—');

const header = ['load', 'JS sent', 'JS decoded', 'JS files', 'all sent', 'requests', 'before content', 'banner', 'tiles', 'LCP', 'CLS'];

type Summary = Pick<LoadFigures, 'jsEncoded' | 'jsDecoded' | 'jsFiles' | 'totalTransfer' | 'requests' | 'requestsBeforeContent' | 'bannerShownMs' | 'tilesShownMs' | 'lcpMs' | 'cls'>;

function row(label: string, f: Summary): string[] {
  const before = Number.isFinite(f.requestsBeforeContent) ? String(f.requestsBeforeContent) : '—';
  return [label, kb(f.jsEncoded), kb(f.jsDecoded), String(f.jsFiles), kb(f.totalTransfer), String(f.requests), before, ms(f.bannerShownMs), ms(f.tilesShownMs), ms(f.lcpMs), shift(f.cls)];
}

const pageHeader = ['page', 'JS sent', 'requests', 'LCP', 'CLS', 'what moved most'];

function pageRow(page: BenchPage, f: LoadFigures): string[] {
  const moved = Object.entries(f.shiftsBySource).sort((a, b) => b[1] - a[1]).slice(0, 2);
  return [page.path, kb(f.jsEncoded), String(f.requests), ms(f.lcpMs), shift(f.cls), moved.map(([what, value]) => `${what} ${value.toFixed(3)}`).join(', ') || '—'];
}

function printTable(rows: string[][], header: string[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const last = header.length - 1;
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 || (i === last && header === pageHeader) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(', ');

/** Each game center and member page: one throttled cold load each (BENCH_PAGE_LOADS), its LCP and CLS. */
async function benchOtherPages(browser: Browser, baseUrl: string): Promise<void> {
  const token = await demoMemberToken(baseUrl);
  console.log('');
  console.log(`the game centers and member pages: ${pageLoads} throttled cold load(s) each (the median), ready once the remote's area is; member pages as the demo member`);
  const rows: string[][] = [];
  let worst: { path: string; cls: number } | null = null;
  for (const page of benchPages.filter((p) => pagesMatching.some((part) => p.path.includes(part)))) {
    const figures: LoadFigures[] = [];
    for (let i = 0; i < pageLoads; i += 1) {
      figures.push(await coldLoad(browser, `${baseUrl}${page.path}`, { throttled: true, shown: remoteShown(page.remote), token: page.member ? token : undefined }));
    }
    const middle = [...figures].sort((a, b) => a.cls - b.cls)[Math.floor((figures.length - 1) / 2)]!;
    if (process.env.BENCH_VERBOSE) for (const line of middle.shiftLog) console.log(`  ${page.path} ${line}`);
    rows.push(pageRow(page, { ...middle, lcpMs: median(figures.map((f) => f.lcpMs ?? Number.NaN)) }));
    if (!worst || middle.cls > worst.cls) worst = { path: page.path, cls: middle.cls };
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  printTable(rows, pageHeader);
  if (worst) console.log(`largest CLS: ${worst.path} ${shift(worst.cls)}`);
}

async function main(): Promise<void> {
  const site = await startSite(port);
  let browser: Browser | null = null;
  const stop = () => {
    void browser?.close();
    void site.stop();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const url = `${site.baseUrl}/`;
    console.log(
      `bench/home — cold loads of / in a ${phone.viewport.width}×${phone.viewport.height} phone (Galaxy S8 profile, Chromium ${browser.version()}), ` +
        `slow 4G (1.6 Mbps down, 750 kbps up, ${SLOW_4G.latency} ms RTT), CPU ${CPU_SLOWDOWN}× slower; median of ${loads}`,
    );
    console.log(`load average at the start (1, 5, 15 min): ${loadAverage()} on ${cpus().length} cores`);
    if (loads > 0) await benchHome(browser, url);
    if (pagesWanted) await benchOtherPages(browser, site.baseUrl);
    console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    process.off('SIGINT', stop);
    await browser?.close();
    await site.stop();
  }
}

/** The home page: one warm-up load, then BENCH_LOADS throttled cold loads and their medians. */
async function benchHome(browser: Browser, url: string): Promise<void> {
  const warm = await coldLoad(browser, url, { throttled: false, shown: homeShown });
  const figures: LoadFigures[] = [];
  for (let i = 0; i < loads; i += 1) {
    figures.push(await coldLoad(browser, url, { throttled: true, shown: homeShown }));
    process.stdout.write('.');
  }
  process.stdout.write('\n');

  const medianOf = (pick: (f: LoadFigures) => number | null) => median(figures.map((f) => pick(f) ?? Number.NaN));
  const summary = {
    jsEncoded: medianOf((f) => f.jsEncoded),
    jsDecoded: medianOf((f) => f.jsDecoded),
    jsFiles: medianOf((f) => f.jsFiles),
    totalTransfer: medianOf((f) => f.totalTransfer),
    requests: medianOf((f) => f.requests),
    requestsBeforeContent: medianOf((f) => f.requestsBeforeContent),
    // A load where it never showed counts as not shown: the median of the others would flatter.
    bannerShownMs: figures.some((f) => f.bannerShownMs === null) ? null : medianOf((f) => f.bannerShownMs),
    tilesShownMs: figures.some((f) => f.tilesShownMs === null) ? null : medianOf((f) => f.tilesShownMs),
    lcpMs: medianOf((f) => f.lcpMs),
    cls: medianOf((f) => f.cls),
  };
  console.log('');
  printTable([
    row('warm-up, not throttled', warm),
    ...figures.map((f, i) => row(`cold load ${i + 1}`, f)),
    row('median', summary),
  ], header);
  console.log('');
  const elements = new Map<string, number>();
  for (const f of figures) elements.set(f.lcpElement ?? 'unknown', (elements.get(f.lcpElement ?? 'unknown') ?? 0) + 1);
  console.log(`LCP element: ${[...elements].map(([what, n]) => `${what} (${n} of ${figures.length})`).join(', ')}`);
  const shifted = new Map<string, number>();
  for (const f of figures) for (const [what, value] of Object.entries(f.shiftsBySource)) shifted.set(what, (shifted.get(what) ?? 0) + value / figures.length);
  const topShifts = [...shifted].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (topShifts.length > 0) console.log(`what moved (layout shift per load, shared among the elements each shift moved): ${topShifts.map(([what, value]) => `${what} ${value.toFixed(3)}`).join(', ')}`);
  console.log(`game tiles in the page when first shown: ${figures.map((f) => f.tileCount).join(', ')}; loads taken as over at ${figures.map((f) => ms(f.endedMs)).join(', ')}`);
  console.log('JS sent is the encoded body (as served: brotli or gzip); all sent counts every response (headers and bodies).');
  if (process.env.BENCH_VERBOSE) {
    const last = figures[figures.length - 1]!;
    for (const [label, f] of [['warm-up', warm], ['last load', last]] as const) for (const line of f.shiftLog) console.log(`  ${label}: shift at ${line}`);
    for (const r of [...last.scripts].sort((a, b) => b.encoded - a.encoded)) console.log(`  ${kb(r.encoded).padStart(9)}  ${r.path}`);
    console.log(`every request of that load by its start (banner shown at ${ms(last.bannerShownMs)}, tiles at ${ms(last.tilesShownMs)}):`);
    for (const r of [...last.resources].sort((a, b) => a.start - b.start)) console.log(`  ${ms(r.start).padStart(9)}  ${kb(r.transfer).padStart(9)}  ${r.path}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
