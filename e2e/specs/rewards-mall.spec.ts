import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/format/money';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import { field } from '../support/login-flow';
import { mallItems, rewardsOps } from '../support/rewards';
import type { Language } from '../support/site';
import { fundedPlayer, headerBalance, shown } from '../support/wallet';

/**
 * The points mall (docs/rewards.md "Points and the points mall"): a player holding points (given by
 * an operator's adjustment) redeems ৳10 of bonus cash, which lands in the balance, and a T-shirt
 * with a delivery address, which waits In Process; the redeem history and the points details show
 * both; the rest of the points become cash. Bengali on the phone, English on the desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);
const points = (lang: Language, value: number) => formatNumber(value, lang);

/** Opens the item's redeem popup from the grid, by the item's name. */
async function openRedeem(page: Page, lang: Language, name: string): Promise<Locator> {
  await page.getByRole('button', { name: text(lang, 'pointsMall.items.redeemItem', { name }), exact: true }).click();
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openTab(page: Page, lang: Language, tab: 'redeem' | 'history' | 'details' | 'rules'): Promise<void> {
  await page.getByRole('tab', { name: text(lang, `pointsMall.tabs.${tab}`), exact: true }).click();
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`points: bonus cash and a T-shirt redeemed, the history and details, the rest converted to cash (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await fundedPlayer(page, lang, 10_000, 'e2e points mall');
    await rewardsOps.adjustPoints(player.account, 7_000, 'e2e points to spend');
    const items = await mallItems(lang);
    const cash = items.find((item) => item.kind === 'bonus_cash' && item.value.amount === 1_000 && !item.value.multipleX100)!;
    const shirt = items.find((item) => item.kind === 'goods' && item.pointsCost === 5_000)!;
    expect(cash, 'the demo mall has ৳10 of bonus cash').toBeTruthy();
    expect(shirt, 'the demo mall has the T-shirt').toBeTruthy();

    await page.goto('/pointMall');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toContainText(text(lang, 'pointsMall.balance.value', { points: points(lang, 7_000) }));

    // ৳10 of bonus cash without wagering: straight to the balance.
    const cashDialog = await openRedeem(page, lang, cash.name);
    await expect(cashDialog).toContainText(text(lang, 'pointsMall.dialog.after', { points: points(lang, 6_000) }));
    await cashDialog.getByRole('button', { name: text(lang, 'pointsMall.dialog.confirm') }).click();
    await expect(cashDialog).toBeHidden();
    await expect(page.getByText(text(lang, 'pointsMall.dialog.done', { name: cash.name, points: points(lang, 1_000) }))).toBeVisible();
    await expect(balance).toContainText(text(lang, 'pointsMall.balance.value', { points: points(lang, 6_000) }));
    await expect(headerBalance(page)).toHaveText(shown(lang, 11_000));

    // The T-shirt asks where to send it; a missing address is said, then it goes for review.
    const shirtDialog = await openRedeem(page, lang, shirt.name);
    const redeem = shirtDialog.getByRole('button', { name: text(lang, 'pointsMall.dialog.confirm') });
    await field(shirtDialog, text(lang, 'pointsMall.dialog.name')).fill('Rahim Uddin');
    await field(shirtDialog, text(lang, 'pointsMall.dialog.phone')).fill('01712345678');
    await redeem.click();
    await expect(shirtDialog.getByText(text(lang, 'pointsMall.dialog.required'))).toBeVisible();
    await field(shirtDialog, text(lang, 'pointsMall.dialog.address')).fill('House 12, Road 5, Dhanmondi, Dhaka');
    await redeem.click();
    await expect(shirtDialog).toBeHidden();
    await expect(page.getByText(text(lang, 'pointsMall.dialog.doneGoods', { name: shirt.name, points: points(lang, 5_000) }))).toBeVisible();
    await expect(balance).toContainText(text(lang, 'pointsMall.balance.value', { points: points(lang, 1_000) }));
    await expect(headerBalance(page)).toHaveText(shown(lang, 11_000));

    // Redeem history: newest first, the T-shirt In Process.
    await openTab(page, lang, 'history');
    const shirtRow = page.getByRole('row').filter({ hasText: shirt.name });
    await expect(shirtRow).toContainText(text(lang, 'pointsMall.status.IN_PROCESS'));
    await expect(page.getByRole('row').filter({ hasText: cash.name })).toContainText(text(lang, 'pointsMall.status.APPROVED'));

    // Points details: the operator's credit and the two redemptions, with the points after each.
    await openTab(page, lang, 'details');
    const changes = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(0)).toContainText(`-${points(lang, 5_000)}`);
    await expect(changes.nth(0)).toContainText(text(lang, 'pointsMall.details.kinds.redeem'));
    await expect(changes.nth(1)).toContainText(`-${points(lang, 1_000)}`);
    await expect(changes.nth(2)).toContainText(`+${points(lang, 7_000)}`);
    await expect(changes.nth(2)).toContainText(text(lang, 'pointsMall.details.kinds.adjust'));

    // The last 1,000 points become ৳10 of cash.
    await openTab(page, lang, 'redeem');
    const convert = page.getByRole('region', { name: text(lang, 'pointsMall.convert.title') });
    await field(convert, text(lang, 'pointsMall.convert.points')).fill('1000');
    await convert.getByRole('button', { name: text(lang, 'pointsMall.convert.submit') }).click();
    await expect(convert.getByRole('status')).toHaveText(text(lang, 'pointsMall.convert.done', { points: points(lang, 1_000), amount: shown(lang, 1_000) }));
    await expect(balance).toContainText(text(lang, 'pointsMall.balance.value', { points: points(lang, 0) }));
    await expect(headerBalance(page)).toHaveText(shown(lang, 12_000));
  });
}
