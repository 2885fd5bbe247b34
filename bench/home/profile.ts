/**
 * bench/home/profile: where the main thread's time goes on the home page's first load, up to the
 * first game tiles, on the same throttled phone as bench:home (slow 4G, CPU 4× slower). bench:home
 * says how long a player waits; this says what the phone's CPU is busy with meanwhile, by source
 * package and module, so the next cut is chosen from figures rather than guessed (issue 19).
 *
 * The built site served by the api on a fresh database (support/server.ts), the machine's Chromium.
 * One unthrottled load warms the server; then N throttled cold loads (3), each in a fresh browser
 * context, with V8's sampling CPU profiler (CDP Profiler, a sample every 200 µs) running from the
 * navigation until the home's banner and first game tiles are shown (bench:home's probe,
 * page-probe.ts, says so on the console: no script of the harness runs in the page meanwhile).
 * Each sample's function is mapped through the built scripts' source maps to its source file:
 * `npm:<package>` for a dependency, the package's own path for first-party code. A site built with `KHELA_SOURCE_MAPS=1 pnpm build` has them
 * (hidden source maps beside each script, named by no script); without them the script files are
 * named instead.
 *
 * Prints, as milliseconds per load (the mean over the loads; throttled, so four times what the
 * machine spent):
 * - the buckets: scripts, "(program)" (the browser's own work on that thread: parsing, style,
 *   layout, paint, and the pauses the CPU throttling inserts), garbage collection, idle;
 * - self time by package (npm dependencies and first-party packages);
 * - the first-party modules by inclusive time (the module's functions and what they called).
 *
 * Env: BENCH_LOADS (3), BENCH_PORT (8193), BENCH_TOP (20 rows per table), SITE_DIR (site/),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { startSite } from '../support/server';
import { HOME_SHOWN_SIGNAL, PAGE_PROBE } from './page-probe';
import { phone, slowPhoneSession } from './slow-phone';

const loads = Number(process.env.BENCH_LOADS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8193);
const top = Number(process.env.BENCH_TOP ?? 20);
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '../../site'));

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The source maps of the site's scripts, by URL path; null where a script has none. */
class SourceNames {
  private readonly maps = new Map<string, SourceMapConsumer | null>();
  found = 0;

  constructor(private readonly dir: string) {}

  /** `npm:<package>`, a first-party source path, the script's path without a map, or `(what)` for the engine's own work. */
  of(frame: CallFrame): string {
    if (!/^https?:/.test(frame.url)) return `(${frame.functionName || frame.url || 'native'})`;
    const scriptPath = new URL(frame.url).pathname;
    const map = this.mapOf(scriptPath);
    if (!map) return scriptPath;
    const source = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    return source ? sourceName(source) : `${scriptPath} (unmapped)`;
  }

  private mapOf(scriptPath: string): SourceMapConsumer | null {
    if (!this.maps.has(scriptPath)) {
      const file = path.join(this.dir, `${scriptPath}.map`);
      const map = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
      if (map) this.found += 1;
      this.maps.set(scriptPath, map);
    }
    return this.maps.get(scriptPath)!;
  }
}

/**
 * webpack://mfe_home/./src/x.tsx → mfe_home/src/x.tsx; webpack://shell/../shared/src/x.ts → shared/src/x.ts;
 * …/node_modules/.pnpm/…/node_modules/react-dom/… → npm:react-dom; webpack://shell/webpack/… → (webpack runtime).
 */
function sourceName(source: string): string {
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency) return `npm:${dependency[1]}`;
  const inBuild = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
  if (!inBuild) return source;
  const [, build, written] = inBuild as unknown as [string, string, string];
  const rest = written.replace(/^\.\//, '');
  if (rest.startsWith('webpack/')) return '(webpack runtime)';
  if (rest.startsWith('../')) return rest.replace(/^(\.\.\/)+/, '');
  return `${build}/${rest}`;
}

