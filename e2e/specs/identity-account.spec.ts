import * as OTPAuth from 'otpauth';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { asReturningVisitor, comeFrom, inThisWindowsLanguage, newUsername, newVisitorIp, useLanguage } from '../support/identity';
import { changeIssuedPassword, field, logIn, openLogin, signOut, submitPasswordLogin, ui } from '../support/login-flow';
import { operator } from '../support/operator';
import type { Language } from '../support/site';

/**
 * My account (securityCenter, SPEC §2): the profile, a payment password, an authenticator app
 * that then confirms a login from a new place, the signed-in devices with "sign out other
 * devices", and the login history — in Bengali and English, on phone and desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`my account: payment password, authenticator, devices and history (${lang})`, async ({ page, browser }) => {
    // A whole account's life, and up to one authenticator period (30 s) waited for a fresh code.
    test.slow();
    inThisWindowsLanguage(lang);
    await useLanguage(page, lang);
    const home = newVisitorIp();
    await comeFrom(page, home);
    const account = { account: newUsername('acc'), password: `Issued${Date.now() % 1e6}`, email: `${newUsername('a')}@khela.example` };
    await operator.openAccount(account);
    await page.goto('/');
    const login = await openLogin(page, lang);
    await submitPasswordLogin(page, login, lang, account.account, account.password);
    const password = `Mine${Date.now() % 1e6}m`;
    await changeIssuedPassword(page, lang, password);

    await page.goto('/member/securityCenter');
    const center = page.getByTestId('member-page-securityCenter');
    await expect(center.getByTestId('profile-account')).toHaveText(account.account);

    // Payment password: six digits, confirmed, set with the login password.
    const payment = center.getByTestId('security-payment-password');
    await expect(payment.getByText(text(lang, 'security.paymentPassword.notSet'))).toBeVisible();
    await payment.getByRole('button', { name: text(lang, 'security.paymentPassword.set') }).click();
    await field(payment, text(lang, 'security.paymentPassword.loginPassword')).fill(password);
    await field(payment, text(lang, 'security.paymentPassword.newPaymentPassword')).fill('12ab');
    await field(payment, text(lang, 'security.paymentPassword.confirm')).fill('12ab');
    await payment.getByRole('button', { name: text(lang, 'security.paymentPassword.save') }).click();
    await expect(payment.getByText(text(lang, 'security.paymentPassword.errors.rule')).first()).toBeVisible();
    await field(payment, text(lang, 'security.paymentPassword.newPaymentPassword')).fill('480135');
    await field(payment, text(lang, 'security.paymentPassword.confirm')).fill('480135');
    await payment.getByRole('button', { name: text(lang, 'security.paymentPassword.save') }).click();
    await expect(payment.getByText(text(lang, 'security.paymentPassword.saved'))).toBeVisible();
    await expect(payment.getByText(text(lang, 'security.paymentPassword.isSet'))).toBeVisible();

    // Authenticator: the setup key goes into an app, whose code turns it on.
    const totp = center.getByTestId('security-totp');
    await totp.getByRole('button', { name: text(lang, 'security.totp.start') }).click();
    await expect(totp.getByTestId('totp-qr')).toBeVisible();
    const secret = (await totp.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const enrolCode = app.generate();
    await field(totp, text(lang, 'security.totp.code')).fill(enrolCode);
    await totp.getByRole('button', { name: text(lang, 'security.totp.confirm') }).click();
    await expect(totp.getByText(text(lang, 'security.totp.enabled'))).toBeVisible();

    // Another device signs in; from here it is signed out again.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await useLanguage(otherPage, lang);
    await comeFrom(otherPage, home);
    await asReturningVisitor(otherPage);
    await otherPage.goto('/');
    await logIn(otherPage, lang, account.account, password);
    const otherToken = await otherPage.evaluate(() => window.sessionStorage.getItem('token'));
    await page.reload();
    const sessions = center.getByTestId('security-sessions');
    await expect(sessions.getByTestId('session-current')).toBeVisible();
    await expect(sessions.getByTestId('session')).toHaveCount(1);
    await sessions.getByRole('button', { name: text(lang, 'security.sessions.signOutOthers') }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(text(lang, 'security.sessions.confirmText'));
    await confirm.getByRole('button', { name: text(lang, 'security.sessions.confirmButton') }).click();
    await expect(sessions.getByText(text(lang, 'security.sessions.signedOut_one', { number: lang === 'bn' ? '১' : 1 }))).toBeVisible();
    await expect(sessions.getByTestId('session')).toHaveCount(0);
    expect((await otherPage.request.get('/wps/member/info', { headers: { authorization: otherToken! } })).status()).toBe(401);
    await other.close();

    // Every login is in the history, newest first.
    const history = center.getByTestId('security-history');
    await expect(history.getByRole('row').nth(1)).toContainText(text(lang, 'security.history.success'));

    // From somewhere new, the authenticator confirms it is the member.
    await signOut(page, lang);
    await comeFrom(page, newVisitorIp());
    const again = await openLogin(page, lang);
    await submitPasswordLogin(page, again, lang, account.account, password);
    const step = page.getByRole('dialog', { name: say(lang, 'shell', 'login.secondFactor.title') });
    await step.getByRole('radio', { name: say(lang, 'shell', 'login.secondFactor.methods.totp') }).check();
    // A code is good once: wait for the app's next one if the enrolment's is still showing.
    await expect.poll(() => app.generate(), { timeout: 31_000, intervals: [1000] }).not.toBe(enrolCode);
    await field(step, say(lang, 'shell', 'login.secondFactor.answers.totp')).fill(app.generate());
    await step.getByRole('button', { name: say(lang, 'shell', 'login.secondFactor.submit') }).click();
    await expect(step).toBeHidden();
    await expect(ui.accountMenu(page, lang)).toBeVisible();
  });
}
