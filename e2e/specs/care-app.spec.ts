import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { comeFrom, inThisWindowsLanguage, newVisitorIp, useLanguage } from '../support/identity';
import { type Language, shellText } from '../support/site';
import { newPlayer } from '../support/wallet';

/**
 * The app (docs/app.md): the install page a download QR code opens, the web-app manifest linked
 * from every page with the icons Android asks for, the service worker registering, and the offline
 * page served when the network is gone. Then reality checks (docs/safer-gambling-reality.md): the
 * member's reminder interval is kept by the api and the next reminder counts from the login, so a
 * reload changes neither. The Bengali phone and the English desktop.
 *
 * The run blocks service workers (playwright.config.ts); this spec lets them in.
 */
test.use({ serviceWorkers: 'allow' });

const app = (lang: Language, key: string) => say(lang, 'app', key);
const member = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the install page shows the steps, the manifest and the worker are there, and offline gets the offline page (${lang})`, async ({ page, isMobile }) => {
    inThisWindowsLanguage(lang);
    await useLanguage(page, lang);
    await comeFrom(page, newVisitorIp());

    // The QR code's address: the phone's own steps first (Android on the phone), both platforms always.
    await page.goto(isMobile ? '/app?platform=android' : '/app');
    await expect(page.getByRole('heading', { level: 1, name: app(lang, 'title') })).toBeVisible();
    const android = page.getByTestId('app-install-android');
    const ios = page.getByTestId('app-install-ios');
    await expect(android).toContainText(app(lang, 'android.step2'));
    await expect(ios).toContainText(app(lang, 'ios.step2'));
    await expect(ios).toContainText(app(lang, 'ios.step4'));
    if (isMobile) await expect(android).toContainText(app(lang, 'yourPhone'));

    // The manifest is linked from the page and is a valid one: name, standalone, colours, and
    // the 192 and 512 icons plus a maskable one, each a PNG of the size it claims.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href!);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Khela', short_name: 'Khela', scope: '/', display: 'standalone', theme_color: '#0f1320' });
    expect(new URL(manifest.start_url, page.url()).origin).toBe(new URL(page.url()).origin);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const bytes = await image.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // The service worker registers for the whole site and takes the page over.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The network goes: a page navigation gets the offline page, in both languages, not the browser's error.
    await page.context().setOffline(true);
    await page.goto('/promotions');
    const offline = page.getByTestId('offline-page');
    await expect(offline).toContainText('আপনি অফলাইনে আছেন');
    await expect(offline).toContainText('You are offline');

    // Back online, "Try again" opens the site.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: /Try again/ }).click();
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the download QR code leads to the install page (${lang})`, async ({ page, isMobile }) => {
    inThisWindowsLanguage(lang);
    await useLanguage(page, lang);
    await comeFrom(page, newVisitorIp());
    await page.goto('/');
    // On the phone the code is in the side menu's drawer; on the desktop in the side menu beside the page.
    if (isMobile) await page.getByRole('button', { name: shellText.openMenu[lang] }).click();
    const link = page.getByTestId('side-menu').getByRole('link', { name: say(lang, 'shell', 'download.linkLabel', { platform: say(lang, 'shell', 'download.android') }) }).first();
    await expect(link).toHaveAttribute('href', new URL('/app?platform=android', page.url()).toString());
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: app(lang, 'title') })).toBeVisible();
  });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a member chooses a reality-check interval; it and the next reminder survive a reload (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await newPlayer(page, lang);
    await page.goto('/member/saferGambling');
    const section = page.getByTestId('reality-check-section');
    await expect(section.getByRole('radio', { name: member(lang, 'realityCheck.off') })).toBeChecked();
    await expect(section.getByTestId('reality-check-section-next')).toHaveText(member(lang, 'realityCheck.none'));

    const every15 = section.getByRole('radio', { name: member(lang, 'realityCheck.every', { minutes: lang === 'bn' ? '১৫' : '15' }) });
    await every15.check();
    await section.getByRole('button', { name: member(lang, 'realityCheck.save') }).click();
    await expect(section.getByTestId('reality-check-saved')).toHaveText(member(lang, 'realityCheck.savedEvery', { minutes: lang === 'bn' ? '১৫' : '15' }));
    const next = await section.getByTestId('reality-check-section-next').textContent();
    expect(next).not.toBe(member(lang, 'realityCheck.none'));

    // A reload: the same choice, and the same next reminder (counted from the login, not the page).
    await page.reload();
    await expect(page.getByTestId('reality-check-section').getByRole('radio', { name: member(lang, 'realityCheck.every', { minutes: lang === 'bn' ? '১৫' : '15' }) })).toBeChecked();
    await expect(page.getByTestId('reality-check-section').getByTestId('reality-check-section-next')).toHaveText(next!);
    // Not due yet: no reminder over the page.
    await expect(page.getByTestId('reality-check')).toHaveCount(0);
  });
}
