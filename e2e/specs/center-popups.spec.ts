import { expect, test } from '../support/fixtures';
import { withoutStartAnswers, withSession } from '../support/site';

// SPEC §2: the member center as a popup over the page while the brand's MEMBERCENTERPOPUP switch
// is on (docs/spec-sweep.md). The switch is given to this page only (its config answer), so no
// brand-wide setting changes.

test('with MEMBERCENTERPOPUP on, the member center opens over the page and moves inside the popup', async ({ page }) => {
  await withSession(page);
  // The config answer is changed on its way: the page asks for it rather than reading the one index.html carries.
  await withoutStartAnswers(page);
  await page.route('**/wps/system/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { info: { whitelabel: { modId: string; enabled: string; childrenNodes: unknown[] }[] } } };
    body.value.info.whitelabel.push({ modId: 'CENTER', enabled: '1', childrenNodes: [{ modId: 'MEMBERCENTERPOPUP', enabled: '1', childrenNodes: [] }] });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/live');
  await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' }).click();
  await page.getByTestId('member-panel').getByRole('link', { name: 'আমার অ্যাকাউন্ট' }).click();
  const popup = page.getByTestId('popup-member-center');
  await expect(popup.locator('[data-remote="member"][data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByRole('heading', { level: 1, name: 'আমার অ্যাকাউন্ট' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/live');
  // The page under it is still the live list.
  await expect(page.locator('[data-remote="games"][data-state="ready"]')).toBeAttached();
  await popup.getByRole('navigation', { name: 'সদস্য কেন্দ্র' }).getByRole('link', { name: 'বাজির রেকর্ড' }).click();
  await expect(popup.getByRole('heading', { level: 1, name: 'বাজির রেকর্ড' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/live');
});
