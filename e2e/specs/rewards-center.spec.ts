import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import type { Language } from '../support/site';
import { cashier, expectNotReloaded, headerBalance, markPage, newPlayer, shown } from '../support/wallet';

/**
 * The reward center and its live badge (docs/rewards.md "Reward center and live badges"): an
 * operator's gift appears in the open reward center and badges it without a reload; the player
 * claims it, the balance follows and the badge goes away. In Bengali on the phone and in English on
 * the desktop. (Part 4 adds the mission case: a completed daily mission badges missionLeaderboard.)
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);
const title = { en: 'A gift from Khela', bn: 'খেলার পক্ষ থেকে একটি উপহার' };

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a gift badges the reward center live and is claimed once (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await page.goto('/member/rewardCenter');
    await expect(page.getByTestId('reward-center-empty')).toContainText(text(lang, 'rewardCenter.empty'));
    await expect(page.getByTestId('badge-rewardCenter')).toHaveCount(0);

    // The operator gives: the socket's push badges the center and the open page lists the gift.
    await markPage(page);
    await cashier.gift(player.account, 5_000, title);
    const claim = page.getByRole('button', { name: text(lang, 'rewardCenter.claimNamed', { title: title[lang] }) });
    await expect(claim).toBeVisible();
    await expect(page.getByTestId('badge-rewardCenter')).toHaveCount(1);
    await expect(page.getByTestId('reward-line').first()).toContainText(shown(lang, 5_000));

    await claim.click();
    await expect(page.getByTestId('reward-line').first().getByTestId('reward-status')).toHaveText(text(lang, 'rewardCenter.status.claimed'));
    await expect(headerBalance(page)).toHaveText(shown(lang, 5_000));
    await expect(page.getByTestId('badge-rewardCenter')).toHaveCount(0);
    await expectNotReloaded(page);
  });
}
