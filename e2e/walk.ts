import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { solveSlider } from './support/identity';

const base = 'http://127.0.0.1:8080';
const lang = process.argv[2] ?? 'bn';
const pages = (process.argv[3] ?? 'agentTeamOverview,registerCenter,downlineManagmentView,personalHistoryCopy,palStatementsAgentCopy,agentRevenueReport,agentDownlineTransactionDetailsCopy,agentDailyWages2').split(',');
(async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, extraHTTPHeaders: { 'x-forwarded-for': '10.9.9.9' } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await context.addInitScript('window.__name = (f) => f;');
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  await page.goto(`${base}/agent`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${lang}-agent-landing.png`, fullPage: true });
  // Close the announcement popup if it shows, then open the login.
  const close = page.getByRole('dialog').getByRole('button').first();
  if (await close.isVisible().catch(() => false)) await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.locator('section[aria-labelledby] button').last().click();
  await page.waitForTimeout(800);
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('agent01');
  await page.locator('input[type="password"]').first().fill('Agent2026');
  await page.locator('form button[type="submit"]').first().click();
  await solveSlider(page);
  await page.waitForURL(/agentHome/, { timeout: 20000 });
  await page.waitForTimeout(2000);
  const x = page.getByRole('dialog').getByRole('button', { name: /close|বন্ধ/i }).first();
  if (await x.isVisible().catch(() => false)) await x.click();
  for (const id of pages) {
    await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, `/agentHome/${id}`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots/${lang}-${id}.png`, fullPage: true });
    console.log(id, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
    console.log(await page.evaluate(() => {
      const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 362);
      const outer = wide.filter((e) => !wide.includes(e.parentElement!));
      return outer.slice(0, 5).map((e) => `${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} parent=${e.parentElement!.tagName}.${e.parentElement!.className} pw=${Math.round(e.parentElement!.getBoundingClientRect().width)} disp=${getComputedStyle(e.parentElement!).display}`);
    }));
    if (process.env.TAB && (await page.getByRole('tab').count()) > Number(process.env.TAB)) {
      await page.getByRole('tab').nth(Number(process.env.TAB)).click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${lang}-${id}-tab${process.env.TAB}.png`, fullPage: true });
      console.log(id, 'tab scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
    }
  }
  await browser.close();
})();
