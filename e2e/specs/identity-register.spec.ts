import type { Locator, Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { asReturningVisitor, comeFrom, latestCode, newMobile, newUsername, newVisitorIn, newVisitorIp, solveSlider, useLanguage } from '../support/identity';
import { field, ui } from '../support/login-flow';
import type { Language } from '../support/site';

/**
 * Registration as a new player meets it (SPEC §2–§5): by username and by mobile number with the
 * code read from the phone, every rule of the demo brand's form refusing bad input with its own
 * message, the terms and age boxes, the invitation code — in Bengali and English, phone and desktop.
 */

const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'shell', key, values);
const rule = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'common', `rules.${key}`, values);

/** A password no common-password list has. */
const newPassword = () => `Kh${Date.now() % 1e6}q`;

async function openRegister(page: Page, lang: Language): Promise<Locator> {
  await ui.headerRegister(page, lang).click();
  const dialog = ui.registerPopup(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
}

const input = (dialog: Locator, lang: Language, name: string) => field(dialog, text(lang, `register.fields.${name}`));
const submit = (dialog: Locator, lang: Language) => dialog.getByRole('button', { name: text(lang, 'register.submit') }).click();
const box = (dialog: Locator, label: string) => dialog.getByRole('checkbox', { name: label });

async function tickAgreements(dialog: Locator, lang: Language): Promise<void> {
  await box(dialog, text(lang, 'register.acceptTerms')).check();
  await box(dialog, text(lang, 'register.confirmAge', { age: 18 })).check();
}

/** The logged-in member as the api describes them, with the page's own token. */
async function memberInfo(page: Page): Promise<{ account: string; affiliateCode: string }> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const response = await page.request.get('/wps/member/info', { headers: { authorization: token ?? '' } });
  return ((await response.json()) as { value: { account: string; affiliateCode: string } }).value;
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test.describe(`registration (${lang})`, () => {
    test.beforeEach(async ({ page }) => newVisitorIn(page, lang));

    test('by username: terms and age first, each rule with its message, then logged in at /', async ({ page }) => {
      await page.goto('/promotions');
      const dialog = await openRegister(page, lang);

      // Nothing happens before the terms are ticked, then the age.
      await submit(dialog, lang);
      await expect(dialog.getByText(rule(lang, 'terms_required'))).toBeVisible();
      await box(dialog, text(lang, 'register.acceptTerms')).check();
      await expect(dialog.getByText(rule(lang, 'terms_required'))).toBeHidden();
      await submit(dialog, lang);
      await expect(dialog.getByText(rule(lang, 'age_required', { age: 18 }))).toBeVisible();
      await box(dialog, text(lang, 'register.confirmAge', { age: 18 })).check();

      // Required fields, then each pattern of the brand's rules with its bounds.
      await submit(dialog, lang);
      await expect(dialog.getByText(rule(lang, 'required')).first()).toBeVisible();
      await input(dialog, lang, 'username').fill('1abc');
      await input(dialog, lang, 'password').fill('abcdefgh');
      await input(dialog, lang, 'confirmPassword').fill('abcdefgx');
      await input(dialog, lang, 'email').fill('not-an-address');
      await input(dialog, lang, 'payeeName').fill('R2 D2');
      await submit(dialog, lang);
      await expect(dialog.getByText(rule(lang, 'reg_pattern_2', { min: 6, max: 11 }))).toBeVisible();
      await expect(dialog.getByText(rule(lang, 'reg_pattern_6', { min: 6, max: 20 })).first()).toBeVisible();
      await expect(dialog.getByText(rule(lang, 'reg_pattern_4', { min: 5, max: 100 }))).toBeVisible();
      await expect(dialog.getByText(rule(lang, 'reg_pattern_9', { min: 2, max: 50 }))).toBeVisible();

      const username = newUsername('r');
      const password = newPassword();
      await input(dialog, lang, 'username').fill(username);
      await input(dialog, lang, 'password').fill(password);
      await input(dialog, lang, 'confirmPassword').fill(`${password}x`);
      await input(dialog, lang, 'email').fill(`${username}@khela.example`);
      await input(dialog, lang, 'payeeName').fill('Rahim Uddin');
      await submit(dialog, lang);
      await expect(dialog.getByText(rule(lang, 'confirm_mismatch'))).toBeVisible();

      // A password everyone uses is refused by the server, and nothing is created.
      await input(dialog, lang, 'password').fill('password1');
      await input(dialog, lang, 'confirmPassword').fill('password1');
      await submit(dialog, lang);
      await solveSlider(page);
      await expect(ui.alert(dialog)).toHaveText(say(lang, 'api', 'password.common'));

      await input(dialog, lang, 'password').fill(password);
      await input(dialog, lang, 'confirmPassword').fill(password);
      await submit(dialog, lang);
      await solveSlider(page);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(ui.accountMenu(page, lang)).toBeVisible();
      expect((await memberInfo(page)).account).toBe(username.toLowerCase());
    });

    test('by mobile number: no code for an invalid number, the code from the phone, the username is the number', async ({ page }) => {
      await page.goto('/');
      const dialog = await openRegister(page, lang);
      await dialog.getByRole('tab', { name: text(lang, 'register.tabs.registerMobile') }).click();
      await expect(input(dialog, lang, 'username')).toHaveCount(0);

      await input(dialog, lang, 'mobileNum').fill('123');
      await dialog.getByRole('button', { name: text(lang, 'verification.sms.send') }).click();
      await expect(dialog.getByText(rule(lang, 'reg_pattern_7', { min: 10, max: 11 }))).toBeVisible();
      await expect(page.getByRole('slider')).toHaveCount(0);

      const mobile = newMobile();
      await input(dialog, lang, 'mobileNum').fill(`0${mobile}`);
      await page.waitForTimeout(1100);
      await dialog.getByRole('button', { name: text(lang, 'verification.sms.send') }).click();
      await solveSlider(page);
      await expect(dialog.getByText(text(lang, 'verification.sms.sent', { minutes: 5 }))).toBeVisible();
      // The button counts down to the next send (60 s × the code's minutes).
      await expect(dialog.getByRole('button', { name: new RegExp(text(lang, 'verification.sms.resendIn', { seconds: '\\d+' }).replace(/[()]/g, '\\$&')) })).toBeDisabled();

      const password = newPassword();
      await input(dialog, lang, 'verificationCode').fill(await latestCode(`+880${mobile}`));
      await input(dialog, lang, 'password').fill(password);
      await input(dialog, lang, 'confirmPassword').fill(password);
      await tickAgreements(dialog, lang);
      await submit(dialog, lang);
      await solveSlider(page);
      await expect(dialog).toBeHidden();
      await expect(ui.accountMenu(page, lang)).toBeVisible();
      expect((await memberInfo(page)).account).toBe(mobile);
    });
  });
}

