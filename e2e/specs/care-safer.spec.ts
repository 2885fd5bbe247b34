import { say, sayPattern } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import { field, openLogin, submitPasswordLogin, ui } from '../support/login-flow';
import type { Language } from '../support/site';
import { newPlayer, shown } from '../support/wallet';

/**
 * Safer gambling (docs/safer-gambling.md), each run with its own fresh player and no brand-wide
 * change: the deposit page prompts for a limit; the player sets a 24-hour deposit limit and is
 * refused a deposit above it, the refusal naming the limit, the period and what is used; then takes
 * a 24-hour time-out, is signed out at once and kept out (sign-in refused with the end). Bengali on
 * the phone, English on the desktop.
 */
const member = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a deposit limit refuses a deposit above it, and a time-out signs the player out and keeps them out (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile !== (lang === 'bn'), 'Bengali on the phone, English on the desktop');
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);

    // The deposit page asks first (RTS 12A) and leads to the limits.
    await page.goto('/member/depositv2');
    const prompt = page.getByTestId('deposit-limit-prompt');
    await expect(prompt).toContainText(member(lang, 'safer.prompt.title'));
    await prompt.getByRole('link', { name: member(lang, 'safer.prompt.set') }).click();
    await expect(page).toHaveURL(/\/member\/saferGambling/);

    // A 24-hour deposit limit of ৳100, typed freely.
    const limits = page.getByTestId('safer-limits');
    await limits.getByTestId('safer-deposit-day').fill('100');
    await limits.getByRole('button', { name: member(lang, 'safer.limits.save') }).click();
    await expect(page.getByTestId('safer-limits-done')).toHaveText(member(lang, 'safer.limits.saved'));
    await expect(page.getByTestId('safer-deposit-day-usage')).toHaveText(member(lang, 'safer.limits.used', { used: shown(lang, 0), limit: shown(lang, 10_000) }));

    // A ৳500 deposit is refused before the gateway: the limit, the period and what is used.
    await page.goto('/member/depositv2');
    await expect(page.getByTestId('deposit-safer-link')).toBeVisible();
    await page.getByTestId('deposit-channel-BKASH').click();
    const form = page.getByTestId('deposit-form');
    await field(form, member(lang, 'payments.amount')).fill('500');
    await form.getByRole('button', { name: member(lang, 'deposit.submitGateway') }).click();
    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(say(lang, 'api', 'safer.limit.deposit.day', { limit: '৳100.00', used: '৳0.00', left: '৳100.00' }));
    await expect(page).toHaveURL(/\/member\/depositv2/);

    // A 24-hour time-out, behind the tick box: signed out at once.
    await page.goto('/member/saferGambling');
    const pause = page.getByTestId('safer-break');
    await pause.getByRole('radio', { name: member(lang, 'safer.break.option.24h') }).check();
    await pause.getByRole('button', { name: member(lang, 'safer.break.submit') }).click();
    await expect(pause.getByRole('alert')).toHaveText(member(lang, 'safer.break.tickRequired'));
    await pause.getByRole('checkbox', { name: member(lang, 'safer.break.tick') }).check();
    await pause.getByRole('button', { name: member(lang, 'safer.break.submit') }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: sayPattern(lang, 'member', 'safer.break.doneTimeout') })).toBeVisible();
    await expect(ui.headerLogin(page, lang)).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();

    // Kept out: the sign-in is refused, naming the end of the time-out.
    await page.goto('/');
    const login = await openLogin(page, lang);
    await submitPasswordLogin(page, login, lang, player.account, player.password);
    await expect(ui.alert(login)).toHaveText(sayPattern(lang, 'api', 'safer.login.excluded.timeout'));
    await expect(ui.accountMenu(page, lang)).toHaveCount(0);
  });
}
