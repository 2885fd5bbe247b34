import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { newUsername, newVisitorIn } from '../support/identity';
import { openLogin, signOut, startFreePlay, ui } from '../support/login-flow';
import type { Language } from '../support/site';

/**
 * Social login on the demo as `pnpm start` sets it up: the demo brand's Google and Facebook point
 * at the sandbox's OpenID Connect providers (api/src/seed/oidc-env.ts, sandbox/src/oidc/), each
 * with its own sign-in page. And free play as a trial account with its limits (SPEC §1, §4, §6,
 * §8) — in Bengali and English, on phone and desktop. Each test signs in as its own person, and
 * nothing brand-wide changes any more (it still runs alone, as docs/adr/0017 lists it).
 */
test.describe('social login', () => {
  for (const lang of ['bn', 'en'] as const satisfies Language[]) {
    test(`continue with Google: back on the same page logged in, the same person next time; a cancel is told (${lang})`, async ({ page }) => {
      await newVisitorIn(page, lang);
      const person = newUsername('g');
      const continueWith = say(lang, 'shell', 'login.social.continueWith', { name: 'Google' });

      await page.goto('/promotions');
      let dialog = await openLogin(page, lang);
      await dialog.getByRole('link', { name: continueWith }).click();
      await page.getByLabel('Username').fill(person);
      await page.getByLabel('Display name').fill('Karim Sheikh');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(ui.accountMenu(page, lang)).toBeVisible();
      // Social logins never force a password change.
      await expect(ui.changePasswordPopup(page, lang)).toBeHidden();
      const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
      const first = await (await page.request.get('/wps/member/info', { headers: { authorization: token! } })).json();
      expect(first.value.nickname).toBe('Karim Sheikh');

      // Next time the provider remembers the person and sends them straight back.
      await signOut(page, lang);
      dialog = await openLogin(page, lang);
      await dialog.getByRole('link', { name: continueWith }).click();
      await expect(ui.accountMenu(page, lang)).toBeVisible();
      const again = await page.evaluate(() => window.sessionStorage.getItem('token'));
      const second = await (await page.request.get('/wps/member/info', { headers: { authorization: again! } })).json();
      expect(second.value.id).toBe(first.value.id);

      // On a device the provider does not know, the person changes their mind.
      await signOut(page, lang);
      await page.context().clearCookies();
      dialog = await openLogin(page, lang);
      await dialog.getByRole('link', { name: continueWith }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      dialog = ui.loginPopup(page, lang);
      await expect(dialog.getByRole('alert')).toHaveText(say(lang, 'shell', 'login.social.errors.oidc_cancelled'));
      await expect(page).not.toHaveURL(/loginError/);
      await expect(ui.accountMenu(page, lang)).toBeHidden();
    });
  }
});

test.describe('social login with a demo person', () => {
  // As a returning player's browser is: the site's service worker in charge of navigations. With its
  // navigation preload, a callback left to the browser was asked for twice and failed on the repeat.
  test.use({ serviceWorkers: 'allow' });
  for (const lang of ['bn', 'en'] as const satisfies Language[]) {
    test(`Facebook: a demo person picked on the sandbox's sign-in page comes back logged in under that name, with the service worker in charge (${lang})`, async ({ page }) => {
      await newVisitorIn(page, lang);
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const dialog = await openLogin(page, lang);
      await expect(dialog.getByRole('link', { name: say(lang, 'shell', 'login.social.continueWith', { name: 'Google' }) })).toBeVisible();
      await dialog.getByRole('link', { name: say(lang, 'shell', 'login.social.continueWith', { name: 'Facebook' }) }).click();
      // The provider's page follows the browser's language (English here), not the site's.
      await expect(page.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible();
      await expect(page.getByText('Signing in shares your username, name and e-mail address with the site.')).toBeVisible();
      await page.getByRole('button', { name: 'Continue as Ayesha Akter' }).click();
      await expect(ui.accountMenu(page, lang)).toBeVisible();
      const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
      const member = await (await page.request.get('/wps/member/info', { headers: { authorization: token! } })).json();
      expect(member.value.nickname).toBe('Ayesha Akter');
      // The account starts with the provider's id, cut to leave room for the random part the brand's username length allows.
      expect(member.value.account).toMatch(/^faceb/);
    });
  }
});

test.describe('free play', () => {
  for (const lang of ['bn', 'en'] as const satisfies Language[]) {
    test(`a trial account looks around but is asked for a real account at the member center and deposit (${lang})`, async ({ page }) => {
      await newVisitorIn(page, lang);
      await page.goto('/');
      await startFreePlay(page, lang);
      await expect(ui.accountMenu(page, lang)).toBeVisible();

      // Deposit from the header: the dialog asking for a real account, not the page.
      await page.getByRole('banner').getByRole('link', { name: say(lang, 'shell', 'header.deposit') }).click();
      const ask = page.getByRole('alertdialog');
      await expect(ask).toContainText(say(lang, 'shell', 'trial.title'));
      await expect(page).toHaveURL(/\/$/);
      await ask.getByRole('button', { name: say(lang, 'common', 'actions.cancel') }).click();
      await expect(ask).toBeHidden();

      // The member center, even by its address, does not open for a trial account.
      await page.goto('/member/securityCenter');
      await expect(page.getByTestId('trial-notice')).toBeVisible();
      await expect(page.getByTestId('member-page-securityCenter')).toHaveCount(0);

      // Upgrade: the trial ends and registration opens.
      await page.goto('/');
      await ui.accountMenu(page, lang).click();
      await page.getByTestId('member-panel').getByRole('link', { name: say(lang, 'shell', 'header.myAccount') }).click();
      await expect(ask).toContainText(say(lang, 'shell', 'trial.body'));
      await ask.getByRole('button', { name: say(lang, 'shell', 'trial.upgrade') }).click();
      await expect(ui.registerPopup(page, lang)).toBeVisible();
      await expect(ui.headerLogin(page, lang)).toBeVisible();
    });
  }
});
