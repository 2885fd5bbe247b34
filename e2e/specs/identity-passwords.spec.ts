import type { Locator, Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { latestCode, latestMessage, messageCount, newMobile, newUsername, newVisitorIn, solveSlider } from '../support/identity';
import { field, logIn, openLogin, submitPasswordLogin, ui } from '../support/login-flow';
import { operator } from '../support/operator';
import type { Language } from '../support/site';

/**
 * Passwords (SPEC §4, §5): forgot by e-mail (a temporary password by mail, then the forced change),
 * forgot by phone (a code, a new password, logged in at /), and a change from my account —
 * in Bengali and English, on phone and desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'shell', key, values);

async function openForgot(page: Page, lang: Language): Promise<Locator> {
  const login = await openLogin(page, lang);
  await login.getByRole('button', { name: text(lang, 'popups.links.forgotPassword') }).or(login.getByRole('link', { name: text(lang, 'popups.links.forgotPassword') })).click();
  const dialog = ui.forgotPopup(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A member with their own password (the operator-issued one changed already, through the api's rules). */
async function memberWithPassword(page: Page, lang: Language, extra: { email?: string; mobile?: string }) {
  const account = { account: newUsername('pw'), password: `Issued${Date.now() % 1e6}`, ...extra };
  await operator.openAccount(account);
  await page.goto('/');
  const dialog = await openLogin(page, lang);
  await submitPasswordLogin(page, dialog, lang, account.account, account.password);
  const change = ui.changePasswordPopup(page, lang);
  const own = `Own${Date.now() % 1e6}k`;
  await field(change, text(lang, 'changePassword.newPassword')).fill(own);
  await field(change, text(lang, 'changePassword.confirmNewPassword')).fill(own);
  await change.getByRole('button', { name: text(lang, 'changePassword.submit') }).click();
  await expect(change).toBeHidden();
  await expect(ui.accountMenu(page, lang)).toBeVisible();
  // Start over as a visitor in a fresh tab session.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.evaluate(() => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    window.sessionStorage.setItem('USER_POPUP', '1');
  });
  await page.goto('/');
  await expect(ui.headerLogin(page, lang)).toBeVisible();
  return { ...account, password: own };
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test.describe(`passwords (${lang})`, () => {
    test.beforeEach(async ({ page }) => newVisitorIn(page, lang));

    test('forgot by e-mail: the same answer for anyone, a temporary password by mail, then the forced change', async ({ page }) => {
      const email = `${newUsername('f')}@khela.example`;
      const member = await memberWithPassword(page, lang, { email });

      // The form's own rules first.
      let dialog = await openForgot(page, lang);
      await field(dialog, text(lang, 'fields.username')).fill(member.account);
      await field(dialog, text(lang, 'fields.email')).fill('not-an-address');
      await dialog.getByRole('button', { name: text(lang, 'forgot.submit') }).click();
      await expect(dialog.getByText(say(lang, 'common', 'rules.reg_pattern_4', { min: 3, max: 100 }))).toBeVisible();

      // Someone who does not have this account gets the very same answer, and no mail goes out.
      const wrongEmail = `${newUsername('x')}@khela.example`;
      await field(dialog, text(lang, 'fields.email')).fill(wrongEmail);
      await dialog.getByRole('button', { name: text(lang, 'forgot.submit') }).click();
      const answer = page.getByRole('alertdialog');
      await expect(answer).toContainText(text(lang, 'forgot.in_been_out'));
      await answer.getByRole('button', { name: say(lang, 'common', 'actions.confirm') }).click();
      expect(await messageCount(wrongEmail)).toBe(0);

      dialog = await openForgot(page, lang);
      await field(dialog, text(lang, 'fields.username')).fill(member.account);
      await field(dialog, text(lang, 'fields.email')).fill(email);
      await dialog.getByRole('button', { name: text(lang, 'forgot.submit') }).click();
      await expect(answer).toContainText(text(lang, 'forgot.in_been_out'));
      await answer.getByRole('button', { name: say(lang, 'common', 'actions.confirm') }).click();
      await expect(dialog).toBeHidden();

      const mail = await latestMessage(email);
      const temporary = mail.body.match(/\b([A-Za-z0-9]{10})\b/g)?.find((word) => /\d/.test(word) && /[A-Za-z]/.test(word));
      expect(temporary, 'the mail carries a temporary password').toBeTruthy();
      const login = await openLogin(page, lang);
      await submitPasswordLogin(page, login, lang, member.account, temporary!);
      const change = ui.changePasswordPopup(page, lang);
      await expect(change.getByText(text(lang, 'changePassword.forcedNote'))).toBeVisible();
      const chosen = `New${Date.now() % 1e6}z`;
      await field(change, text(lang, 'changePassword.newPassword')).fill(chosen);
      await field(change, text(lang, 'changePassword.confirmNewPassword')).fill(chosen);
      await change.getByRole('button', { name: text(lang, 'changePassword.submit') }).click();
      await expect(change).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(ui.accountMenu(page, lang)).toBeVisible();
    });

    test('forgot by phone: a code to the bound mobile, a new password, logged in at /', async ({ page }) => {
      const mobile = newMobile();
      const member = await memberWithPassword(page, lang, { mobile });
      await page.goto('/promotions');
      const dialog = await openForgot(page, lang);
      await dialog.getByRole('tab', { name: text(lang, 'forgot.tabs.phone') }).click();
      await field(dialog, text(lang, 'fields.mobile')).fill(`0${mobile}`);
      await dialog.getByRole('button', { name: text(lang, 'verification.sms.send') }).click();
      await solveSlider(page);
      await field(dialog, text(lang, 'fields.verificationCode')).fill(await latestCode(`+880${mobile}`));
      // The password rule holds here too.
      await field(dialog, text(lang, 'forgot.newPassword')).fill('short');
      await dialog.getByRole('button', { name: text(lang, 'forgot.phoneSubmit') }).click();
      await expect(dialog.getByText(say(lang, 'common', 'rules.reg_pattern_6', { min: 6, max: 20 }))).toBeVisible();
      const chosen = `Phone${Date.now() % 1e6}p`;
      await field(dialog, text(lang, 'forgot.newPassword')).fill(chosen);
      await dialog.getByRole('button', { name: text(lang, 'forgot.phoneSubmit') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(ui.accountMenu(page, lang)).toBeVisible();

      // The old password is gone; the new one works.
      await page.evaluate(() => window.sessionStorage.removeItem('token'));
      await page.goto('/');
      const login = await openLogin(page, lang);
      await submitPasswordLogin(page, login, lang, member.account, member.password);
      await expect(ui.alert(login)).toHaveText(say(lang, 'api', 'login.failed'));
      await field(login, text(lang, 'fields.password')).fill(chosen);
      await login.getByRole('button', { name: text(lang, 'login.submit'), exact: true }).click();
      await solveSlider(page);
      await expect(ui.accountMenu(page, lang)).toBeVisible();
    });

    test('change password from my account: the current one is asked, then home', async ({ page }) => {
      const member = await memberWithPassword(page, lang, {});
      await logIn(page, lang, member.account, member.password);
      await page.goto('/member/securityCenter');
      await page.getByTestId('member-page-securityCenter').getByRole('button', { name: say(lang, 'member', 'security.changePassword'), exact: true }).click();
      const dialog = ui.changePasswordPopup(page, lang);
      await expect(dialog).toBeVisible();
      const chosen = `Chg${Date.now() % 1e6}c`;
      await field(dialog, text(lang, 'changePassword.oldPassword')).fill('NotMine123');
      await field(dialog, text(lang, 'changePassword.newPassword')).fill(chosen);
      await field(dialog, text(lang, 'changePassword.confirmNewPassword')).fill(chosen);
      await dialog.getByRole('button', { name: text(lang, 'changePassword.submit') }).click();
      await expect(ui.alert(dialog)).toBeVisible();
      await field(dialog, text(lang, 'changePassword.oldPassword')).fill(member.password);
      await dialog.getByRole('button', { name: text(lang, 'changePassword.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(ui.accountMenu(page, lang)).toBeVisible();
    });
  });
}
