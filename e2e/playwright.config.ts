import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './support/browser';
import { e2eEnv } from './support/env';

// One fresh database for the run, chosen in the main process so every worker shares it.
process.env.KHELA_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'khela-e2e-'));

const repoRoot = path.resolve(__dirname, '..');

/**
 * Specs that change what every other spec sees (docs/adr/0017): the demo brand's maintenance switch
 * and region restriction, the operator's clock (time travel), the brand's login limits and its
 * social-login providers; and the sportsbook spec, whose phone and desktop tests play the book's few
 * upcoming cricket matches (three) to their end. They run in their own projects, one test at a time,
 * after the parallel projects have finished. A new spec that changes a brand-wide setting, the clock
 * or something else every spec shares goes here.
 */
const runAlone = [
  'specs/system-status.spec.ts',
  'specs/agents.spec.ts',
  'specs/login-limits.spec.ts',
  'specs/identity-social-trial.spec.ts',
  'specs/sportsbook.spec.ts',
];

/** Two workers in CI (the machine's two cores); one locally unless E2E_WORKERS says otherwise. */
const workers = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

/**
 * With more than one worker the run-alone projects wait for the parallel ones (`dependencies`). With
 * one worker nothing runs beside them anyway, and a run of one spec (`npx playwright test specs/x.spec.ts`)
 * must not pull in every spec of the projects it would depend on: no dependencies then.
 */
const after = (...projects: string[]) => (workers > 1 ? projects : []);

const phone = { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions };
const desktop = { viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions };

/** A service runs from its bundle with plain node, as `pnpm start` runs it; built first if stale. */
const serviceCommand = (name: string) =>
  `pnpm exec tsx scripts/build-services.ts --if-stale ${name} && exec node --enable-source-maps ${name}/dist/main.js`;

/**
 * Playwright against the composed, built site (`pnpm build` makes site/) and the real api on its
 * embedded database, in the machine's Chromium. Phone first, desktop too.
 */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests stay in order in one worker; files (of both projects) are shared out over the workers.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: e2eEnv.baseUrl,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's service worker (docs/app.md) stays out of the specs' way (page.route does not see
    // what a worker fetches); specs/care-app.spec.ts lets it in to test it.
    serviceWorkers: 'block',
    // The readers of the specs ask for reduced motion (docs/testing.md): the home's marquee, carousels and
    // counters then stand still instead of drawing every frame in every open page — on the CI machine's two
    // cores that was some 15 % of a core per idle home page. home-games.spec.ts and sportsbook.spec.ts
    // play the moving home (`no-preference`); accessibility.spec.ts checks the still one.
    reducedMotion: 'reduce',
  },
  projects: [
    // In parallel: every spec here uses its own players and data and leaves the brand as it found it.
    // `metadata.window` is which window a project plays (support/window.ts windowOf): specs branch on it, not on the name.
    { name: 'phone', use: phone, metadata: { window: 'phone' }, testIgnore: runAlone },
    { name: 'desktop', use: desktop, metadata: { window: 'desktop' }, testIgnore: runAlone },
    // Then, alone: the run-alone specs, phone then desktop, one worker, nothing else running beside them.
    { name: 'phone-alone', use: phone, metadata: { window: 'phone' }, testMatch: runAlone, workers: 1, dependencies: after('phone', 'desktop') },
    { name: 'desktop-alone', use: desktop, metadata: { window: 'desktop' }, testMatch: runAlone, workers: 1, dependencies: after('phone-alone') },
  ],
  webServer: [
    {
      // The outside parties: payment gateway and a transfer-mode game vendor.
      command: serviceCommand('sandbox'),
      cwd: repoRoot,
      url: `${e2eEnv.sandboxUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SANDBOX_PORT: String(e2eEnv.sandboxPort),
        HOST: '127.0.0.1',
        API_URL: e2eEnv.baseUrl,
        SANDBOX_DATA_DIR: path.join(process.env.KHELA_E2E_DATA, 'sandbox'),
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The house games vendor: its own process and storage, speaking the vendor contract.
      command: serviceCommand('house'),
      cwd: repoRoot,
      url: `${e2eEnv.houseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOUSE_PORT: String(e2eEnv.housePort),
        HOST: '127.0.0.1',
        API_URL: e2eEnv.baseUrl,
        HOUSE_DATA_DIR: path.join(process.env.KHELA_E2E_DATA, 'house'),
        LOG_LEVEL: 'warn',
      },
    },
    {
      // Khela's sportsbook: its own process and storage, speaking the vendor contract as KBOOK.
      command: serviceCommand('sportsbook'),
      cwd: repoRoot,
      url: `${e2eEnv.sportsbookUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SPORTSBOOK_PORT: String(e2eEnv.sportsbookPort),
        HOST: '127.0.0.1',
        API_URL: e2eEnv.baseUrl,
        SPORTSBOOK_DATA_DIR: path.join(process.env.KHELA_E2E_DATA, 'sportsbook'),
        SPORTSBOOK_OPS_TOKEN: e2eEnv.sportsbookOpsToken,
        // A short in-play delay: a bet on the live match is taken in a second, not five.
        SPORTSBOOK_INPLAY_DELAY_MS: '1000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: serviceCommand('api'),
      cwd: repoRoot,
      url: `${e2eEnv.baseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(e2eEnv.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(process.env.KHELA_E2E_DATA, 'api'),
        SITE_DIR: path.join(repoRoot, 'site'),
        // The browser and the specs reach the api from the loopback; specs play visitors through X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1,::1',
        OPERATOR_TOKEN: e2eEnv.operatorToken,
        LOG_LEVEL: 'warn',
        SANDBOX_URL: e2eEnv.sandboxUrl,
        HOUSE_URL: e2eEnv.houseUrl,
        SPORTSBOOK_URL: e2eEnv.sportsbookUrl,
        PAYMENT_GATEWAY_URL: e2eEnv.sandboxUrl,
        PUBLIC_API_URL: e2eEnv.baseUrl,
        // Specs move the clock to reach a settlement period (POST /ops/time-travel, docs/api.md) and move it back.
        TIME_TRAVEL: '1',
        // Passwords hashed at scrypt N=2^14, as in the api's own tests (docs/adr/0004): at the production
        // N=2^17 one hash took 0.6–1.5 s of a core here, and a new player costs four (opened, login,
        // change); the specs test the logins, not the cost.
        KHELA_SCRYPT_LOG_N: '14',
      },
    },
  ],
});
