import type { Page } from '@playwright/test';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { gameFrame, leaveGame, openGame } from '../support/games';
import { inThisWindowsLanguage, useLanguage } from '../support/identity';
import type { Language } from '../support/site';
import { cashier, headerBalance, newPlayer, shown } from '../support/wallet';

/**
 * The COCKFIGHT category's arena (issue 16), as a member finds it on the home page: a bet on MERON
 * in a timed fight, the result and what it paid in the header, and the fight verified from its
 * revealed seed — Bengali on the phone, English on the desktop.
 */
async function walletBalance(page: Page): Promise<number> {
  const answer = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/wps/v2/wallets/balance`, { headers: { Merchant: 'khela', Authorization: sessionStorage.getItem('token') ?? '' } });
    return (await response.json()) as { value: { balance: number } };
  }, e2eEnv.baseUrl);
  return answer.value.balance;
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the cockfight arena: a bet on MERON, the fight's result paid, the fight verified (${lang})`, async ({ page, isMobile }) => {
    test.setTimeout(240_000);
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await cashier.adjust(player.account, 50_000, 'e2e cockfight');
    await useLanguage(page, lang);

    // The home page's cockfight block: its one vendor opens the arena.
    await page.goto('/');
    const block = page.getByTestId('category-COCKFIGHT');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button').first().click();
    await expect(openGame(page, isMobile)).toBeVisible();
    const frame = gameFrame(page);
    await expect(frame.locator('#seed-hash')).toHaveText(/[0-9a-f]{64}/);

    // A bet on MERON while the fight takes bets (the button is disabled once it closes).
    await frame.locator('input[name="side"][value="MERON"]').check();
    const bets = frame.locator('#your-bets li');
    await expect(async () => {
      await expect(frame.locator('#place-bet')).toBeEnabled({ timeout: 60_000 });
      await frame.locator('#place-bet').click();
      await expect(bets).toContainText(shown(lang, 1_000), { timeout: 3_000 });
    }).toPass({ timeout: 120_000 });
    await expect.poll(() => walletBalance(page)).toBe(50_000 - 1_000);

    // The fight ends: MERON at Malay 0.80 returns ৳18, a draw or a cancel refunds, WALA loses it.
    await expect(frame.locator('#last-fight .you-got')).toBeVisible({ timeout: 150_000 });
    await leaveGame(page, lang, isMobile);
    const after = await walletBalance(page);
    expect([50_000 - 1_000, 50_000, 50_000 + 800]).toContain(after);
    await expect(headerBalance(page)).toHaveText(shown(lang, after));

    // The fight recomputed from its revealed seed.
    await page.goto('/');
    await page.getByTestId('category-COCKFIGHT').getByRole('button').first().click();
    await frame.locator('#road a').last().click();
    await expect(frame.locator('#hash-check')).toHaveClass(/ok/);
    await expect(frame.locator('#result-check')).toHaveClass(/ok/);
  });
}
