import { say, sayPattern } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { inThisWindowsLanguage } from '../support/identity';
import { ui } from '../support/login-flow';
import { rewardsOps } from '../support/rewards';
import type { Language } from '../support/site';
import { expectNotReloaded, headerBalance, markPage, newPlayer, shown } from '../support/wallet';

/**
 * VIP (docs/rewards.md "VIP"): an operator moves a logged-in member up to the first VIP level with
 * its level-up gift; the label beside the avatar changes and the gift appears in the open reward
 * center without a reload; the member claims it. Bengali on the phone, English on the desktop.
 */
const text = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'member', key, values);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`an operator's promotion to VIP 1: the avatar's label changes live, the level-up gift is claimed (${lang})`, async ({ page }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const { levels } = await rewardsOps.vipLevels();
    const [starter, first] = [levels[0]!, levels[1]!];
    expect(first.levelUpGift, 'the demo gives a gift on reaching VIP 1').toBeGreaterThan(0);
    expect(first.giftMultipleX100, "the demo's VIP 1 gift is cash").toBe(0);
    const player = await newPlayer(page, lang);
    const avatar = ui.accountMenu(page, lang);
    await expect(avatar).toContainText(starter.label);

    await page.goto('/member/rewardCenter');
    await expect(page.getByTestId('reward-center-empty')).toBeVisible();
    await markPage(page);
    await rewardsOps.setVipLevel(player.account, 1, 'e2e: promoted by support', true);

    // The push: the label and the reward center follow without a reload.
    await expect(avatar).toContainText(first.label);
    await expect(avatar).not.toContainText(starter.label);
    const gift = page.getByTestId('reward-line').filter({ hasText: lang === 'en' ? first.nameEn : first.nameBn });
    await expect(gift).toHaveAttribute('data-status', 'claimable');
    await expect(gift).toContainText(shown(lang, first.levelUpGift));
    await expect(page.getByTestId('badge-rewardCenter')).toBeVisible();

    await gift.getByRole('button', { name: sayPattern(lang, 'member', 'rewardCenter.claimNamed') }).click();
    await expect(gift.getByTestId('reward-status')).toHaveText(text(lang, 'rewardCenter.status.claimed'));
    await expect(headerBalance(page)).toHaveText(shown(lang, first.levelUpGift));
    await expect(page.getByTestId('badge-rewardCenter')).toHaveCount(0);
    await expectNotReloaded(page);
  });
}
