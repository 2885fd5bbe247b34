import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { failingMountEntry, throwingRenderEntry } from '../support/fake-remotes';
import { remoteRoutes } from '../support/remotes';
import { withSession } from '../support/site';

// The member, agent and lottery routes need a session: a real one, made once for the run.

async function expectRestOfSiteWorks(page: Page, other: string): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  // Another remote still renders after navigating away from the broken one.
  await page.goto(other);
  await expect(page.locator('[data-remote][data-state="ready"]')).toBeVisible();
  await expect(page.getByTestId('area-failure')).toHaveCount(0);
}

for (const remote of remoteRoutes) {
  test.describe(`${remote.pkg} failing`, () => {
    test.beforeEach(async ({ page }) => withSession(page));

    test('unreachable: its area shows the fallback, the rest works, retry recovers', async ({ page }) => {
      let blocked = true;
      await page.route(`**/remotes/${remote.pkg}/**`, (route) => (blocked ? route.abort('connectionrefused') : route.fallback()));
      await page.goto(remote.path);
      const failure = page.locator(`[data-remote="${remote.area}"]`).getByTestId('area-failure');
      await expect(failure).toBeVisible({ timeout: 20_000 });
      await expect(failure.getByRole('heading')).toHaveText('সাইটের এই অংশটি দেখানো যায়নি');
      // SPEC §8: the script that did not arrive, by its kind and address.
      await expect(failure.getByTestId('chunk-failure')).toHaveText(new RegExp(`/remotes/${remote.pkg}/.+/remoteEntry\\.js থেকে স্ক্রিপ্ট লোড করা যায়নি`));
      await expect(page.getByRole('banner')).toBeVisible();
      blocked = false;
      await failure.getByRole('button').click();
      await expect(page.locator(`[data-remote="${remote.area}"][data-state="ready"]`)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('area-failure')).toHaveCount(0);
      await expectRestOfSiteWorks(page, remote.other);
    });

    test('mount rejects: its area shows the fallback, the rest works', async ({ page }) => {
      await page.route(`**/remotes/${remote.pkg}/**/remoteEntry.js`, (route) =>
        route.fulfill({ contentType: 'application/javascript', body: failingMountEntry(remote.federationName) }),
      );
      await page.goto(remote.path);
      await expect(page.locator(`[data-remote="${remote.area}"]`).getByTestId('area-failure')).toBeVisible({ timeout: 20_000 });
      await expectRestOfSiteWorks(page, remote.other);
    });

    test('throws while rendering: its own boundary shows the fallback, the rest works', async ({ page }) => {
      await page.route(`**/remotes/${remote.pkg}/**/remoteEntry.js`, (route) =>
        route.fulfill({ contentType: 'application/javascript', body: throwingRenderEntry(remote.federationName, remote.area) }),
      );
      await page.goto(remote.path);
      await expect(page.locator(`[data-area="${remote.area}"]`)).toBeVisible({ timeout: 20_000 });
      await expectRestOfSiteWorks(page, remote.other);
    });
  });
}
