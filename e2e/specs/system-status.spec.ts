import { expect, test } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { operator } from '../support/operator';

// The demo brand (Bengali first) for maintenance; the second, English-only brand for the region
// rule. Specs run one at a time and every switch is undone after each test.
const demo = 'khela';
const merchant = 'khela2';

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await operator.maintenance(demo, false);
  await operator.maintenance(merchant, false);
  await operator.restrict(merchant, []);
});

test('maintenance view with its message and customer service, in Bengali then English', async ({ page }) => {
  await operator.maintenance(demo, true, { bn: 'রাত ২টা পর্যন্ত আপগ্রেড চলছে', en: 'Upgrading until 2 am' });
  await page.goto('/');
  const view = page.getByTestId('maintenance-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('রক্ষণাবেক্ষণের কাজ চলছে');
  await expect(view).toContainText('রাত ২টা পর্যন্ত আপগ্রেড চলছে');
  await expect(view.getByTestId('cs-button')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance');
  await expect(view).toContainText('Upgrading until 2 am');
});

test('the status is chosen at start: switching maintenance off shows the site on the next load', async ({ page }) => {
  await operator.maintenance(demo, true);
  await page.goto('/');
  await expect(page.getByTestId('maintenance-view')).toBeVisible();
  await operator.maintenance(demo, false);
  await page.reload();
  await expect(page.getByTestId('maintenance-view')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('region restricted view shows the visitor IP for a restricted country', async ({ browser }) => {
  await operator.restrict(merchant, ['US']);
  const context = await browser.newContext({ baseURL: e2eEnv.baseUrl, extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } });
  await context.addInitScript((code) => window.localStorage.setItem('merchantCode', code), merchant);
  const page = await context.newPage();
  await page.goto('/');
  const view = page.getByTestId('region-restricted-view');
  // An English-only brand shows its views in English whatever the visitor had chosen before.
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Access restricted');
  await expect(view.getByTestId('visitor-ip')).toHaveText('8.8.8.8');
  await expect(view.getByTestId('cs-button')).toBeVisible();
  await context.close();

  // A visitor from elsewhere still gets the site.
  const other = await browser.newContext({ baseURL: e2eEnv.baseUrl, extraHTTPHeaders: { 'X-Forwarded-For': '103.4.145.1' } });
  await other.addInitScript((code) => window.localStorage.setItem('merchantCode', code), merchant);
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(otherPage.getByTestId('region-restricted-view')).toHaveCount(0);
  await other.close();
});