test.describe('registration: invitation codes', () => {
  test('an invalid code is refused in a warning; a valid one from the link hides the field (en)', async ({ page, browser }) => {
    const lang = 'en';
    await useLanguage(page, lang);
    await comeFrom(page, newVisitorIp());
    await page.goto('/');
    let dialog = await openRegister(page, lang);
    const username = newUsername('u');
    const password = newPassword();
    await input(dialog, lang, 'username').fill(username);
    await input(dialog, lang, 'password').fill(password);
    await input(dialog, lang, 'confirmPassword').fill(password);
    await input(dialog, lang, 'affiliateCode').fill('ZZZZ9999');
    await tickAgreements(dialog, lang);
    await submit(dialog, lang);
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText(text(lang, 'register.invitation_code_error'));
    await warning.getByRole('button', { name: say(lang, 'common', 'actions.confirm') }).click();
    await input(dialog, lang, 'affiliateCode').fill('');
    await submit(dialog, lang);
    await solveSlider(page);
    await expect(dialog).toBeHidden();
    const { affiliateCode } = await memberInfo(page);

    // A friend follows this member's link.
    const friend = await browser.newContext({ ...(page.viewportSize() ? { viewport: page.viewportSize()! } : {}) });
    const friendPage = await friend.newPage();
    await asReturningVisitor(friendPage);
    await useLanguage(friendPage, lang);
    await comeFrom(friendPage, newVisitorIp());
    await friendPage.goto(`/register?affiliateCode=${affiliateCode}`);
    dialog = ui.registerPopup(friendPage, lang);
    await expect(dialog).toBeVisible();
    await expect(input(dialog, lang, 'username')).toBeVisible();
    await expect(input(dialog, lang, 'affiliateCode')).toHaveCount(0);
    await friend.close();
  });
});
