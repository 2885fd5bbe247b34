import { formatNumber } from '../../shared/src/format/money';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import { field } from '../support/login-flow';
import type { Language } from '../support/site';
import { cashier, expectNotReloaded, markPage, newPlayer, shown } from '../support/wallet';

/**
 * The member's inbox, messageV2 (docs/messages.md): a fresh player deposits by hand, the cashier
 * approves, and the "deposit approved" message arrives in the open inbox with the unread badge,
 * without a reload; opening it marks it read and the badges go. In Bengali on the phone and in
 * English on the desktop. Only this test's own player and order are used.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);
/** The api writes personal messages from its own catalogue (api/src/domains/inbox/messages). */
const template = (lang: Language, key: string) => say(lang, 'api', key);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a deposit approved arrives in the inbox live, with the badge, and is read (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);

    // A manual deposit of ৳1,000 by Rocket, waiting for the cashier.
    await page.goto('/member/depositv2');
    await page.getByTestId('deposit-channel-ROCKET').click();
    const form = page.getByTestId('deposit-form');
    await field(form, text(lang, 'payments.amount')).fill('1000');
    await field(form, text(lang, 'deposit.fields.reference.label')).fill(`TX${Date.now()}`);
    await field(form, text(lang, 'deposit.fields.payerAccount.label')).fill('01712345678');
    await form.getByRole('button', { name: text(lang, 'deposit.submitManual') }).click();
    await expect(page.getByTestId('deposit-submitted')).toContainText(text(lang, 'deposit.submitted.title'));

    // The inbox, still empty, and no badge.
    await page.goto('/member/messageV2');
    await expect(page.getByTestId('inbox-empty')).toContainText(text(lang, 'inbox.empty'));
    await expect(page.getByTestId('badge-messageV2')).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('header-unread')).toHaveCount(0);

    // The cashier approves: the message arrives over /ws, the badges count it, the page lists it.
    await markPage(page);
    const [pending] = await cashier.requestsOf('deposits', player.account);
    expect(pending).toBeDefined();
    await cashier.decide('deposits', pending!.orderNo, 'approve');
    const title = template(lang, 'inbox.template.deposit.approved.title');
    const message = page.getByTestId('inbox-message').filter({ hasText: title });
    await expect(message).toHaveAttribute('data-read', 'false');
    await expect(page.getByTestId('badge-messageV2')).toHaveText(formatNumber(1, lang));
    await expect(page.getByRole('banner').getByTestId('header-unread')).toContainText(formatNumber(1, lang));
    await expect(page.getByTestId('inbox-unread-count')).toHaveText(text(lang, 'inbox.unreadCount_one', { shown: formatNumber(1, lang) }));

    // Opened: the order and the amount in the reader's language; read, and the badges go.
    // The title is the heading's button (the delete button's name says the title too).
    const toggle = message.getByRole('heading').getByRole('button');
    await expect(toggle).toContainText(title);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(message.getByTestId('inbox-content')).toContainText(pending!.orderNo);
    await expect(message.getByTestId('inbox-content')).toContainText(shown(lang, 100_000));
    await expect(message).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('badge-messageV2')).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('header-unread')).toHaveCount(0);
    await expectNotReloaded(page);

    // Read stays read after a reload (the server's state, not the page's).
    await page.reload();
    await expect(page.getByTestId('inbox-message').filter({ hasText: title })).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('badge-messageV2')).toHaveCount(0);
  });
}
