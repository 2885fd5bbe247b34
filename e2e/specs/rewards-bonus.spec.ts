import type { Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { playHouseDice } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import { field } from '../support/login-flow';
import { promotionCard } from '../support/rewards';
import type { Language } from '../support/site';
import { addPayoutAccount, depositThroughGateway, headerBalance, newPlayer, setPaymentPassword, shown, walletBalance } from '../support/wallet';
import { formatNumber } from '../../shared/src/format/money';

/**
 * Bonus money with wagering (docs/rewards.md "Promotions", "Wagering and the bonus lifecycle"): a
 * new member joins the demo's welcome bonus (100 %, wagered 10 times on the house games' types) on
 * the deposit page's first-deposit card, and the first deposit brings it; bonusDetails follows the
 * wagering to 100 %, when the bonus becomes cash and may be withdrawn. Another claims it on
 * /promotions after depositing. A member withdrawing with the bonus still open is warned, must tick "I understand",
 * and gives the bonus up. Bengali on the phone, English on the desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);
const taka = (amount: number) => amount * 100;
const PIN = '480135';

/** /promotions: the welcome bonus's card offers Claim after the first deposit; the claim pays the bonus. */
async function claimWelcomeBonus(page: Page, lang: Language, bonus: number): Promise<string> {
  const { title } = await promotionCard(lang, 'WELCOME_BONUS');
  await page.goto('/promotions');
  const card = page.getByTestId('promotion-card').and(page.locator('[data-code="WELCOME_BONUS"]'));
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'claim');
  await card.getByRole('button', { name: text(lang, 'rewardsPromotions.action.claim') }).click();
  await expect(card.getByRole('status')).toHaveText(text(lang, 'rewardsPromotions.done.claim', { amount: shown(lang, bonus) }));
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-status', 'claimed');
  return title;
}

/** The deposit page's first-deposit card: Join before depositing, so the bonus comes with the deposit. */
async function joinWelcomeBonusOnDepositPage(page: Page, lang: Language): Promise<string> {
  const { title } = await promotionCard(lang, 'WELCOME_BONUS');
  await page.goto('/member/depositv2');
  const offer = page.getByTestId('deposit-bonus-card').and(page.locator('[data-code="WELCOME_BONUS"]'));
  await expect(offer.getByRole('link', { name: title })).toBeVisible();
  await expect(offer.getByTestId('promotion-status')).toHaveAttribute('data-status', 'join');
  await expect(offer.getByTestId('deposit-bonus-hint')).toHaveText(text(lang, 'rewardsPromotions.deposit.hint.join'));
  await offer.getByRole('button', { name: text(lang, 'rewardsPromotions.action.join') }).click();
  await expect(offer.getByRole('status')).toHaveText(text(lang, 'rewardsPromotions.done.join'));
  await expect(offer.getByTestId('promotion-status')).toHaveAttribute('data-status', 'joined');
  await expect(offer.getByTestId('deposit-bonus-hint')).toHaveText(text(lang, 'rewardsPromotions.deposit.hint.joined'));
  return title;
}

function bonusCard(page: Page, title: string) {
  return page.getByTestId('bonus-card').filter({ has: page.getByRole('heading', { name: title }) });
}

