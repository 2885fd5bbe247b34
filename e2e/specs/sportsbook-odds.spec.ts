import type { FrameLocator, Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { gameFrame, leaveGame, openGame, vendorLanes } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import { windowOf } from '../support/window';
import type { Language } from '../support/site';
import { type BookEvent, bookEvents, fillStake, placeSlip, setPrices, walletBalance } from '../support/sportsbook';
import { fundedPlayer, headerBalance, shown } from '../support/wallet';

/**
 * Odds that move while the slip is open (issue 16, docs/sportsbook.md "Bet slip"): a trader changes
 * a price after the player picked it, and the player's acceptance setting decides. The Bengali
 * phone keeps the default "ask me": the book refuses, shows the new odds, and the player accepts
 * them. The English desktop chooses "accept better odds": a worse price is refused, a better one
 * is taken at once at the better odds. Football, so the cricket specs' matches keep their prices.
 */

type Market = BookEvent['markets'][number];

/**
 * A late scheduled football match with its 1X2 market open (prices stay still until kick-off): the
 * last for the phone, the one before it for the desktop. Each window moves its own match's prices,
 * so the two can run at once (two workers, docs/adr/0017).
 */
async function footballMatch(window: 'phone' | 'desktop'): Promise<{ event: BookEvent; market: Market }> {
  const fromEnd = window === 'phone' ? 1 : 2;
  const events = (await bookEvents('football')).filter((e) => e.state === 'scheduled' && e.markets.some((m) => m.type === 'football_1x2' && m.state === 'open'));
  expect(events.length, 'the simulator keeps upcoming football').toBeGreaterThanOrEqual(fromEnd);
  const event = events[events.length - fromEnd]!;
  return { event, market: event.markets.find((m) => m.type === 'football_1x2')! };
}

const priceOf = (market: Market, code: string) => Number(market.selections.find((s) => s.code === code)!.price);
const moved = (price: number, by: number) => Math.max(1.05, price + by).toFixed(2);

/** Opens Khela's book from /sports and its football list; the player's pick of `code` in `event`. */
async function openFootballPick(page: Page, lang: Language, isMobile: boolean, event: BookEvent, market: Market, code: string): Promise<FrameLocator> {
  const lanes = await vendorLanes(lang);
  const book = lanes.find((lane) => lane.gameType === 'SPORTS')!.vendors.find((v) => v.vassalage === 'KBOOK')!;
  await page.goto('/sports');
  await page.getByRole('button', { name: say(lang, 'games', 'vendorCenter.play', { name: book.title || book.displayName }), exact: true }).click();
  await expect(openGame(page, isMobile)).toBeVisible();
  const frame = gameFrame(page);
  await frame.getByRole('link', { name: say(lang, 'sportsbook', 'page.sport.football'), exact: true }).click();
  await frame.locator(`#ev-${event.id} .pick[data-market="${market.id}"][data-code="${code}"]`).click();
  await expect(frame.locator('#slip-legs li')).toHaveCount(1);
  return frame;
}

test.describe('Bengali phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project keeps "ask me"');

  test('the odds rise while the slip is open: the book asks, the player accepts the new odds and the bet is taken', async ({ page }) => {
    test.slow();
    const lang = 'bn';
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e sportsbook odds ask');
    const { event, market } = await footballMatch(windowOf());
    const frame = await openFootballPick(page, lang, true, event, market, 'home');
    const before = await walletBalance(page);

    const risen = moved(priceOf(market, 'home'), 0.3);
    await setPrices(market.id, { home: risen });
    await fillStake(frame, lang, 100);
    await frame.locator('#place').click();
    await expect(frame.locator('#slip-message.error')).toContainText(say(lang, 'sportsbook', 'price_changed'));
    const localRisen = risen.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    await expect(frame.locator('#slip-legs li')).toContainText(say(lang, 'sportsbook', 'page.newPrice', { odds: localRisen }));
    // Nothing was taken while the player was asked.
    expect(await walletBalance(page)).toBe(before);

    await frame.getByRole('button', { name: say(lang, 'sportsbook', 'page.acceptNew'), exact: true }).click();
    await frame.locator('#place').click();
    await expect(frame.locator('#slip-message.ok')).toBeVisible({ timeout: 20_000 });
    await leaveGame(page, lang, true);
    await expect(headerBalance(page)).toHaveText(shown(lang, before - 10_000));
  });
});

test.describe('English desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop project chooses "accept better odds"');

  test('with "accept better odds" a worse price is refused and a better one is taken at the better odds', async ({ page }) => {
    test.slow();
    const lang = 'en';
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e sportsbook odds better');
    const { event, market } = await footballMatch(windowOf());
    const frame = await openFootballPick(page, lang, false, event, market, 'away');

    // The setting, remembered by the book for this player.
    await frame.getByText(say(lang, 'sportsbook', 'page.settings'), { exact: true }).click();
    await frame.getByLabel(say(lang, 'sportsbook', 'page.acceptance')).selectOption('better');
    await frame.getByRole('button', { name: say(lang, 'sportsbook', 'page.save'), exact: true }).click();
    await expect(frame.locator('#preferences-message')).toHaveText(say(lang, 'sportsbook', 'page.saved'));

    const seen = priceOf(market, 'away');
    const before = await walletBalance(page);
    await setPrices(market.id, { away: moved(seen, -0.2) });
    await fillStake(frame, lang, 100);
    await frame.locator('#place').click();
    await expect(frame.locator('#slip-message.error')).toContainText(say(lang, 'sportsbook', 'price_changed'));
    expect(await walletBalance(page)).toBe(before);

    const better = moved(seen, 0.4);
    await setPrices(market.id, { away: better });
    await placeSlip(frame, lang, 100);
    // Taken at the better odds: the player's bets list them.
    await frame.getByRole('link', { name: say(lang, 'sportsbook', 'page.myBets'), exact: true }).click();
    await expect(frame.locator('main')).toContainText(better);
    await leaveGame(page, lang, false);
    await expect(headerBalance(page)).toHaveText(shown(lang, before - 10_000));
  });
});
