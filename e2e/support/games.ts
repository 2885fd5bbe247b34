import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/format/money';
import type { Game, VendorLane } from '../../shared/src/api/games-wire';
import { say } from './catalogue';
import { e2eEnv } from './env';
import type { Language } from './site';

/** What the api's catalogue holds for the demo brand, in a language: what the pages must show. */
export async function catalogueGames(lang: Language, query: Record<string, string | number>): Promise<{ games: Game[]; total: number; totalPages: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${e2eEnv.baseUrl}/lgw/games/games?${params}`, { headers: { Merchant: 'khela', Language: lang } });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { value: { games: Game[]; total: number; totalPages: number } }).value;
}

/** The brand's vendor lanes in a language, as the api answers them. */
export async function vendorLanes(lang: Language): Promise<VendorLane[]> {
  const response = await fetch(`${e2eEnv.baseUrl}/lgw/games/vendors`, { headers: { Merchant: 'khela', Language: lang } });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { value: { data: { lanes: VendorLane[] } } }).value.data.lanes;
}

/** A game tile's play button, by the game's name. */
export function gameTile(scope: Page | Locator, lang: Language, name: string): Locator {
  return scope.getByRole('button', { name: say(lang, 'common', 'games.play', { name }), exact: true });
}

export function heart(scope: Page | Locator, lang: Language, name: string, favourite: boolean): Locator {
  return scope.getByRole('button', { name: say(lang, 'common', favourite ? 'games.favouriteRemove' : 'games.favouriteAdd', { name }), exact: true });
}

/** The "showing n of total" line under a game list. */
export function countLine(lang: Language, shown: number, total: number): string {
  return say(lang, 'games', 'list.showingOf', { shown: formatNumber(shown, lang), total: formatNumber(total, lang) });
}

/** The open game: a 440×750 window on a computer, the whole screen on a phone. */
export function openGame(page: Page, isMobile: boolean): Locator {
  return isMobile ? page.getByTestId('game-layer') : page.getByTestId('popup-game');
}

export function gameFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="game-layer"] iframe, [data-testid="popup-game"] iframe');
}

/** Leaves the game: the phone's back button (the bar's), or the window's close button. */
export async function leaveGame(page: Page, lang: Language, isMobile: boolean): Promise<void> {
  const game = openGame(page, isMobile);
  const label = isMobile ? say(lang, 'shell', 'popups.game.back') : say(lang, 'common', 'actions.close');
  await game.getByRole('button', { name: label, exact: true }).click();
  await expect(game).toBeHidden();
}

/** Plays one round of the sandbox vendor's demo game at its smallest stake; answers won or lost. */
export async function playSandboxRound(page: Page): Promise<'won' | 'lost'> {
  const frame = gameFrame(page);
  const results = frame.locator('#game-results li');
  const before = await results.count();
  await frame.locator('#game-play').click();
  await expect(results).toHaveCount(before + 1, { timeout: 15_000 });
  const notice = frame.locator('#game-notice');
  await expect(notice).toHaveAttribute('data-kind', /won|lost/);
  return (await notice.getAttribute('data-kind')) as 'won' | 'lost';
}

/**
 * Opens the house's Lucky Dice from the slots lobby and plays `rounds` rounds at one stake and
 * target (roll under it: 98 wins 98 times in 100 and pays ×1.0102, so every round is a valid bet
 * that keeps the money); leaves the game afterwards.
 */
export async function playHouseDice(page: Page, lang: Language, isMobile: boolean, { rounds, stake, target }: { rounds: number; stake: number; target: number }): Promise<void> {
  const dice = (await catalogueGames(lang, { gameType: 'RNG', vassalage: 'HOUSE', pageNo: 1, pageSize: 24 })).games.find((game) => game.gameCode === 'house-dice');
  expect(dice, 'Lucky Dice is in the catalogue').toBeTruthy();
  await page.goto('/rng?vassalage=HOUSE');
  await gameTile(page, lang, dice!.gameName).click();
  await expect(openGame(page, isMobile)).toBeVisible();
  const frame = gameFrame(page);
  await frame.locator('#target').fill(String(target));
  await frame.locator('#stake').selectOption(String(stake));
  const history = frame.locator('#history li');
  const before = await history.count();
  for (let round = 1; round <= rounds; round++) {
    await frame.locator('#play').click();
    await expect(history).toHaveCount(before + round, { timeout: 15_000 });
  }
  await leaveGame(page, lang, isMobile);
}
