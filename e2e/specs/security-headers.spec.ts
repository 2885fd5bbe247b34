import type { Page } from '@playwright/test';
import { catalogueGames, gameFrame, gameTile, leaveGame, openGame } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import { expect, test } from '../support/fixtures';
import type { Language } from '../support/site';
import { fundedPlayer } from '../support/wallet';

/**
 * The site under its Content-Security-Policy (issue 13, "Headers"): the home page, the shell, the
 * Module Federation runtime, the remotes, the /ws socket and a house game in the game window all
 * load and run without one violation, in the page and in the game's frame.
 */

/** Every CSP violation of the page and its frames: the browser's events and its console reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  // Both run in every document, the game's frame included, before its own scripts (neither is subject to the CSP).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(`${location.origin}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`the home page and a house game in the game window run without a CSP violation (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const violations = await watchViolations(page);

    const home = await page.goto('/');
    const csp = home!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(home!.headers()['x-content-type-options']).toBe('nosniff');

    await fundedPlayer(page, lang, 10_000, 'e2e csp');
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();

    const slot = (await catalogueGames(lang, { gameType: 'RNG', vassalage: 'HOUSE', pageNo: 1, pageSize: 24 })).games.find((g) => g.gameCode === 'house-slot')!;
    await page.goto('/rng?vassalage=HOUSE');
    await gameTile(page, lang, slot.gameName).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    const frame = gameFrame(page);
    // The game's own nonce'd script plays the round without reloading the page.
    const rounds = frame.locator('#history li');
    const before = await rounds.count();
    await frame.locator('#play').click();
    await expect(rounds).toHaveCount(before + 1, { timeout: 15_000 });
    await leaveGame(page, lang, isMobile);

    expect(violations).toEqual([]);
  });
}
