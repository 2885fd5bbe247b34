import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { popup, remoteArea, shellText, withoutStartAnswers, withSession } from '../support/site';

/**
 * The start-of-session announcement popup (SPEC §2) and the shared popup it is drawn with,
 * as a first-time visitor meets them: nothing dismissed yet in this browser session.
 */
test.use({ freshSession: true });

/** The demo brand's visitor (execution B) announcements, api/src/seed/demo-content.ts. */
const bonus = { title: 'নতুন সদস্যদের জন্য বোনাস', body: 'প্রথম জমায় ১০০% বোনাস পান।' };
const aboutSite = { title: 'সাইট সম্পর্কে', body: 'খেলা বাংলাদেশের খেলোয়াড়দের জন্য তৈরি।' };

const announcements = (page: Page) => popup(page, shellText.announcements.bn);
/** The list of titles (the paginator below it is a list of buttons too). */
const titles = (dialog: Locator) => dialog.getByTestId('announcement-titles').getByRole('button');
const titleButton = (dialog: Locator, title: string) => titles(dialog).filter({ hasText: new RegExp(`^${title}$`) });
const detail = (dialog: Locator) => dialog.getByRole('article');

/** Resolves when the page has fetched this audience's announcements (the popup's source). */
const announcementsFetched = (page: Page, execution: 'A' | 'B') =>
  page.waitForResponse((response) => response.url().includes('/wps/announcements') && response.url().includes(`execution=${execution}`));

/** Twelve more popup items from the server, so the list needs more than one page of 9. */
async function withManyAnnouncements(page: Page): Promise<void> {
  await page.route('**/wps/announcements?*execution=B*', async (route) => {
    const response = await route.fetch();
    const envelope = await response.json();
    const extra = Array.from({ length: 12 }, (_, i) => ({ id: `e2e-${i + 1}`, title: `পরীক্ষার ঘোষণা ${i + 1}`, content: `<p>বিবরণ ${i + 1}</p>`, promotionType: null }));
    envelope.value.popup = [...envelope.value.popup, ...extra];
    await route.fulfill({ response, json: envelope });
  });
}

/** A point on the popup's cover, outside the dialog itself, where a person could tap. */
async function pointOnCover(page: Page, dialog: Locator): Promise<{ x: number; y: number }> {
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  const gaps = [
    { size: box.y, x: box.x + box.width / 2, y: box.y / 2 },
    { size: viewport.height - (box.y + box.height), x: box.x + box.width / 2, y: (box.y + box.height + viewport.height) / 2 },
    { size: box.x, x: box.x / 2, y: box.y + box.height / 2 },
    { size: viewport.width - (box.x + box.width), x: (box.x + box.width + viewport.width) / 2, y: box.y + box.height / 2 },
  ];
  const widest = gaps.sort((a, b) => b.size - a.size)[0]!;
  expect(widest.size, 'some of the cover shows around the popup').toBeGreaterThan(4);
  return { x: widest.x, y: widest.y };
}

const focusIsInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

