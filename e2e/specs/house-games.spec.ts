import type { Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { catalogueGames, gameFrame, gameTile, leaveGame, openGame } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import type { Language } from '../support/site';
import { cashier, fundedPlayer, headerBalance, newPlayer, shown } from '../support/wallet';

/**
 * The house's own games (issue 6), launched from the site as a member: a round with real money in
 * each (the header follows the wallet), the same game in free play (the wallet does not move), and a
 * round verified from its revealed seed — Bengali on the phone, English on the desktop.
 */
const HOUSE_GAMES = [
  { gameType: 'RNG', gameCode: 'house-slot', center: '/rng?vassalage=HOUSE' },
  { gameType: 'RNG', gameCode: 'house-dice', center: '/rng?vassalage=HOUSE' },
  { gameType: 'FISH', gameCode: 'house-fish', center: '/fish?vassalage=HOUSE' },
  { gameType: 'PVP', gameCode: 'house-teen-patti', center: '/pvp?vassalage=HOUSE' },
] as const;

async function walletBalance(page: Page): Promise<number> {
  const answer = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/wps/v2/wallets/balance`, { headers: { Merchant: 'khela', Authorization: sessionStorage.getItem('token') ?? '' } });
    return (await response.json()) as { value: { balance: number } };
  }, e2eEnv.baseUrl);
  return answer.value.balance;
}

/** Places the table bet chosen in the form while betting is open (a closed round refuses it). */
async function betWhileOpen(page: Page, lang: Language): Promise<void> {
  const frame = gameFrame(page);
  const bets = frame.locator('#your-bets li');
  await expect(async () => {
    await expect(frame.locator('#countdown')).toHaveText(/\S/, { timeout: 20_000 });
    await frame.locator('#place-bet').click();
    await expect(bets).toContainText(shown(lang, 1_000), { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/** Plays one round in the open house game and waits for it in the game's history. */
async function playHouseRound(page: Page): Promise<void> {
  const frame = gameFrame(page);
  const rounds = frame.locator('#history li');
  const before = await rounds.count();
  await frame.locator('#play').click();
  await expect(rounds).toHaveCount(before + 1, { timeout: 15_000 });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`each house game: a real-money round, a free-play round, and a verified round (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e house games');

    for (const game of HOUSE_GAMES) {
      const entry = (await catalogueGames(lang, { gameType: game.gameType, vassalage: 'HOUSE', pageNo: 1, pageSize: 24 })).games.find((g) => g.gameCode === game.gameCode)!;
      expect(entry, `${game.gameCode} is in the catalogue`).toBeTruthy();

      // Real money: the round's bet and win reach the wallet; the header shows where it landed.
      await page.goto(game.center);
      const before = await walletBalance(page);
      await gameTile(page, lang, entry.gameName).click();
      await expect(openGame(page, isMobile)).toBeVisible();
      await expect(gameFrame(page).locator('#balance')).toHaveText(shown(lang, before));
      await playHouseRound(page);
      await leaveGame(page, lang, isMobile);
      const after = await walletBalance(page);
      await expect(headerBalance(page)).toHaveText(shown(lang, after));
      await page.goto('/member/personalHistoryCopy');
      await expect(page.getByTestId('bet-record').first()).toContainText(entry.gameName);

      // Free play: fun money in the same game, the wallet untouched.
      await page.goto(game.center);
      await page.getByRole('button', { name: say(lang, 'common', 'games.freeTrialOf', { name: entry.gameName }), exact: true }).click();
      await expect(openGame(page, isMobile)).toBeVisible();
      await playHouseRound(page);
      await leaveGame(page, lang, isMobile);
      expect(await walletBalance(page)).toBe(after);
      await expect(headerBalance(page)).toHaveText(shown(lang, after));
    }

    // Verification: rotate the seed (it is revealed), then recompute the last round from it.
    const slot = (await catalogueGames(lang, { gameType: 'RNG', vassalage: 'HOUSE', pageNo: 1, pageSize: 24 })).games.find((g) => g.gameCode === 'house-slot')!;
    await page.goto('/rng?vassalage=HOUSE');
    await gameTile(page, lang, slot.gameName).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    const frame = gameFrame(page);
    await playHouseRound(page);
    const hash = await frame.locator('#seed-hash').textContent();
    await frame.locator('details:has(#seed-hash) > summary').click();
    await frame.locator('form[action*="/rotate"] button').click();
    await expect(frame.locator('#revealed')).toContainText(hash!.trim());
    await frame.locator('#history li a').first().click();
    await expect(frame.locator('#match')).toBeVisible();
    await expect(frame.locator('#match')).toHaveClass(/ok/);
    await leaveGame(page, lang, isMobile);
  });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the live baccarat table: a bet in a shared timed round, free play, and the round verified (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await cashier.adjust(player.account, 50_000, 'e2e baccarat');
    const table = (await catalogueGames(lang, { gameType: 'LIVE', vassalage: 'HOUSE', pageNo: 1, pageSize: 24 })).games.find((g) => g.gameCode === 'house-baccarat')!;

    // Real money: the stake is held when the bet is placed, the round deals when its window closes.
    await page.goto('/live?vassalage=HOUSE');
    await gameTile(page, lang, table.gameName).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    const frame = gameFrame(page);
    await expect(frame.locator('#seed-hash')).toHaveText(/[0-9a-f]{64}/);
    await frame.locator('input[name="side"][value="player"]').check();
    await betWhileOpen(page, lang);
    await expect.poll(() => walletBalance(page)).toBe(50_000 - 1_000);
    await expect(frame.locator('#last-coup .you-got')).toBeVisible({ timeout: 40_000 });
    await leaveGame(page, lang, isMobile);
    const after = await walletBalance(page);
    expect([50_000 - 1_000, 50_000, 50_000 + 1_000]).toContain(after); // lost, pushed on a tie, or won 1:1
    await expect(headerBalance(page)).toHaveText(shown(lang, after));
    await page.goto('/member/personalHistoryCopy');
    await expect(page.getByTestId('bet-record').first()).toContainText(table.gameName);

    // Free play at the same table: fun money, the wallet untouched; then a dealt round verified.
    await page.goto('/live?vassalage=HOUSE');
    await page.getByRole('button', { name: say(lang, 'common', 'games.freeTrialOf', { name: table.gameName }), exact: true }).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    await frame.locator('input[name="side"][value="banker"]').check();
    await betWhileOpen(page, lang);
    await expect(frame.locator('#last-coup .you-got')).toBeVisible({ timeout: 40_000 });
    expect(await walletBalance(page)).toBe(after);
    await frame.locator('#road a').last().click();
    await expect(frame.locator('#hash-check')).toHaveClass(/ok/);
    await expect(frame.locator('#result-check')).toHaveClass(/ok/);
    await leaveGame(page, lang, isMobile);
    await expect(headerBalance(page)).toHaveText(shown(lang, after));
  });
}
