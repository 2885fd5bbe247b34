import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { gameFrame, leaveGame, openGame, vendorLanes } from '../support/games';
import { inThisWindowsLanguage, useLanguage } from '../support/identity';
import type { Language } from '../support/site';
import { fundedPlayer } from '../support/wallet';

/**
 * SPEC's demo vendors (issue 20, docs/spec-sweep.md): the footer shows SPEC §9's eight vendors first,
 * in SPEC's order, with their drawn marks (images that load, not the name fallback), and none of the
 * excluded categories' vendors; the RUMMY and LUDO home tabs open their game at once, played by the
 * sandbox — Bengali on the phone, English on the desktop.
 */
const FOOTER_CODES = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const category = (lang: Language, code: string) => say(lang, 'common', `categories.${code}`);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`footer vendors in SPEC's order with their marks; RUMMY and LUDO tabs launch their game (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await useLanguage(page, lang);
    const lanes = await vendorLanes(lang);
    const nameOf = new Map(lanes.flatMap((lane) => lane.vendors.map((v) => [v.vassalage, v.displayName] as const)));
    const excluded = lanes
      .filter((lane) => ['SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT'].includes(lane.gameType))
      .flatMap((lane) => lane.vendors.map((v) => v.vassalage))
      .filter((code) => !lanes.some((lane) => !['SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT'].includes(lane.gameType) && lane.vendors.some((v) => v.vassalage === code)));
    expect(excluded.length).toBeGreaterThan(0);

    await page.goto('/');
    const providers = page.getByRole('region', { name: say(lang, 'shell', 'footer.vendors') });
    await providers.scrollIntoViewIfNeeded();
    const logos = providers.locator('img');
    await expect.poll(async () => (await logos.evaluateAll((images) => images.map((i) => i.getAttribute('alt')))).slice(0, 8)).toEqual(FOOTER_CODES.map((code) => nameOf.get(code)));
    // Real marks: each of the eight loads as an image (the name fallback is a span, not an img). Each is
    // looked at first: the marks load lazily, and the home's content arriving above may have moved the
    // footer out of view since it was scrolled to.
    for (const logo of (await logos.all()).slice(0, 8)) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    const shownNames = await providers.getByRole('img').evaluateAll((items) => items.map((item) => item.getAttribute('alt') ?? item.getAttribute('aria-label')));
    for (const code of excluded) expect(shownNames, `${code} is in an excluded category`).not.toContain(nameOf.get(code));

    // RUMMY and LUDO: their tabs open the game itself, no vendor list.
    await fundedPlayer(page, lang, 10_000, 'e2e rummy and ludo');
    for (const [code, vendor, gameCode] of [['RUMMY', 'KRUMMY', 'rummy-table'], ['LUDO', 'KLUDO', 'ludo-classic']] as const) {
      await page.goto('/');
      await page.getByTestId('game-menu').getByRole('tab', { name: category(lang, code) }).click();
      await expect(openGame(page, isMobile)).toBeVisible();
      await expect(gameFrame(page).locator('#game-vendor')).toHaveText(vendor, { timeout: 15_000 });
      await expect(gameFrame(page).locator('#game-code')).toHaveText(gameCode);
      await leaveGame(page, lang, isMobile);
    }
  });
}
