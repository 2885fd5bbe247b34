import type { Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { useLanguage } from '../support/identity';
import { openSideDrawer, shellText, type Language } from '../support/site';
import { windowOf } from '../support/window';

/**
 * The dark/light theme (shared/src/store/theme.ts): a choice remembered on this device and painted
 * from the first frame on the next load (shell/src/index.html's inline script), never a dark flash.
 * Each test is its own visitor (its own local storage): parallel-safe.
 */
const variants: Record<'phone' | 'desktop', Language> = { phone: 'bn', desktop: 'en' };

const pageColour = { dark: 'rgb(15, 19, 32)', light: 'rgb(245, 246, 250)' } as const;
const barColour = { dark: '#0f1320', light: '#f5f6fa' } as const;

interface FirstPaint {
  theme: string | undefined;
  background: string;
  bar: string | null | undefined;
}

/** Records, at DOMContentLoaded (before the shell's code has run), what the first frame paints. */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { khelaFirstPaint: FirstPaint }).khelaFirstPaint = {
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
        bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      };
    });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { khelaFirstPaint: FirstPaint }).khelaFirstPaint);

/** The theme switch of the shell's side menu: a sidebar on desktop, behind the hamburger on phones. */
async function flipTheme(page: Page, lang: Language, isMobile: boolean): Promise<void> {
  const menu = isMobile ? await openSideDrawer(page, lang) : page.getByRole('complementary', { name: shellText.sideMenu[lang] });
  await menu.getByRole('switch', { name: say(lang, 'common', 'theme.light') }).click();
  if (isMobile) {
    await page.getByRole('button', { name: shellText.closeMenu[lang] }).click();
    await expect(page.getByRole('dialog', { name: shellText.sideMenu[lang] })).toBeHidden();
  }
}

test('a light theme picked in the side menu is painted from the first frame after a reload, and dark again after switching back', async ({ page, isMobile }, testInfo) => {
  const lang = variants[windowOf(testInfo)];
  await useLanguage(page, lang);
  await recordFirstPaint(page);

  // A first visit: dark, the default, from the first frame.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect(await firstPaint(page)).toEqual({ theme: undefined, background: pageColour.dark, bar: barColour.dark });

  await flipTheme(page, lang, isMobile);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', barColour.light);
  await expect(page.locator('body')).toHaveCSS('background-color', pageColour.light);

  // Reloaded: light before any of the site's code ran, and the switch still says light.
  await page.reload();
  expect(await firstPaint(page)).toEqual({ theme: 'light', background: pageColour.light, bar: barColour.light });
  const menu = isMobile ? await openSideDrawer(page, lang) : page.getByRole('complementary', { name: shellText.sideMenu[lang] });
  await expect(menu.getByRole('switch', { name: say(lang, 'common', 'theme.light') })).toHaveAttribute('aria-checked', 'true');
  if (isMobile) await page.getByRole('button', { name: shellText.closeMenu[lang] }).click();

  // Back to dark: the next load is dark from the first frame again.
  await flipTheme(page, lang, isMobile);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  expect(await firstPaint(page)).toEqual({ theme: undefined, background: pageColour.dark, bar: barColour.dark });
});

test('the remembered light theme is painted by the page itself, even when none of the site’s scripts load', async ({ page }, testInfo) => {
  const lang = variants[windowOf(testInfo)];
  await useLanguage(page, lang);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  // Only the served page: its inline script carries the CSP nonce the api writes in, the bundles never arrive.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', pageColour.light);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', barColour.light);
  expect(errors).toEqual([]);
});
