import { expect, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../shared/src/format/money';
import { say } from './catalogue';
import { e2eEnv } from './env';
import { comeFrom, newUsername, newVisitorIp, useLanguage } from './identity';
import { field, openLogin, submitPasswordLogin, ui } from './login-flow';
import { operator } from './operator';
import type { Language } from './site';

/** The demo brand's money: taka, shown with the ৳ symbol. */
export const currencySymbol = '৳';

/** Minor units as the site shows them in this language (Bengali digits in Bengali). */
export function shown(lang: Language, minor: number): string {
  return formatMoney(minor, { language: lang, currencySymbol });
}

/** An operator API call with the run's operator token; answers the envelope's value. */
export async function ops<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2eEnv.baseUrl}${path}`, {
    method,
    headers: { 'x-operator-token': e2eEnv.operatorToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

interface OpsRecord {
  orderNo: string;
  account: string;
  amount: number;
  status: string;
}

/** What an operator does with the money, through the operator API (the CLI's calls). */
export const cashier = {
  async requestsOf(kind: 'deposits' | 'withdrawals', account: string, status = 'IN_PROCESS'): Promise<OpsRecord[]> {
    const page = await ops<{ records: OpsRecord[] }>('GET', `/ops/payments/${kind}?merchant=khela&status=${status}&pageSize=100`);
    return page.records.filter((record) => record.account === account);
  },
  /** The manual deposit whose code the payer wrote in the payment's reference (GET /ops/payments/deposits/by-code/:code). */
  byDepositCode: (code: string) => ops<OpsRecord>('GET', `/ops/payments/deposits/by-code/${encodeURIComponent(code)}?merchant=khela`),
  async decide(kind: 'deposits' | 'withdrawals', orderNo: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
    await ops('POST', `/ops/payments/${kind}/${orderNo}/${decision}`, { merchant: 'khela', ...(reason ? { reason } : {}) });
  },
  adjust: (account: string, amount: number, reason: string) =>
    ops('POST', '/ops/wallet/adjustments', { merchant: 'khela', account, amount, reason, requestId: `e2e-${account}-${amount}-${Date.now()}` }),
  /** A reward in the member's reward center (docs/rewards.md); the money moves when they claim it. */
  gift: (account: string, amount: number, title: { en: string; bn: string }) =>
    ops('POST', '/ops/rewards/center/items', { merchant: 'khela', account, amountKind: 'cash', amount, titleEn: title.en, titleBn: title.bn, requestId: `e2e-gift-${account}-${Date.now()}` }),
};

/** A new player, opened by an operator and logged in through the site, choosing their own password. */
export async function newPlayer(page: Page, lang: Language): Promise<{ account: string; password: string }> {
  await useLanguage(page, lang);
  await comeFrom(page, newVisitorIp());
  const account = newUsername('pay');
  const issued = `Issued${Date.now() % 1e6}`;
  await operator.openAccount({ account, password: issued });
  await page.goto('/');
  const login = await openLogin(page, lang);
  await submitPasswordLogin(page, login, lang, account, issued);
  const password = `Mine${Date.now() % 1e6}m`;
  const change = ui.changePasswordPopup(page, lang);
  await field(change, say(lang, 'shell', 'changePassword.newPassword')).fill(password);
  await field(change, say(lang, 'shell', 'changePassword.confirmNewPassword')).fill(password);
  await change.getByRole('button', { name: say(lang, 'shell', 'changePassword.submit') }).click();
  await expect(change).toBeHidden();
  await expect(ui.accountMenu(page, lang)).toBeVisible();
  return { account, password };
}

/** A new player (see newPlayer) given `amount` by the cashier; resolves once the header shows it. */
export async function fundedPlayer(page: Page, lang: Language, amount: number, reason: string): Promise<{ account: string; password: string }> {
  const player = await newPlayer(page, lang);
  await cashier.adjust(player.account, amount, reason);
  await page.reload();
  await expect(headerBalance(page)).toHaveText(shown(lang, amount));
  return player;
}

/** Sets the six-digit payment password in my account, as the withdraw page asks. */
export async function setPaymentPassword(page: Page, lang: Language, loginPassword: string, pin: string): Promise<void> {
  const text = (key: string) => say(lang, 'member', key);
  await page.goto('/member/securityCenter');
  const payment = page.getByTestId('security-payment-password');
  await payment.getByRole('button', { name: text('security.paymentPassword.set') }).click();
  await field(payment, text('security.paymentPassword.loginPassword')).fill(loginPassword);
  await field(payment, text('security.paymentPassword.newPaymentPassword')).fill(pin);
  await field(payment, text('security.paymentPassword.confirm')).fill(pin);
  await payment.getByRole('button', { name: text('security.paymentPassword.save') }).click();
  await expect(payment.getByText(text('security.paymentPassword.isSet'))).toBeVisible();
}

/** Marks the page so a later check can tell it was never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { e2eNotReloaded: boolean }).e2eNotReloaded = true));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
}

/** The header's balance figure. */
export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByTestId('balance-amount');
}

/** A deposit of `taka` through the sandbox gateway's bKash page, back on the deposit record once it is approved. */
export async function depositThroughGateway(page: Page, lang: Language, taka: number): Promise<void> {
  await page.goto('/member/depositv2');
  await page.getByTestId('deposit-channel-BKASH').click();
  const form = page.getByTestId('deposit-form');
  await field(form, say(lang, 'member', 'payments.amount')).fill(String(taka));
  await form.getByRole('button', { name: say(lang, 'member', 'deposit.submitGateway') }).click();
  await page.waitForURL(/\/pay\/checkout\//);
  await page.locator('#pay-confirm').click();
  await page.waitForURL(/\/member\/depositRecord/);
  await expect(page.getByTestId('deposit-record').first().getByTestId('record-status')).toHaveAttribute('data-status', 'APPROVED', { timeout: 20_000 });
}

/** On the withdraw page: binds a bKash payout account with the payment password. */
export async function addPayoutAccount(page: Page, lang: Language, pin: string): Promise<void> {
  const text = (key: string) => say(lang, 'member', key);
  await page.getByRole('button', { name: text('payout.add') }).click();
  const bind = page.getByRole('form', { name: text('payout.bind.title') });
  await bind.getByLabel(text('payout.bind.channel')).selectOption('BKASH');
  await field(bind, text('payout.bind.payeeName')).fill('Rahim Uddin');
  await field(bind, text('payout.bind.accountNumber')).fill('01712345678');
  await field(bind, text('payments.paymentPassword')).fill(pin);
  await bind.getByRole('button', { name: text('payout.bind.submit') }).click();
  await expect(page.getByTestId('payout-account')).toHaveCount(1);
}

/** The main wallet's available money, as the api answers the logged-in page (minor units). */
export async function walletBalance(page: Page): Promise<number> {
  const answer = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/wps/v2/wallets/balance`, { headers: { Merchant: 'khela', Authorization: sessionStorage.getItem('token') ?? '' } });
    return (await response.json()) as { value: { balance: number } };
  }, e2eEnv.baseUrl);
  return answer.value.balance;
}
