import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { asReturningVisitor, comeFrom, inThisWindowsLanguage, newUsername, newVisitorIp, solveSlider, useLanguage } from '../support/identity';
import { playHouseDice } from '../support/games';
import { field, ui } from '../support/login-flow';
import type { Language } from '../support/site';
import { cashier, depositThroughGateway, headerBalance, newPlayer, shown } from '../support/wallet';

/**
 * Referral and profit and loss (docs/referral.md), in Bengali on the phone and English on the
 * desktop: a fresh member copies their invite link; a new visitor in a browser of their own opens
 * it, registers with the code already filled in and deposits; the member's referral page shows the
 * friend (masked) as deposited. The member's profit and loss then shows a settled house bet.
 * Only this spec's own players; no brand-wide setting changes.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`an invite link registers a friend who deposits; the referral page and the profit and loss show it (${lang})`, async ({ page, browser, context, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const member = await newPlayer(page, lang);

    // The member's invite: code, link and QR; the link is copied to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/member/referral');
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'referral.title') })).toBeVisible();
    const code = (await page.getByTestId('referral-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
    await expect(page.getByTestId('referral-qr')).toBeVisible();
    await page.getByRole('button', { name: text(lang, 'referral.invite.copyLink') }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(page.url()).origin}/register?referralCode=${code}`);
    await expect(page.getByTestId('referral-invitees')).toContainText(text(lang, 'referral.invitees.empty'));

    // A new visitor, in a browser of their own, follows the link and registers with the code filled in.
    const friendContext = await browser.newContext({ ...(page.viewportSize() ? { viewport: page.viewportSize()! } : {}), isMobile, hasTouch: isMobile });
    const friendPage = await friendContext.newPage();
    await asReturningVisitor(friendPage);
    await useLanguage(friendPage, lang);
    await comeFrom(friendPage, newVisitorIp());
    await friendPage.goto(link);
    const dialog = ui.registerPopup(friendPage, lang);
    await expect(dialog).toBeVisible();
    const shell = (key: string, values?: Record<string, string | number>) => say(lang, 'shell', key, values);
    await expect(field(dialog, shell('register.fields.referralCode'))).toHaveValue(code);
    const username = newUsername('rf');
    const password = `Kh${Date.now() % 1e6}r`;
    await field(dialog, shell('register.fields.username')).fill(username);
    await field(dialog, shell('register.fields.password')).fill(password);
    await field(dialog, shell('register.fields.confirmPassword')).fill(password);
    await dialog.getByRole('checkbox', { name: shell('register.acceptTerms') }).check();
    await dialog.getByRole('checkbox', { name: shell('register.confirmAge', { age: 18 }) }).check();
    await dialog.getByRole('button', { name: shell('register.submit') }).click();
    await solveSlider(friendPage);
    await expect(dialog).toBeHidden();

    // Signed up: the member sees the friend, masked, as signed up; then the friend deposits ৳500.
    await page.reload();
    const friendRow = page.getByTestId('referral-invitees').getByRole('row').filter({ has: page.getByTestId('invitee-account') });
    await expect(friendRow).toHaveCount(1);
    await expect(friendRow.getByTestId('invitee-status')).toHaveText(text(lang, 'referral.status.registered'));
    const masked = (await friendRow.getByTestId('invitee-account').textContent())!;
    expect(masked).toContain('***');
    expect(masked).not.toBe(username);
    await depositThroughGateway(friendPage, lang, 500);
    await friendContext.close();

    await page.reload();
    await expect(friendRow.getByTestId('invitee-status')).toHaveText(text(lang, 'referral.status.deposited'));
    await expect(friendRow).toContainText(shown(lang, 50_000));

    // Profit and loss: nothing yet, then one settled ৳10 roll of the house dice.
    await page.goto('/member/personalProfit');
    await expect(page.getByText(text(lang, 'profit.empty'))).toBeVisible();
    await cashier.adjust(member.account, 10_000, 'e2e profit and loss');
    await page.reload();
    await expect(headerBalance(page)).toHaveText(shown(lang, 10_000));
    await playHouseDice(page, lang, isMobile, { rounds: 1, stake: 1_000, target: 50 });
    await page.goto('/member/personalProfit');
    await expect(page.getByTestId('profit-totals')).toBeVisible();
    await expect(page.getByTestId('profit-stake')).toHaveText(shown(lang, 1_000));
    // The net is what the round paid less its stake: −৳10 lost, or a gain.
    const net = (await page.getByTestId('profit-net').textContent())!;
    expect(net === shown(lang, -1_000) || net.startsWith('+')).toBe(true);
    await expect(page.getByTestId('profit-by-vendor').getByTestId('profit-row-label')).toHaveCount(1);
    await expect(page.getByTestId('profit-by-day').getByTestId('profit-row-label')).toHaveCount(1);
  });
}
