import { expect, type Locator, type Page } from '@playwright/test';
import { say } from './catalogue';
import { solveSlider } from './identity';
import type { Language } from './site';

/** The identity popups and header controls a person uses, in the page's language. */
export const ui = {
  loginPopup: (page: Page, lang: Language) => page.getByRole('dialog', { name: say(lang, 'shell', 'login.title'), exact: true }),
  registerPopup: (page: Page, lang: Language) => page.getByRole('dialog', { name: say(lang, 'shell', 'register.title'), exact: true }),
  forgotPopup: (page: Page, lang: Language) => page.getByRole('dialog', { name: say(lang, 'shell', 'forgot.title'), exact: true }),
  changePasswordPopup: (page: Page, lang: Language) =>
    page.getByRole('dialog', { name: say(lang, 'shell', 'changePassword.title'), exact: true }),
  accountMenu: (page: Page, lang: Language) => page.getByRole('banner').getByRole('button', { name: say(lang, 'shell', 'header.accountMenu') }),
  headerLogin: (page: Page, lang: Language) => page.getByRole('banner').getByRole('button', { name: say(lang, 'shell', 'header.login'), exact: true }),
  headerRegister: (page: Page, lang: Language) =>
    page.getByRole('banner').getByRole('button', { name: say(lang, 'shell', 'header.register'), exact: true }),
  alert: (scope: Locator) => scope.getByRole('alert'),
};

/** The input a label names (a tab panel may carry the same name, so only inputs count). */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true }).and(scope.page().locator('input'));
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page, lang: Language): Promise<Locator> {
  await ui.headerLogin(page, lang).click();
  const dialog = ui.loginPopup(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Takes the free trial offered in the login popup: a trial account, logged in. */
export async function startFreePlay(page: Page, lang: Language): Promise<void> {
  const dialog = await openLogin(page, lang);
  await dialog.getByRole('button', { name: say(lang, 'shell', 'login.freePlay') }).click();
  await expect(dialog).toBeHidden();
}

/** Types username and password and submits; solves the slider the site then asks for. */
export async function submitPasswordLogin(page: Page, dialog: Locator, lang: Language, username: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
  await field(dialog, say(lang, 'shell', 'fields.username')).fill(username);
  await field(dialog, say(lang, 'shell', 'fields.password')).fill(password);
  if (options.remember !== undefined) await dialog.getByRole('checkbox', { name: say(lang, 'shell', 'login.remember') }).setChecked(options.remember);
  await dialog.getByRole('button', { name: say(lang, 'shell', 'login.submit'), exact: true }).click();
  await solveSlider(page);
}

/** A whole password login from the header; resolves once the header shows the account menu. */
export async function logIn(page: Page, lang: Language, username: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
  const dialog = await openLogin(page, lang);
  await submitPasswordLogin(page, dialog, lang, username, password, options);
  await expect(dialog).toBeHidden();
  await expect(ui.accountMenu(page, lang)).toBeVisible();
}

/** Signs out through the account menu, confirming the question. */
export async function signOut(page: Page, lang: Language): Promise<void> {
  await ui.accountMenu(page, lang).click();
  await page.getByRole('menuitem', { name: say(lang, 'shell', 'header.signOut') }).or(page.getByRole('button', { name: say(lang, 'shell', 'header.signOut') })).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(say(lang, 'shell', 'header.signOutConfirm'));
  await confirm.getByRole('button', { name: say(lang, 'common', 'actions.confirm') }).click();
  await expect(ui.headerLogin(page, lang)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  // Logout clears session storage, popup flags too; the specs' reader has seen the popups already.
  await page.evaluate(() => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    window.sessionStorage.setItem('USER_POPUP', '1');
  });
}

/** The forced change-password popup after a login with an issued password: the person picks their own. */
export async function changeIssuedPassword(page: Page, lang: Language, chosen: string): Promise<void> {
  const change = ui.changePasswordPopup(page, lang);
  await field(change, say(lang, 'shell', 'changePassword.newPassword')).fill(chosen);
  await field(change, say(lang, 'shell', 'changePassword.confirmNewPassword')).fill(chosen);
  await change.getByRole('button', { name: say(lang, 'shell', 'changePassword.submit') }).click();
  await expect(change).toBeHidden();
}
