import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { comeFrom, inThisWindowsLanguage, latestCode, latestMessage, newUsername, newVisitorIp, useLanguage } from '../support/identity';
import { changeIssuedPassword, field, logIn, openLogin, signOut, submitPasswordLogin, ui } from '../support/login-flow';
import { operator } from '../support/operator';
import type { Language } from '../support/site';

/**
 * Account protection (docs/identity.md): a session that has not proved the password lately is
 * asked for it before a sensitive change — here a person changes their e-mail after logging in with
 * "remember me" — and the old address is told. A session token in the address logs nobody in.
 */
const member = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

for (const lang of ['en', 'bn'] as const satisfies Language[]) {
  test(`changing the e-mail asks for the password again after a remember-me login; the old e-mail is told (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await useLanguage(page, lang);
    await comeFrom(page, newVisitorIp());
    const oldEmail = `${newUsername('old')}@khela.example`;
    const account = { account: newUsername('prt'), password: `Issued${Date.now() % 1e6}`, email: oldEmail };
    await operator.openAccount(account);
    const password = `Mine${Date.now() % 1e6}m`;

    // The first login forces a new password (which ends remembered devices); then "remember me".
    await page.goto('/');
    await submitPasswordLogin(page, await openLogin(page, lang), lang, account.account, account.password);
    await changeIssuedPassword(page, lang, password);
    await signOut(page, lang);
    await logIn(page, lang, account.account, password, { remember: true });
    await signOut(page, lang);
    await ui.headerLogin(page, lang).click();
    const login = ui.loginPopup(page, lang);
    await login.getByRole('button', { name: say(lang, 'shell', 'login.remembered.continue', { username: account.account }) }).click();
    await expect(login).toBeHidden();

    await page.goto('/member/securityCenter');
    const bindings = page.getByTestId('security-bindings');
    await bindings.getByRole('button', { name: member(lang, 'security.bindings.change.email') }).click();
    const newEmail = `${newUsername('new')}@khela.example`;
    await field(bindings, member(lang, 'security.bindings.newEmail')).fill(newEmail);
    await bindings.getByRole('button', { name: member(lang, 'security.code.send') }).click();

    // The popup asks for the password: a wrong one is refused, the right one sends the code.
    const confirm = page.getByRole('dialog', { name: member(lang, 'security.confirmPassword.title') });
    await expect(confirm).toBeVisible();
    const passwordField = field(confirm, member(lang, 'security.confirmPassword.password'));
    await expect(passwordField).toBeFocused();
    await passwordField.fill('NotMyPassword1');
    await confirm.getByRole('button', { name: member(lang, 'security.confirmPassword.submit') }).click();
    await expect(confirm.getByRole('alert')).not.toBeEmpty();
    await passwordField.fill(password);
    await confirm.getByRole('button', { name: member(lang, 'security.confirmPassword.submit') }).click();
    await expect(confirm).toBeHidden();

    await field(bindings, member(lang, 'security.code.label')).fill(await latestCode(newEmail));
    await bindings.getByRole('button', { name: member(lang, 'security.bindings.submit') }).click();
    await expect(bindings.getByText(member(lang, 'security.bindings.done.email'))).toBeVisible();

    const notice = await latestMessage(oldEmail);
    expect(notice.body).toContain(account.account);
    expect(notice.subject).toContain(lang === 'en' ? 'your account was changed' : 'আপনার অ্যাকাউন্টে পরিবর্তন হয়েছে');
  });
}

test('a session token in the address logs nobody in, and leaves the address (en)', async ({ page, browser }) => {
  const lang = 'en';
  await useLanguage(page, lang);
  await comeFrom(page, newVisitorIp());
  const account = { account: newUsername('tok'), password: `Issued${Date.now() % 1e6}` };
  await operator.openAccount(account);
  await page.goto('/');
  await submitPasswordLogin(page, await openLogin(page, lang), lang, account.account, account.password);
  await changeIssuedPassword(page, lang, `Mine${Date.now() % 1e6}t`);
  await expect(ui.accountMenu(page, lang)).toBeVisible();
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await useLanguage(other, lang);
  await other.goto(`/games?token=${encodeURIComponent(token!)}`);
  await expect(ui.headerLogin(other, lang)).toBeVisible();
  await expect(ui.accountMenu(other, lang)).toHaveCount(0);
  expect(new URL(other.url()).searchParams.has('token')).toBe(false);
  expect(await other.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  await stranger.close();
});
