/**
 * bench/lighthouse: Lighthouse 12 (the npm package) in its default mobile mode — a Moto G Power
 * sized screen, a 4× slower CPU and slow 4G, simulated from an unthrottled load — on the home page,
 * a game center (slots, /rng) and the member center (/member/securityCenter, as the demo member).
 *
 * The built site (`pnpm build`) served by the api on a fresh database (support/server.ts), in the
 * machine's Chromium started by chrome-launcher. Each page is loaded once unmeasured (the server
 * warms up), then measured N times (3), the pages taking turns so a busy spell of the machine is
 * shared among them. Every run is in a fresh browser context: empty cache and storage, as a new
 * visitor. For the member center the demo member logs in first through the site (bench/support/demo-member-token.ts)
 * and its session token is put in the context's tab, as the login popup would have left it.
 *
 * Prints per page each run and the median of each figure: the category scores (performance,
 * accessibility, best practices, SEO), FCP, LCP, TBT, CLS and Speed Index, Lighthouse's CPU
 * yardstick (benchmarkIndex: lower means a busier machine) and the load average; then the audits
 * that cost accessibility, best-practices or SEO points.
 *
 * Env: BENCH_RUNS (3), BENCH_PORT (8192), SITE_DIR (site/), CHROMIUM_PATH (/usr/bin/chromium),
 * BENCH_PAGES (comma-separated names: home,slots,member), LIGHTHOUSE_REPORTS (a folder: each run's
 * HTML report is written there).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startSite } from '../support/server';
import { CATEGORIES, figuresOf, medianFigures, printTable, row, type RunFigures } from './figures';
import { demoMemberToken } from '../support/demo-member-token';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8192);
const reportsDir = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface PageUnderTest {
  name: string;
  path: string;
  member: boolean;
}

const ALL_PAGES: PageUnderTest[] = [
  { name: 'home', path: '/', member: false },
  { name: 'slots', path: '/rng', member: false },
  { name: 'member', path: '/member/securityCenter', member: true },
];

let lighthouseVersion = '?';
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** A fresh context's tab, holding the member's session when the page needs one. */
async function freshTab(browser: Browser, baseUrl: string, memberToken: string | null): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (memberToken) {
    // Session storage is the tab's and survives Lighthouse's navigations in it (it clears caches,
    // service workers and cache storage only). The start-of-session popups were seen at login.
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(`(() => {
      sessionStorage.setItem('token', ${JSON.stringify(memberToken)});
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
    })()`);
  }
  return { page, close: () => context.close() };
}

/**
 * Lighthouse is loaded by Node's own ESM loader: a static import becomes a require under tsx,
 * whose transform names every function (`__name(...)`), and Lighthouse sends its functions'
 * source to the page, where `__name` does not exist.
 */
const loadLighthouse = async () => (await import('lighthouse')).default;

async function measure(browser: Browser, baseUrl: string, target: PageUnderTest, memberToken: string | null, label: string): Promise<RunFigures> {
  const tab = await freshTab(browser, baseUrl, target.member ? memberToken : null);
  try {
    const url = `${baseUrl}${target.path}`;
    const lighthouse = await loadLighthouse();
    const result = await lighthouse(url, { logLevel: 'error', output: 'html', onlyCategories: [...CATEGORIES] }, undefined, tab.page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A member page left for the home page (or a login popup) would be measuring the wrong page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== target.path) throw new Error(`${url} ended at ${landed}: ${target.member ? 'the member was not logged in' : 'redirected'}`);
    if (reportsDir) writeFileSync(path.join(reportsDir, `${target.name}-${label}.html`), String(result.report));
    lighthouseVersion = lhr.lighthouseVersion;
    return figuresOf(lhr);
  } finally {
    await tab.close();
  }
}

/**
 * Lighthouse now and then loses the trace of a load (NO_NAVSTART: "Something went wrong with
 * recording the trace"), on a busy machine more often; that load is measured once more, said on
 * stderr. Any other failure stops the bench.
 */
async function measureAgainIfTraceLost(run: () => Promise<RunFigures>): Promise<RunFigures> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error;
    console.error(`\n${error.message}: measured again`);
    return run();
  }
}

/** One unmeasured load per page: the server's first answers (compression, caches) are not counted. */
async function warmUp(browser: Browser, baseUrl: string, pages: PageUnderTest[], memberToken: string | null): Promise<void> {
  for (const target of pages) {
    const tab = await freshTab(browser, baseUrl, target.member ? memberToken : null);
    try {
      await tab.page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    } finally {
      await tab.close();
    }
  }
}

function pagesToRun(): PageUnderTest[] {
  const names = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  if (!names) return ALL_PAGES;
  const unknown = names.filter((name) => !ALL_PAGES.some((p) => p.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')} (pages: ${ALL_PAGES.map((p) => p.name).join(', ')})`);
  return ALL_PAGES.filter((p) => names.includes(p.name));
}

async function main(): Promise<void> {
  const pages = pagesToRun();
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  console.log(`load average at start: ${load()}`);
  const site = await startSite(port);
  let chrome: LaunchedChrome | null = null;
  let browser: Browser | null = null;
  const stop = () => {
    void browser?.disconnect();
    chrome?.kill();
    void site.stop();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  try {
    chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    browser = connected;
    console.log(
      `bench/lighthouse — Lighthouse's mobile preset (simulated throttling: slow 4G, CPU 4× slower), ` +
        `${await browser.version()}; median of ${runs} per page`,
    );

    let memberToken: string | null = null;
    if (pages.some((p) => p.member)) memberToken = await demoMemberToken(site.baseUrl);
    await warmUp(browser, site.baseUrl, pages, memberToken);

    const results = new Map<string, { figures: RunFigures; load: string }[]>(pages.map((p) => [p.name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const target of pages) {
        const figures = await measureAgainIfTraceLost(() => measure(connected, site.baseUrl, target, memberToken, `run${run}`));
        results.get(target.name)!.push({ figures, load: loadavg()[0]!.toFixed(2) });
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');

    for (const target of pages) {
      const measured = results.get(target.name)!;
      console.log(`\n${target.name}: ${target.path}${target.member ? ' (logged in as the demo member)' : ''}`);
      printTable([
        ...measured.map((m, i) => row(`run ${i + 1}`, m.figures, m.load)),
        row('median', medianFigures(measured.map((m) => m.figures)), ''),
      ]);
      const failed = new Map<string, number>();
      for (const m of measured) for (const audit of m.figures.failed) failed.set(audit, (failed.get(audit) ?? 0) + 1);
      if (failed.size === 0) console.log('no audit lost accessibility, best-practices or SEO points');
      for (const [audit, count] of failed) console.log(`  failed ${audit} (${count} of ${measured.length} runs)`);
      const warnings = new Set(measured.flatMap((m) => m.figures.warnings));
      for (const warning of warnings) console.log(`  Lighthouse warned: ${warning}`);
    }
    console.log(`\nLighthouse ${lighthouseVersion}; load average at end: ${load()}`);
    console.log('Scores 0–100; CPU index is Lighthouse\'s benchmarkIndex of the machine during the run (lower: busier); load avg is the 1-minute figure after the run.');
    if (reportsDir) console.log(`HTML reports in ${reportsDir}`);
  } finally {
    process.off('SIGINT', stop);
    await browser?.disconnect();
    chrome?.kill();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
