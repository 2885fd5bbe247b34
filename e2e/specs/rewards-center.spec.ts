import { formatNumber } from '../../shared/src/format/money';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import type { Language } from '../support/site';
import { playHouseDice } from '../support/games';
import { rewardsOps } from '../support/rewards';
import { cashier, expectNotReloaded, fundedPlayer, headerBalance, markPage, newPlayer, shown } from '../support/wallet';

/**
 * The reward center and its live badge (docs/rewards.md "Reward center and live badges"): an
 * operator's gift appears in the open reward center and badges it without a reload; the player
 * claims it, the balance follows and the badge goes away. In Bengali on the phone and in English on
 * the desktop. A daily mission done in the house games badges missionLeaderboard and the reward
 * center, whose line leads to the mission's Claim; once claimed, both badges go.
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

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a daily mission done in the house games badges missions and the center, and is claimed once (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e daily mission');
    // The demo's "place 10 bets" in the house games; its title is the brand's, in both languages.
    const mission = await rewardsOps.mission('DAILY_BETS');
    const title = lang === 'en' ? mission.titleEn : mission.titleBn;
    await page.goto('/member/missionLeaderboard');
    const card = page.getByTestId('mission').filter({ hasText: title });
    await expect(card).toHaveAttribute('data-status', 'process');
    await expect(page.getByTestId('badge-missionLeaderboard')).toHaveCount(0);

    // Ten ৳10 rolls under 98: ten valid bets (each pays a little more than it stakes).
    await playHouseDice(page, lang, isMobile, { rounds: mission.target, stake: 1_000, target: 98 });

    await page.goto('/member/rewardCenter');
    await expect(page.getByTestId('badge-missionLeaderboard')).toHaveText(formatNumber(1, lang));
    await expect(page.getByTestId('badge-rewardCenter')).toHaveText(formatNumber(1, lang));
    // The center's line opens the mission page, where the mission's own Claim is.
    await page.getByRole('link', { name: text(lang, 'rewardCenter.claimNamed', { title }) }).click();
    await expect(page).toHaveURL(/\/member\/missionLeaderboard/);
    await expect(card).toHaveAttribute('data-status', 'claim');
    await card.getByRole('button', { name: text(lang, 'missions.claimNamed', { title }) }).click();
    await expect(card).toHaveAttribute('data-status', 'claimed');
    await expect(page.getByTestId('mission-claimed')).toContainText(title);
    await expect(page.getByTestId('badge-missionLeaderboard')).toHaveCount(0);
    await expect(page.getByTestId('badge-rewardCenter')).toHaveCount(0);
  });
}
