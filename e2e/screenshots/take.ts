/**
 * `pnpm screenshots`: pictures of the built site for a reviewer who does not run it, written to
 * docs/screenshots/ (listed in its README.md).
 *
 * The built site (`pnpm build`) served by the api on a fresh embedded database with the demo seed
 * (e2e/support/own-server.ts, as the benches start it), in the machine's Chromium. Each picture is
 * one viewport (not the full page) of: the home page, a game center (live casino), the member center
 * (the demo member demo01) and the agent center (the demo agent agent01), in the dark and the light
 * theme, on a phone (360×740) and a desktop (1280×800), in Bengali (the default); the home page in
 * English too. The theme and the language are the reader's remembered choices (local storage), as
 * a returning visitor has them; motion is reduced so the marquee and carousels stand still.
 *
 * Env: SCREENSHOTS_PORT (8196), SITE_DIR (site/), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { agentLogIn } from '../support/agents';
import { logIn } from '../support/login-flow';
import { repoRoot, startOwnServer } from '../support/own-server';

type Theme = 'dark' | 'light';
type Lang = 'bn' | 'en';
type Who = 'visitor' | 'member' | 'agent';

const port = Number(process.env.SCREENSHOTS_PORT ?? 8196);
const siteDir = process.env.SITE_DIR ?? path.join(repoRoot, 'site');
const outDir = path.join(repoRoot, 'docs/screenshots');

/** Phone: 360×740 CSS pixels (Galaxy S8's mobile user agent and touch) drawn at 2×, so text stays sharp but files stay small. */
const windows = {
  phone: { ...devices['Galaxy S8']!, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

interface Shot {
  name: string;
  path: string;
  who: Who;
  /** What has to be on the page before the picture. */
  ready: string;
  langs: Lang[];
}

const shots: Shot[] = [
  { name: 'home', path: '/', who: 'visitor', ready: '[data-remote="home"][data-state="ready"] [data-testid^="game-card-"]', langs: ['bn', 'en'] },
  { name: 'game-center', path: '/live', who: 'visitor', ready: '[data-remote="games"][data-state="ready"] [data-testid^="game-card-"]', langs: ['bn'] },
  { name: 'member-center', path: '/member', who: 'member', ready: '[data-remote="member"][data-state="ready"]', langs: ['bn'] },
  { name: 'agent-center', path: '/agentHome', who: 'agent', ready: '[data-remote="agent"][data-state="ready"]', langs: ['bn'] },
];

const themes: Theme[] = ['dark', 'light'];

/** Headless Chromium draws Bengali only with a Bengali font installed (Debian: fonts-noto-core). */
function warnWithoutBengaliFont(): void {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  } catch {
    /* no fontconfig: warned below */
  }
  if (fonts.trim() === '') {
    console.warn('WARNING: no Bengali font found (fc-list :lang=bn is empty): Bengali text will show as boxes. Install one, e.g. `apt-get install fonts-noto-core`.');
  } else {
    console.log(`Bengali fonts: ${[...new Set(fonts.trim().split('\n'))].slice(0, 3).join('; ')}`);
  }
}

/** The reader's remembered choices and a session (when given), set before any of the site's code runs. */
async function preparePage(page: Page, theme: Theme, lang: Lang, session: Record<string, string>): Promise<void> {
  // tsx compiles with esbuild's keepNames: functions sent to the page (the e2e helpers' evaluate calls) call its __name.
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.addInitScript(
    ({ theme, lang, session }) => {
      window.localStorage.setItem('theme', theme);
      window.localStorage.setItem('lang', lang);
      // A returning visitor: the start-of-session announcement popups were seen.
      window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      window.sessionStorage.setItem('USER_POPUP', '1');
      for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
    },
    { theme, lang, session },
  );
}

/** Logs in once through the site as a person does; the session storage it leaves is reused by every picture. */
async function signIn(browser: Browser, baseURL: string, who: Exclude<Who, 'visitor'>): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL, ...windows.desktop });
  try {
    const page = await context.newPage();
    await preparePage(page, 'dark', 'bn', {});
    if (who === 'member') {
      await page.goto('/');
      await logIn(page, 'bn', 'demo01', 'Khela2026');
    } else {
      await agentLogIn(page, 'bn', 'agent01', 'Agent2026');
    }
    const stored = await page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));
    if (!stored.token) throw new Error(`the ${who} login left no session token`);
    return stored;
  } finally {
    await context.close();
  }
}

/** A person's slider drag now and then misses (as a hand does); a login is tried up to three times. */
async function signInTrying(browser: Browser, baseURL: string, who: Exclude<Who, 'visitor'>): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signIn(browser, baseURL, who);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`the ${who} login failed (attempt ${attempt}), trying again: ${String(error).split('\n')[0]}`);
    }
  }
}

/** Waits until the area is drawn and its images have arrived (never longer than a while: an open event stream keeps the network busy). */
async function settle(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 8_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error(`no built site in ${siteDir}: run \`pnpm build\` first`);
  warnWithoutBengaliFont();
  mkdirSync(outDir, { recursive: true });
  const site = await startOwnServer(port, siteDir);
  let browser: Browser | null = null;
  const written: string[] = [];
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const sessions: Record<Who, Record<string, string>> = {
      visitor: {},
      member: await signInTrying(browser, site.baseUrl, 'member'),
      agent: await signInTrying(browser, site.baseUrl, 'agent'),
    };
    for (const [windowName, device] of Object.entries(windows)) {
      for (const shot of shots) {
        for (const lang of shot.langs) {
          for (const theme of themes) {
            const context = await browser.newContext({ ...device, baseURL: site.baseUrl, reducedMotion: 'reduce', locale: lang === 'bn' ? 'bn-BD' : 'en-US' });
            try {
              const page = await context.newPage();
              await preparePage(page, theme, lang, sessions[shot.who]);
              await page.goto(shot.path);
              await settle(page, shot.ready);
              const file = path.join(outDir, `${shot.name}-${windowName}-${theme}-${lang}.png`);
              await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
              written.push(file);
              console.log(`${path.relative(repoRoot, file)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  } finally {
    await browser?.close();
    await site.stop();
  }
  console.log(`${written.length} pictures in ${path.relative(repoRoot, outDir)}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