test.describe('announcement popup', () => {
  // These change the announcements on their way or wait for them: the page asks for them rather
  // than reading the visitors' answer index.html carries (api/src/site/start-answers.ts).
  test.beforeEach(async ({ page }) => withoutStartAnswers(page));

  test('shows on a visitor’s first load; after closing, a reload in the same session does not show it again', async ({ page }) => {
    await page.goto('/');
    const dialog = announcements(page);
    await expect(dialog).toBeVisible();
    await expect(remoteArea(page, 'home')).toBeVisible();

    // The first item is chosen and shown in the detail pane, with its go-to-promotion button.
    await expect(titleButton(dialog, bonus.title)).toHaveAttribute('aria-current', 'true');
    await expect(detail(dialog).getByRole('heading', { name: bonus.title })).toBeVisible();
    await expect(detail(dialog)).toContainText(bonus.body);
    await expect(detail(dialog).getByRole('button', { name: shellText.goToPromotion.bn })).toBeVisible();

    // Choosing another title shows it; an item without a promotion has no button.
    await titleButton(dialog, aboutSite.title).click();
    await expect(titleButton(dialog, aboutSite.title)).toHaveAttribute('aria-current', 'true');
    await expect(titleButton(dialog, bonus.title)).not.toHaveAttribute('aria-current', 'true');
    await expect(detail(dialog).getByRole('heading', { name: aboutSite.title })).toBeVisible();
    await expect(detail(dialog)).toContainText(aboutSite.body);
    await expect(detail(dialog).getByRole('button', { name: shellText.goToPromotion.bn })).toHaveCount(0);

    await dialog.getByRole('button', { name: shellText.close.bn, exact: true }).click();
    await expect(dialog).toBeHidden();

    const fetched = announcementsFetched(page, 'B');
    await page.reload();
    await fetched;
    await expect(remoteArea(page, 'home').getByRole('heading', { level: 1, name: shellText.home.bn })).toBeVisible();
    await expect(announcements(page)).toHaveCount(0);
  });

  test('its items come 9 a page, with a paginator', async ({ page }) => {
    await withManyAnnouncements(page);
    await page.goto('/');
    const dialog = announcements(page);
    const pages = dialog.getByRole('navigation', { name: 'পৃষ্ঠা' });

    await expect(titles(dialog)).toHaveCount(9);
    await expect(titles(dialog).first()).toHaveText(bonus.title);
    await expect(pages.getByRole('button', { name: 'পৃষ্ঠা ১' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'আগের পৃষ্ঠা' })).toBeDisabled();

    // Page 2 holds items 10 to 14; its first item is chosen.
    await pages.getByRole('button', { name: 'পরের পৃষ্ঠা' }).click();
    await expect(titles(dialog)).toHaveCount(5);
    await expect(titles(dialog).first()).toHaveText('পরীক্ষার ঘোষণা 8');
    await expect(pages.getByRole('button', { name: 'পৃষ্ঠা ২' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeDisabled();
    await expect(detail(dialog).getByRole('heading', { name: 'পরীক্ষার ঘোষণা 8', exact: true })).toBeVisible();

    await titleButton(dialog, 'পরীক্ষার ঘোষণা 12').click();
    await expect(detail(dialog)).toContainText('বিবরণ 12');

    await pages.getByRole('button', { name: 'পৃষ্ঠা ১' }).click();
    await expect(titles(dialog)).toHaveCount(9);
    await expect(titleButton(dialog, bonus.title)).toHaveAttribute('aria-current', 'true');
  });

  test('go to promotion closes it and opens the promotion the item names (a public page)', async ({ page }) => {
    await page.goto('/');
    const dialog = announcements(page);
    await detail(dialog).getByRole('button', { name: shellText.goToPromotion.bn }).click();
    await expect(dialog).toBeHidden();
    // WELCOME_BONUS is a demo campaign (api/src/seed/demo-promotions.ts): its own page, with its terms.
    await expect(page).toHaveURL(/\/promotions\/WELCOME_BONUS$/);
    await expect(remoteArea(page, 'member').getByRole('heading', { level: 1, name: '৳৫০০ পর্যন্ত ১০০% স্বাগতম বোনাস' })).toBeVisible();
  });

  test('go to promotion takes a member to the reward center when no campaign has the code', async ({ page }) => {
    await withSession(page);
    await page.goto('/');
    // Members get the execution A announcements.
    const dialog = announcements(page);
    await expect(detail(dialog).getByRole('heading', { name: 'দৈনিক রিবেট' })).toBeVisible();
    await detail(dialog).getByRole('button', { name: shellText.goToPromotion.bn }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/member\/rewardCenter$/);
    await expect(remoteArea(page, 'member').getByRole('heading', { level: 1, name: 'পুরস্কার কেন্দ্র' })).toBeVisible();

    const fetched = announcementsFetched(page, 'A');
    await page.reload();
    await fetched;
    await expect(remoteArea(page, 'member').getByRole('heading', { level: 1, name: 'পুরস্কার কেন্দ্র' })).toBeVisible();
    await expect(announcements(page)).toHaveCount(0);
  });
});

test.describe('shared popup', () => {
  test('takes the focus, keeps it inside, and locks the page scroll', async ({ page }) => {
    await page.goto('/');
    const dialog = announcements(page);
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInside(dialog)).toBe(true);
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog)).toBe(true);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await dialog.getByRole('button', { name: shellText.close.bn, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('a tap on the cover outside it does not close it', async ({ page }) => {
    await page.goto('/');
    const dialog = announcements(page);
    await expect(dialog).toBeVisible();
    const point = await pointOnCover(page, dialog);
    await page.mouse.click(point.x, point.y);
    await expect(dialog).toBeVisible();
    // Still the same popup, still usable.
    await titleButton(dialog, aboutSite.title).click();
    await expect(detail(dialog)).toContainText(aboutSite.body);
  });

  test('Escape closes it, and it stays closed for the session', async ({ page }) => {
    await page.goto('/');
    const dialog = announcements(page);
    await expect.poll(() => focusIsInside(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The next page asks for the announcements itself, so the test knows when the popup could have come back.
    await withoutStartAnswers(page);
    const fetched = announcementsFetched(page, 'B');
    await page.goto('/live');
    await fetched;
    await expect(remoteArea(page, 'games')).toBeVisible();
    await expect(announcements(page)).toHaveCount(0);
  });
});
