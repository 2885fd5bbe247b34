import type { Locator, Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, openSideDrawer, popup, remoteArea, shellText, withSession } from '../support/site';

/**
 * The shell and every remote are separate React roots, yet one site: a value set in one is seen
 * in the other and back (one jotai store), an action in a remote reaches the shell (one bus), and
 * one language switch reaches every root (one i18n instance). No reload anywhere here.
 */
const lightTheme = 'হালকা থিম';

/** The theme switch of the shell's side menu: a sidebar on desktop, behind the hamburger on phones. */
async function shellThemeSwitch(page: Page, isMobile: boolean): Promise<Locator> {
  const menu = isMobile ? await openSideDrawer(page, 'bn') : page.getByRole('complementary', { name: shellText.sideMenu.bn });
  const toggle = menu.getByRole('switch', { name: lightTheme });
  await expect(toggle).toHaveAttribute('data-testid', 'shell-theme-switch');
  return toggle;
}

async function closeDrawer(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) return;
  await page.getByRole('button', { name: shellText.closeMenu.bn }).click();
  await expect(page.getByRole('dialog', { name: shellText.sideMenu.bn })).toBeHidden();
}

test.describe('one store', () => {
  test('the theme set in the member center is seen in the shell, and back', async ({ page, isMobile }) => {
    await withSession(page);
    await page.goto('/member/securityCenter');
    const memberSwitch = remoteArea(page, 'member').getByRole('switch', { name: lightTheme });
    await expect(memberSwitch).toHaveAttribute('data-testid', 'member-theme-switch');
    await expect(memberSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Set in the remote's root: the shell's switch and the page follow.
    await memberSwitch.click();
    await expect(memberSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const shellSwitch = await shellThemeSwitch(page, isMobile);
    await expect(shellSwitch).toHaveAttribute('aria-checked', 'true');

    // Set back in the shell's root: the remote's switch follows.
    await shellSwitch.click();
    await expect(shellSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await closeDrawer(page, isMobile);
    await expect(memberSwitch).toHaveAttribute('aria-checked', 'false');

    // And once more from the shell, to light.
    await (await shellThemeSwitch(page, isMobile)).click();
    await closeDrawer(page, isMobile);
    await expect(memberSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('one bus', () => {
  test('a notice in the home marquee opens the shell’s notice popup at that item', async ({ page }) => {
    // Reduced motion stands the marquee still, so a person can read and pick a title.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const marquee = remoteArea(page, 'home').getByRole('region', { name: 'বিজ্ঞপ্তি' });
    await expect(marquee.getByRole('button', { name: 'বিজ্ঞপ্তি পড়ুন: দায়িত্বশীলভাবে খেলুন' })).toBeAttached();
    // The titles run longer than a phone is wide: they scroll inside the marquee and never widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await marquee.getByRole('button', { name: 'বিজ্ঞপ্তি পড়ুন: বিকাশ ও নগদে দ্রুত লেনদেন' }).click();

    const notices = popup(page, shellText.notices.bn);
    await expect(notices).toBeVisible();
    await expect(notices.getByRole('button', { name: 'বিকাশ ও নগদে দ্রুত লেনদেন', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(notices.getByRole('article').getByRole('heading', { name: 'বিকাশ ও নগদে দ্রুত লেনদেন' })).toBeVisible();
    await expect(notices.getByRole('article')).toContainText('বিকাশ ও নগদে দ্রুত জমা ও উত্তোলন।');
  });

  test('the home FAV tab, logged out, opens the shell’s login popup', async ({ page }) => {
    await page.goto('/');
    await remoteArea(page, 'home').getByRole('tab', { name: 'প্রিয়', exact: true }).click();
    await expect(popup(page, shellText.login.bn)).toBeVisible();
    // The tab did not change: the visitor has to log in first.
    await expect(remoteArea(page, 'home').getByRole('tab', { name: shellText.home.bn, exact: true })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('one i18n instance', () => {
  test('switching language in the shell changes the remotes’ text at once, and back', async ({ page, isMobile }) => {
    await page.goto('/promotions');
    const promotions = remoteArea(page, 'member');
    // The promotions page's own title (its catalogue, rewards-promotions).
    const title = { bn: say('bn', 'member', 'rewardsPromotions.title'), en: say('en', 'member', 'rewardsPromotions.title') };
    await expect(promotions.getByRole('heading', { level: 1, name: title.bn })).toBeVisible();

    await chooseLanguage(page, isMobile, 'bn', 'en');
    await expect(promotions.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
    await expect(page.getByRole('navigation', { name: shellText.topNav.en })).toBeVisible();

    // Another remote mounted after the switch starts in English too.
    await page.getByRole('navigation', { name: shellText.topNav.en }).getByRole('link', { name: 'Live casino' }).click();
    await expect(remoteArea(page, 'games').getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();

    await chooseLanguage(page, isMobile, 'en', 'bn');
    await expect(remoteArea(page, 'games').getByRole('heading', { level: 1, name: 'লাইভ ক্যাসিনো' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: shellText.topNav.bn })).toBeVisible();
  });
});