/** The package a source belongs to: npm:<name>, the first-party build or folder (shell, mfe_home, shared…), or the bucket itself. */
function packageOf(name: string): string {
  if (name.startsWith('npm:') || name.startsWith('(') || name.startsWith('/')) return name.replace(/ \(unmapped\)$/, '');
  return name.split('/')[0]!;
}

const BUCKETS: Record<string, string> = { '((program))': '(program): the browser\'s own work', '((garbage collector))': 'garbage collection', '((idle))': 'idle' };

function add(totals: Map<string, number>, key: string, value: number) {
  totals.set(key, (totals.get(key) ?? 0) + value);
}

/** Self and inclusive milliseconds by source name, over one profile. */
function attribute(profile: CpuProfile, names: SourceNames, self: Map<string, number>, inclusive: Map<string, number>): number {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = new Map<number, string>();
  const name = (id: number) => {
    if (!nameOf.has(id)) nameOf.set(id, names.of(byId.get(id)!.callFrame));
    return nameOf.get(id)!;
  };
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    add(self, name(id), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const source = name(at);
      if (!seen.has(source)) {
        seen.add(source);
        add(inclusive, source, ms);
      }
    }
  });
  return total;
}

function printRows(title: string, rows: [string, number][], perLoad: number) {
  console.log(`\n${title}`);
  for (const [label, ms] of rows.slice(0, top)) console.log(`${(ms / perLoad).toFixed(0).padStart(7)} ms  ${label}`);
}

async function main(): Promise<void> {
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
  const site = await startSite(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const names = new SourceNames(siteDir);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const tilesAt: number[] = [];
  let sampled = 0;
  try {
    for (let load = 0; load <= loads; load += 1) {
      const throttled = load > 0; // the first load warms the server and is not counted
      const context = await browser.newContext({ ...phone });
      try {
        await context.addInitScript({ content: PAGE_PROBE });
        const page = await context.newPage();
        const cdp = await slowPhoneSession(context, page, throttled);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        // The probe says on the console when the tiles are shown: no harness script runs in the page meanwhile.
        const shown = page.waitForEvent('console', { predicate: (message) => message.text() === HOME_SHOWN_SIGNAL, timeout: 60_000 });
        await page.goto(`${site.baseUrl}/`, { waitUntil: 'commit' });
        await shown;
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        const tileMs = await page.evaluate('window.__homeProbe.tilesShownMs');
        if (!throttled) continue;
        tilesAt.push(Math.round(Number(tileMs)));
        sampled += attribute(profile, names, self, inclusive);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log(`bench/home/profile — the main thread from navigation to the home's banner and first tiles shown, ${loads} throttled cold load(s) of / (slow 4G, CPU 4× slower)`);
  console.log(`first tiles shown at ${tilesAt.join(', ')} ms; ${(sampled / loads).toFixed(0)} ms sampled per load`);
  if (names.found === 0) console.log('no source maps in the site: scripts are named by file (build with KHELA_SOURCE_MAPS=1 pnpm build to name packages and modules)');

  const buckets = new Map<string, number>();
  for (const [source, ms] of self) add(buckets, BUCKETS[source] ?? (source.startsWith('(') && source !== '(webpack runtime)' ? 'the browser\'s functions called from scripts (appendChild…)' : 'scripts'), ms);
  printRows('where the time went (ms per load)', [...buckets].sort((a, b) => b[1] - a[1]), loads);

  const byPackage = new Map<string, number>();
  for (const [source, ms] of self) if (!(source in BUCKETS)) add(byPackage, packageOf(source), ms);
  printRows('scripts by package, self time (ms per load)', [...byPackage].sort((a, b) => b[1] - a[1]), loads);

  const firstParty = [...inclusive].filter(([source]) => !source.startsWith('npm:') && !source.startsWith('(') && !source.startsWith('/'));
  printRows('first-party modules, inclusive time: their code and what it called (ms per load)', firstParty.sort((a, b) => b[1] - a[1]), loads);
  console.log(`\nload average at the end: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
