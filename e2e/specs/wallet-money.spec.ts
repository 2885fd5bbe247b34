import type { Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import { field } from '../support/login-flow';
import type { Language } from '../support/site';
import { cashier, expectNotReloaded, headerBalance, markPage, newPlayer, setPaymentPassword, shown } from '../support/wallet';

/**
 * Money, as a player and the cashier live it (issue 4): deposits through the sandbox gateway and by
 * manual transfer with an operator's approval, withdrawals approved and rejected, money moved
 * between wallets, every movement in the account record, and the header's balance following along
 * without a reload — in Bengali on the phone and in English on the desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);
const taka = (amount: number) => amount * 100;

async function chooseChannel(page: Page, code: string): Promise<void> {
  await page.getByTestId(`deposit-channel-${code}`).click();
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`deposits: through the gateway, and by hand with the cashier's approval (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await expect(headerBalance(page)).toHaveText(shown(lang, 0));

    // bKash: the gateway's own page, where the payer confirms; back on the deposit record.
    await page.goto('/member/depositv2');
    await chooseChannel(page, 'BKASH');
    const form = page.getByTestId('deposit-form');
    await field(form, text(lang, 'payments.amount')).fill('500');
    await form.getByRole('button', { name: text(lang, 'deposit.submitGateway') }).click();
    await page.waitForURL(/\/pay\/checkout\//);
    await page.locator('#pay-confirm').click();
    await page.waitForURL(/\/member\/depositRecord/);
    const paid = page.getByTestId('deposit-record').first();
    await expect(paid.getByTestId('record-status')).toHaveAttribute('data-status', 'APPROVED', { timeout: 20_000 });
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(500)));

    // Rocket by hand: the payee's account is shown; the request waits for the cashier.
    await page.goto('/member/depositv2');
    await chooseChannel(page, 'ROCKET');
    await expect(page.getByTestId('deposit-payee-account')).toContainText('017000000011');
    const manual = page.getByTestId('deposit-form');
    await field(manual, text(lang, 'payments.amount')).fill('1000');
    await field(manual, text(lang, 'deposit.fields.reference.label')).fill(`TX${Date.now()}`);
    await field(manual, text(lang, 'deposit.fields.payerAccount.label')).fill('01712345678');
    await manual.getByRole('button', { name: text(lang, 'deposit.submitManual') }).click();
    await expect(page.getByTestId('deposit-submitted')).toContainText(text(lang, 'deposit.submitted.title'));
    // Khela issues the reference the payer writes on the payment; the cashier finds the order by it.
    const depositCode = (await page.getByTestId('deposit-code').textContent())?.trim() ?? '';
    expect(depositCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect((await cashier.byDepositCode(depositCode.toLowerCase())).account).toBe(player.account);
    await page.getByRole('link', { name: text(lang, 'deposit.submitted.record') }).click();
    await expect(page.getByTestId('deposit-record').first().getByTestId('record-status')).toHaveAttribute('data-status', 'IN_PROCESS');

    // The cashier approves: the header and the record follow without a reload.
    await markPage(page);
    const [pending] = await cashier.requestsOf('deposits', player.account);
    expect(pending?.amount).toBe(taka(1000));
    await cashier.decide('deposits', pending!.orderNo, 'approve');
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(1500)));
    await expect(page.getByTestId('deposit-record').first().getByTestId('record-status')).toHaveAttribute('data-status', 'APPROVED');
    await expectNotReloaded(page);

    // Every movement is in the account record.
    await page.goto('/member/transactionHistory');
    const records = page.getByTestId('account-record');
    await expect(records).toHaveCount(2);
    await expect(records.first()).toContainText(text(lang, 'history.types.deposit'));
    await expect(records.first().getByTestId('record-balance')).toContainText(shown(lang, taka(1500)));
  });

  test(`withdrawals: one rejected, one approved, the money held meanwhile (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await cashier.adjust(player.account, taka(2000), 'e2e opening balance');
    await setPaymentPassword(page, lang, player.password, '480135');

    await page.goto('/member/withdraw');
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(2000)));
    await page.getByRole('button', { name: text(lang, 'payout.add') }).click();
    const bind = page.getByRole('form', { name: text(lang, 'payout.bind.title') });
    await bind.getByLabel(text(lang, 'payout.bind.channel')).selectOption('BKASH');
    await field(bind, text(lang, 'payout.bind.payeeName')).fill('Rahim Uddin');
    await field(bind, text(lang, 'payout.bind.accountNumber')).fill('01712345678');
    await field(bind, text(lang, 'payments.paymentPassword')).fill('480135');
    await bind.getByRole('button', { name: text(lang, 'payout.bind.submit') }).click();
    await expect(page.getByTestId('payout-account')).toHaveCount(1);

    const form = page.getByTestId('withdraw-form');
    const request = async (amount: string) => {
      await field(form, text(lang, 'payments.amount')).fill(amount);
      await field(form, text(lang, 'payments.paymentPassword')).fill('480135');
      await form.getByRole('button', { name: text(lang, 'withdrawal.submit') }).click();
    };

    // Below the brand's smallest withdrawal: told so, nothing sent.
    await request('300');
    await expect(form.getByText(text(lang, 'payments.errors.amount.belowMin', { min: shown(lang, taka(500)) }))).toBeVisible();
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(2000)));

    // Asked for 600: held at once; the cashier rejects and it comes back, live.
    await request('600');
    await expect(page.getByTestId('withdraw-outcome')).not.toBeEmpty();
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(1400)));
    await markPage(page);
    const [first] = await cashier.requestsOf('withdrawals', player.account);
    await cashier.decide('withdrawals', first!.orderNo, 'reject', 'Payee name does not match');
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(2000)));
    await expectNotReloaded(page);

    // Asked for 800: approved, paid out.
    await request('800');
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(1200)));
    const [second] = await cashier.requestsOf('withdrawals', player.account);
    await cashier.decide('withdrawals', second!.orderNo, 'approve');
    await page.reload();
    const statuses = page.getByTestId('withdrawal-record').getByTestId('record-status');
    await expect(statuses).toHaveCount(2);
    await expect(statuses.nth(0)).toHaveAttribute('data-status', 'APPROVED');
    await expect(statuses.nth(1)).toHaveAttribute('data-status', 'REJECTED');
    await expect(page.getByTestId('withdrawal-record').nth(1)).toContainText('Payee name does not match');
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(1200)));

    // The account record: the adjustment, two holds, the release and the payout.
    await page.goto('/member/transactionHistory');
    await page.getByLabel(text(lang, 'columns.type')).selectOption('withdrawal');
    await expect(page.getByTestId('account-record').first()).toContainText(text(lang, 'history.types.withdrawal'));
    await expect(page.getByTestId('account-record')).toHaveCount(4);
  });

  test(`my wallet: money into a game wallet and back, in the account record (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await cashier.adjust(player.account, taka(1000), 'e2e opening balance');

    await page.goto('/member/transferFund');
    const main = page.getByTestId('wallet-MAIN');
    const sports = page.getByTestId('wallet-KSPORT');
    await expect(main).toContainText(shown(lang, taka(1000)));
    await expect(sports).toContainText(shown(lang, 0));

    const move = page.getByTestId('wallet-transfer-form');
    await move.getByLabel(text(lang, 'wallet.move.from')).selectOption('MAIN');
    await move.getByLabel(text(lang, 'wallet.move.to')).selectOption('KSPORT');
    const submitMove = move.getByRole('button', { name: text(lang, 'wallet.move.submit') });
    await field(move, text(lang, 'wallet.move.amount')).fill('300');
    await expect(submitMove).not.toHaveAttribute('aria-disabled', 'true');
    await submitMove.click();
    await expect(page.getByTestId('transfer-outcome')).toHaveAttribute('data-outcome', 'done');
    await expect(sports).toContainText(shown(lang, taka(300)));
    await expect(main).toContainText(shown(lang, taka(700)));
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(700)));

    // Everything back with 'All'.
    await move.getByRole('button', { name: text(lang, 'wallet.move.swap') }).click();
    await expect(move.getByLabel(text(lang, 'wallet.move.from'))).toHaveValue('KSPORT');
    await move.getByTestId('transfer-all').click();
    await expect(field(move, text(lang, 'wallet.move.amount'))).not.toHaveValue('');
    // A move still finishing (its wallets being refreshed) keeps the button busy: wait for it.
    await expect(submitMove).not.toHaveAttribute('aria-disabled', 'true');
    await submitMove.click();
    await expect(page.getByTestId('transfer-outcome')).toHaveAttribute('data-outcome', 'done');
    await expect(sports).toContainText(shown(lang, 0));
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(1000)));

    await page.goto('/member/transactionHistory');
    // Into the game wallet: held, then paid over; back: credited once. Newest first.
    const records = page.getByTestId('account-record');
    await expect(records).toHaveCount(4);
    for (const index of [0, 1, 2]) await expect(records.nth(index)).toContainText(text(lang, 'history.types.wallet_transfer'));
    await expect(records.nth(0).getByTestId('record-amount')).toContainText(shown(lang, taka(300)));
    await expect(records.nth(0).getByTestId('record-balance')).toContainText(shown(lang, taka(1000)));
    await expect(records.nth(3)).toContainText(text(lang, 'history.types.adjustment'));
  });
}
