import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { playHouseDice } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import { rewardsOps } from '../support/rewards';
import type { Language } from '../support/site';
import { fundedPlayer, headerBalance, shown, walletBalance } from '../support/wallet';

/**
 * Manual rebate (docs/rewards.md "Manual rebate"): a player's valid bets in the house games show on
 * manualRebate at their level's rate; the claim pays the rebate to the balance, appears in the
 * claim history, and leaves nothing to claim. Bengali on the phone, English on the desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`manual rebate: house play rebated at the level's rate, claimed to the balance, in the history (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e manual rebate');
    await page.goto('/member/manualRebate');
    await expect(page.getByTestId('rebate-claims')).toContainText(text(lang, 'rebate.history.empty'));
    await expect(page.getByTestId('rebate-reason')).toHaveText(text(lang, 'rebate.refusal.belowMinimum', { min: shown(lang, 100) }));

    // Five ৳100 rolls of Lucky Dice (slots at the house): ৳500 of valid bets at VIP 0's house-slots rate.
    await playHouseDice(page, lang, isMobile, { rounds: 5, stake: 10_000, target: 98 });
    const validBet = 50_000;
    const rebate = Math.floor((validBet * (await rewardsOps.rebateRate(0, 'RNG', 'HOUSE'))) / 1_000_000);
    expect(rebate, 'the demo rebates the house slots above the minimum claim').toBeGreaterThanOrEqual(100);

    await page.goto('/member/manualRebate');
    const now = page.getByTestId('rebate-now');
    await expect(now.getByRole('row').filter({ hasText: shown(lang, validBet) })).toContainText(shown(lang, rebate));
    await expect(page.getByTestId('rebate-total')).toHaveText(shown(lang, rebate));
    await expect(page.getByTestId('rebate-claimable')).toHaveText(shown(lang, rebate));
    const before = await walletBalance(page);
    await now.getByRole('button', { name: text(lang, 'rebate.claim', { amount: shown(lang, rebate) }) }).click();
    await expect(page.getByTestId('rebate-outcome')).toHaveText(text(lang, 'rebate.claimedCash', { amount: shown(lang, rebate) }));
    await expect(headerBalance(page)).toHaveText(shown(lang, before + rebate));

    // The claim in the history; the rebate starts again from nothing.
    const history = page.getByTestId('rebate-history').getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(text(lang, 'rebate.history.kind.manual'));
    await expect(history.first()).toContainText(shown(lang, rebate));
    await expect(history.first()).toContainText(shown(lang, validBet));
    await expect(page.getByTestId('rebate-total')).toHaveText(shown(lang, 0));
    await expect(page.getByTestId('rebate-reason')).toHaveText(text(lang, 'rebate.refusal.belowMinimum', { min: shown(lang, 100) }));
  });
}
