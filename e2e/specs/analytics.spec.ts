import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withoutStartAnswers } from '../support/site';

// SPEC §3 analytics.gtagId, §4 start-up (docs/spec-sweep.md "Analytics"). Nothing reaches the
// internet: Google's script is answered by the test. The brand's id is given to this page only
// (its config answer), so no brand-wide setting changes.

const GTAG = 'https://www.googletagmanager.com/**';

async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('without an id no analytics is loaded at all', async ({ page }) => {
  const asked: string[] = [];
  await page.route(GTAG, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="home"][data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await idle(page);
  expect(await page.locator('script[data-analytics]').count()).toBe(0);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
  expect(asked).toEqual([]);
});

test("with the brand's id, Google's tag comes after the page is loaded, let in by the page's CSP nonce", async ({ page }) => {
  const violations = watchCsp(page);
  // The config answer is changed on its way: the page asks for it rather than reading the one index.html carries.
  await withoutStartAnswers(page);
  await page.route('**/wps/system/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { analytics: { gtagId: string | null } } };
    body.value.analytics.gtagId = 'G-E2ETEST1';
    await route.fulfill({ response, json: body });
  });
  const asked: string[] = [];
  await page.route(GTAG, (route) => {
    asked.push(route.request().url());
    // Stands in for gtag.js: it records that it ran and what the page had queued for it.
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagRan = (window.dataLayer || []).map((a) => a[0]);' });
  });
  await page.goto('/');
  await expect(page.locator('script[data-analytics="G-E2ETEST1"]')).toHaveCount(1, { timeout: 20_000 });
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: string[] }).__gtagRan)).toEqual(['js', 'config']);
  expect(asked).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1']);
  const nonce = await page.locator('script[data-analytics]').evaluate((tag) => (tag as HTMLScriptElement).nonce);
  expect(nonce?.length ?? 0).toBeGreaterThan(10);
  expect(violations).toEqual([]);
});
