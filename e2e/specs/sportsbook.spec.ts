import { type Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { gameFrame, leaveGame, openGame, vendorLanes } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import type { Language } from '../support/site';
import { type BookEvent, bookEvents, matchWinner, placeSlip, simulateToEnd, walletBalance } from '../support/sportsbook';
import { fundedPlayer, headerBalance, shown } from '../support/wallet';

/**
 * Khela's own sportsbook (issue 16, docs/sportsbook.md "Wiring") through the site: a Bengali phone
 * bets a single on a cricket match winner from home's hot match "bet now"; an English desktop opens
 * the book from /sports and bets a 3-leg parlay. The matches are then played to the end by the
 * book's simulator (its operator route) and the betting record and the header follow.
 */

// The home as it moves: carousels turning, the winners board rolling (the other specs ask for reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** Scheduled cricket matches (stable prices until the toss), soonest first. */
async function upcomingCricket(count: number): Promise<BookEvent[]> {
  const events = (await bookEvents('cricket')).filter((e) => e.state === 'scheduled' && e.markets.some((m) => m.type === 'cricket_match_winner' && m.state === 'open'));
  expect(events.length, 'the simulator keeps upcoming cricket').toBeGreaterThanOrEqual(count);
  return events.slice(0, count);
}

/** Plays the matches to the end; then the record's newest `count` bets are settled and the header shows the wallet. */
async function settleAndCheckRecord(page: Page, lang: Language, events: BookEvent[], legs: number): Promise<void> {
  for (const event of events) await simulateToEnd(event.id);
  await page.goto('/member/personalHistoryCopy');
  const record = page.getByTestId('bet-record').first();
  await expect(async () => {
    await page.reload();
    await expect(record.getByTestId('bet-result')).not.toContainText(say(lang, 'member', 'bets.sports.results.open'), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const detail = record.getByTestId('bet-sports-detail');
  await expect(detail.getByTestId('bet-leg')).toHaveCount(legs);
  for (const event of events) await expect(detail).toContainText(`${event.home} v ${event.away}`);
  await expect(detail).toContainText(say(lang, 'member', 'bets.sports.sport.cricket'));
  await expect(record.getByTestId('bet-vendor')).toContainText('Khela Sportsbook');
  const results = ['won', 'lost', 'void', 'partLost', 'partWon'].map((r) => say(lang, 'member', `bets.sports.results.${r}`));
  await expect(record.getByTestId('bet-result')).toContainText(new RegExp(results.join('|')));
  await expect(headerBalance(page)).toHaveText(shown(lang, await walletBalance(page)));
}

test.describe('Bengali phone', () => {
  // Each project plays its own part (no browser is opened for the other).
  test.skip(({ isMobile }) => !isMobile, 'the phone project plays the Bengali single');

  test('a single on a cricket match winner from home\'s "bet now"; settled in the betting record', async ({ page }) => {
    test.slow();
    const lang = 'bn';
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e sportsbook single');

    // /sports lists Khela's own book first.
    const lanes = await vendorLanes(lang);
    const book = lanes.find((lane) => lane.gameType === 'SPORTS')!.vendors[0]!;
    expect(book.vassalage).toBe('KBOOK');
    await page.goto('/sports');
    await expect(page.getByTestId('vendor-center-SPORTS').getByRole('button', { name: say(lang, 'games', 'vendorCenter.play', { name: book.title || book.displayName }), exact: true })).toBeVisible();

    // Home's hot matches: the book's match, "bet now" opens it in the book.
    const [match] = await upcomingCricket(1);
    await page.goto('/');
    // The section loads as it nears the viewport.
    const section = page.getByTestId('section-hot-matches');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('hot-match').first()).toBeVisible();
    const slide = section.getByTestId('hot-match').filter({ hasText: match!.home }).filter({ hasText: match!.away }).first();
    const betNow = slide.getByRole('button', { name: say(lang, 'home', 'hotMatches.betOn', { home: match!.home, away: match!.away }), exact: true });
    // A keyboard player's way to a slide off-screen: focus brings it into view (the swiper's a11y), Enter presses.
    await betNow.focus();
    await page.keyboard.press('Enter');
    await expect(openGame(page, true)).toBeVisible();
    const frame = gameFrame(page);
    await expect(frame.locator('h1, h2').filter({ hasText: match!.home }).first()).toBeVisible();

    const before = await walletBalance(page);
    await frame.locator(`.pick[data-market="${matchWinner(match!).id}"][data-code="home"]`).click();
    await placeSlip(frame, lang, 100);
    await leaveGame(page, lang, true);
    await expect(headerBalance(page)).toHaveText(shown(lang, before - 10_000));

    await settleAndCheckRecord(page, lang, [match!], 1);
  });
});

test.describe('English desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop project plays the English parlay');

  test('a 3-leg parlay across three matches; settled in the betting record', async ({ page }) => {
    test.slow();
    const lang = 'en';
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 100_000, 'e2e sportsbook parlay');

    const matches = await upcomingCricket(3);
    const lanes = await vendorLanes(lang);
    const book = lanes.find((lane) => lane.gameType === 'SPORTS')!.vendors.find((v) => v.vassalage === 'KBOOK')!;
    await page.goto('/sports');
    await page.getByRole('button', { name: say(lang, 'games', 'vendorCenter.play', { name: book.title || book.displayName }), exact: true }).click();
    await expect(openGame(page, false)).toBeVisible();
    const frame = gameFrame(page);

    const before = await walletBalance(page);
    // The book's home lists the cricket matches with their match-winner odds: one leg from each.
    for (const match of matches) await frame.locator(`#ev-${match.id} .pick[data-code="home"]`).click();
    await frame.getByRole('radio', { name: say(lang, 'sportsbook', 'page.parlay') }).check();
    await placeSlip(frame, lang, 100);
    await leaveGame(page, lang, false);
    await expect(headerBalance(page)).toHaveText(shown(lang, before - 10_000));

    await settleAndCheckRecord(page, lang, matches, 3);
  });
});
