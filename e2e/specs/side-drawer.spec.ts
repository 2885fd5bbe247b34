import { expect, test } from '../support/fixtures';
import { useLanguage } from '../support/identity';
import { openSideDrawer, shellText, type Language } from '../support/site';

/**
 * On a phone the side menu is a drawer behind the hamburger: it takes the focus when it opens (a
 * keyboard or switch user lands in it), Escape closes it, and the focus goes back to the hamburger.
 */
for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the phone drawer takes the focus, closes on Escape and gives the focus back (${lang})`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a drawer only on phones; desktop shows a sidebar');
    await useLanguage(page, lang);
    await page.goto('/');
    const drawer = await openSideDrawer(page, lang);
    await expect(drawer.getByRole('button', { name: shellText.closeMenu[lang] })).toBeFocused();
    // Its links arrive with it (fetched when the drawer first opens).
    await expect(drawer.getByRole('link').first()).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: shellText.openMenu[lang] })).toBeFocused();
  });
}