async function expectProgress(page: Page, lang: Language, title: string, { wagered, requirement, pct }: { wagered: string; requirement: number; pct: number }) {
  const bar = bonusCard(page, title).getByRole('progressbar', { name: text(lang, 'bonusDetails.progressName') });
  await expect(bar).toHaveAttribute('aria-valuenow', String(pct));
  await expect(bar).toHaveAttribute('aria-valuetext', text(lang, 'bonusDetails.progress', { wagered, requirement: shown(lang, requirement), pct: formatNumber(pct, lang) }));
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the welcome bonus: joined on the deposit page, issued with the first deposit, wagered in the house games, converted, withdrawn (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    const title = await joinWelcomeBonusOnDepositPage(page, lang);
    await depositThroughGateway(page, lang, 100);
    // The deposit brought the bonus: the card says Issued, and the deposit page offers it no more.
    await page.goto('/promotions');
    const promotion = page.getByTestId('promotion-card').and(page.locator('[data-code="WELCOME_BONUS"]'));
    await expect(promotion.getByTestId('promotion-status')).toHaveAttribute('data-status', 'issued');
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/promotions');
    await page.goto('/member/depositv2');
    await listed;
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await expect(page.getByTestId('deposit-bonus-card')).toHaveCount(0);

    // bonusDetails: ৳100 to wager 10 times, nothing wagered yet.
    await page.goto('/member/bonusDetails');
    const card = bonusCard(page, title);
    await expect(card.getByTestId('bonus-status')).toHaveText(text(lang, 'bonusDetails.status.active'));
    await expectProgress(page, lang, title, { wagered: shown(lang, 0), requirement: taka(1_000), pct: 0 });

    // Twenty ৳50 rolls under 98 in Lucky Dice (slots, RNG): ৳1,000 of valid bets, own money first.
    await playHouseDice(page, lang, isMobile, { rounds: 20, stake: 5_000, target: 98 });

    await page.goto('/member/bonusDetails');
    await expect(card.getByTestId('bonus-status')).toHaveText(text(lang, 'bonusDetails.status.converted'));
    await expectProgress(page, lang, title, { wagered: shown(lang, taka(1_000)), requirement: taka(1_000), pct: 100 });
    await expect(card).toContainText(text(lang, 'bonusDetails.reason.wagering'));

    // The bonus is cash now: with a second deposit, a withdrawal asks nothing about a bonus.
    await depositThroughGateway(page, lang, 500);
    await setPaymentPassword(page, lang, player.password, PIN);
    await page.goto('/member/withdraw');
    await addPayoutAccount(page, lang, PIN);
    const before = await walletBalance(page);
    const form = page.getByTestId('withdraw-form');
    await expect(page.getByTestId('open-bonus-warning')).toHaveCount(0);
    await field(form, text(lang, 'payments.amount')).fill('500');
    await field(form, text(lang, 'payments.paymentPassword')).fill(PIN);
    await form.getByRole('button', { name: text(lang, 'withdrawal.submit') }).click();
    await expect(page.getByTestId('withdraw-outcome')).not.toBeEmpty();
    await expect(headerBalance(page)).toHaveText(shown(lang, before - taka(500)));
  });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a withdrawal with the bonus still open: warned, confirmed, the bonus given up (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    // ৳600 first: 100 % of it is more than the bonus's cap of ৳500.
    await depositThroughGateway(page, lang, 600);
    const title = await claimWelcomeBonus(page, lang, taka(500));
    await setPaymentPassword(page, lang, player.password, PIN);
    await page.goto('/member/withdraw');
    await addPayoutAccount(page, lang, PIN);

    // The warning names the bonus's money and its wagering; without "I understand" nothing is sent.
    const warning = page.getByTestId('open-bonus-warning');
    await expect(warning).toContainText(text(lang, 'withdrawal.openBonus.text_one', { amount: shown(lang, taka(500)), pct: formatNumber(0, lang) }));
    await expect(warning).toContainText(text(lang, 'withdrawal.openBonus.final'));
    const form = page.getByTestId('withdraw-form');
    const submit = form.getByRole('button', { name: text(lang, 'withdrawal.submit') });
    await field(form, text(lang, 'payments.amount')).fill('500');
    await field(form, text(lang, 'payments.paymentPassword')).fill(PIN);
    await expect(page.getByTestId('withdraw-blocked')).toHaveText(text(lang, 'withdrawal.blocked.bonusUnconfirmed'));
    await expect(submit).toBeDisabled();

    await warning.getByRole('checkbox', { name: text(lang, 'withdrawal.openBonus.understand') }).check();
    await expect(page.getByTestId('withdraw-blocked')).toHaveCount(0);
    await submit.click();
    await expect(page.getByTestId('withdraw-outcome')).not.toBeEmpty();
    await expect(headerBalance(page)).toHaveText(shown(lang, taka(100)));

    // The bonus went with the withdrawal, and says why.
    await page.goto('/member/bonusDetails');
    const card = bonusCard(page, title);
    await expect(card.getByTestId('bonus-status')).toHaveText(text(lang, 'bonusDetails.status.forfeited'));
    await expect(card).toContainText(text(lang, 'bonusDetails.reason.withdrawal'));
  });
}
