import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { catalogueGames, countLine, gameFrame, gameTile, heart, leaveGame, openGame, playSandboxRound, vendorLanes } from '../support/games';
import { inThisWindowsLanguage, newVisitorIn, useLanguage } from '../support/identity';
import { startFreePlay, ui } from '../support/login-flow';
import type { Language } from '../support/site';
import { cashier, fundedPlayer, headerBalance, newPlayer, shown } from '../support/wallet';

/**
 * Games as a player meets them (issue 5): every center browsed, filtered and paged; favourites
 * kept across a reload; a game launched logged out (login first), as a trial account (a real
 * account is asked for; the free trial plays fun money) and as a member, played with real money,
 * left, and found again in the betting record and the recent games — Bengali on the phone,
 * English on the desktop.
 */
const games = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'games', key, values);
const category = (lang: Language, code: string) => say(lang, 'common', `categories.${code}`);

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`every game center, its filters and paging, logged out (${lang})`, async ({ page }) => {
    inThisWindowsLanguage(lang);
    await useLanguage(page, lang);

    // Slots: 24 first, "load more" asks the server for the rest.
    const slots = await catalogueGames(lang, { gameType: 'RNG', pageNo: 1, pageSize: 24 });
    expect(slots.total).toBeGreaterThan(24);
    await page.goto('/rng');
    const center = page.getByTestId('list-center-RNG');
    await expect(center.getByRole('heading', { level: 1, name: category(lang, 'RNG') })).toBeVisible();
    await expect(center.getByTestId('game-count')).toHaveText(countLine(lang, 24, slots.total));
    await expect(gameTile(center, lang, slots.games.find((g) => g.isGame === 'GAME')!.gameName)).toBeVisible();
    await center.getByRole('button', { name: games(lang, 'list.loadMore') }).click();
    await expect(center.getByTestId('game-count')).toHaveText(countLine(lang, slots.total, slots.total));
    await expect(page).toHaveURL(/page=2/);

    // A vendor chip: that vendor's games only, from page 1 again.
    const vendorGames = await catalogueGames(lang, { gameType: 'RNG', vassalage: 'KREEL', pageNo: 1, pageSize: 24 });
    const vendorName = (await vendorLanes(lang)).find((lane) => lane.gameType === 'RNG')!.vendors.find((v) => v.vassalage === 'KREEL')!.displayName;
    await center.getByRole('group', { name: games(lang, 'listCenter.vendorFilter') }).getByRole('button', { name: vendorName, exact: true }).click();
    await expect(page).toHaveURL(/vassalage=KREEL/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(center.getByTestId('game-count')).toHaveText(countLine(lang, vendorGames.total, vendorGames.total));
    await expect(gameTile(center, lang, vendorGames.games[0]!.gameName)).toBeVisible();

    // A classification tab narrows the list further.
    const classified = vendorGames.games.find((g) => g.gameClassify)!;
    const classifiedTotal = (await catalogueGames(lang, { gameType: 'RNG', vassalage: 'KREEL', gameClassify: classified.gameClassify!, pageNo: 1, pageSize: 24 })).total;
    await center.getByRole('group', { name: games(lang, 'listCenter.classifications') }).getByRole('button', { name: games(lang, `classify.${classified.gameClassify}`), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`gameClassify=${classified.gameClassify}`));
    await expect(center.getByTestId('game-count')).toHaveText(countLine(lang, classifiedTotal, classifiedTotal));

    // A vendor's own tile in the full list opens its list (/rng?vassalage=).
    await page.goto('/rng');
    const vendorTile = slots.games.find((g) => g.isGame === 'VASSALAGE')!;
    await page.getByRole('button', { name: say(lang, 'common', 'games.openVendor', { name: vendorTile.gameName }), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rng\\?vassalage=${vendorTile.vassalage}`));

    // The other list centers show their games; the vendor centers their vendors.
    for (const [path, code] of [['/live', 'LIVE'], ['/fish', 'FISH'], ['/pvp', 'PVP']] as const) {
      const first = (await catalogueGames(lang, { gameType: code, pageNo: 1, pageSize: 24 })).games[0]!;
      await page.goto(path);
      await expect(gameTile(page.getByTestId(`list-center-${code}`), lang, first.gameName)).toBeVisible();
    }
    for (const [path, code] of [['/sports', 'SPORTS'], ['/esports', 'ESPORTS'], ['/lott', 'LOTT'], ['/elott', 'ELOTT']] as const) {
      await page.goto(path);
      const vendorCenter = page.getByTestId(`vendor-center-${code}`);
      await expect(vendorCenter.getByRole('heading', { level: 1, name: category(lang, code) })).toBeVisible();
      await expect(vendorCenter.getByRole('button').first()).toBeVisible();
    }

    // Logged out: a heart, a game and the favourites page all ask for a login first.
    await page.goto('/fish');
    const fish = (await catalogueGames(lang, { gameType: 'FISH', pageNo: 1, pageSize: 24 })).games[0]!;
    await heart(page, lang, fish.gameName, false).click();
    await expect(ui.loginPopup(page, lang)).toBeVisible();
    await ui.loginPopup(page, lang).getByRole('button', { name: say(lang, 'common', 'actions.close') }).click();
    await gameTile(page, lang, fish.gameName).click();
    await expect(ui.loginPopup(page, lang)).toBeVisible();
    await expect(page.getByTestId('popup-game').or(page.getByTestId('game-layer'))).toHaveCount(0);
  });

  test(`a member favourites a game, plays it for real money, and finds the bet in the record (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    await fundedPlayer(page, lang, 50_000, 'e2e games stake money');

    const slot = (await catalogueGames(lang, { gameType: 'RNG', vassalage: 'KSLOT', pageNo: 1, pageSize: 24 })).games[0]!;
    await page.goto('/rng?vassalage=KSLOT');
    await heart(page, lang, slot.gameName, false).click();
    await expect(heart(page, lang, slot.gameName, true)).toHaveAttribute('aria-pressed', 'true');
    // The heart is the api's: it is still on after a reload, and the favourites page lists the game.
    await page.reload();
    await expect(heart(page, lang, slot.gameName, true)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favorite');
    const favourites = page.getByTestId('account-games-favorite');
    await expect(gameTile(favourites, lang, slot.gameName)).toBeVisible();

    // Launch from the favourites: a window on a computer, the whole screen on a phone.
    await gameTile(favourites, lang, slot.gameName).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    const frame = gameFrame(page);
    await expect(frame.locator('#game-code')).toHaveText(slot.gameCode);
    await expect(frame.locator('#game-balance')).toBeVisible();
    const outcome = await playSandboxRound(page);
    await leaveGame(page, lang, isMobile);
    await expect(page).toHaveURL(/\/favorite/);
    const after = outcome === 'won' ? 50_000 - 1_000 + 2_000 : 50_000 - 1_000;
    await expect(headerBalance(page)).toHaveText(shown(lang, after));

    // Unfavourite on the favourites page (the toggle waits out its 1000 ms throttle).
    await page.waitForTimeout(1_100);
    await heart(favourites, lang, slot.gameName, true).click();
    await expect(gameTile(favourites, lang, slot.gameName)).toHaveCount(0);

    // The betting record: the bet the vendor reported, with stake, payout and net.
    await page.goto('/member/personalHistoryCopy');
    const record = page.getByTestId('bet-record').first();
    await expect(record).toContainText(slot.gameName);
    await expect(record.getByTestId('bet-stake')).toContainText(shown(lang, 1_000));
    await expect(record.getByTestId('bet-payout')).toContainText(shown(lang, outcome === 'won' ? 2_000 : 0));
    await expect(page.getByTestId('totals-count')).toContainText(new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-US').format(1));

    // Recent games remembers the launch.
    await page.goto('/recent');
    await expect(gameTile(page.getByTestId('account-games-recent'), lang, slot.gameName)).toBeVisible();
  });

  test(`a trial account is asked for a real account, and may play a free trial (${lang})`, async ({ page, isMobile }) => {
    await newVisitorIn(page, lang);
    await page.goto('/fish');
    await startFreePlay(page, lang);

    // A demo vendor's fishing game (the sandbox plays it); the house's own games have their spec.
    const fish = (await catalogueGames(lang, { gameType: 'FISH', pageNo: 1, pageSize: 24 })).games.find((g) => g.freeTrial && g.vassalage !== 'HOUSE')!;
    await gameTile(page, lang, fish.gameName).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(say(lang, 'shell', 'trial.title'));
    await ask.getByRole('button', { name: say(lang, 'common', 'actions.cancel') }).click();
    await expect(openGame(page, isMobile)).toHaveCount(0);

    // The free trial opens the game with fun money, and moves no real money.
    await page.getByRole('button', { name: say(lang, 'common', 'games.freeTrialOf', { name: fish.gameName }), exact: true }).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    await expect(gameFrame(page).locator('#game-fun')).toBeVisible();
    await playSandboxRound(page);
    await leaveGame(page, lang, isMobile);
  });
}

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`a transfer-mode vendor: the balance moves into its game wallet, and the next vendor asks about it (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    await cashier.adjust(player.account, 30_000, 'e2e sports money');
    const lanes = await vendorLanes(lang);
    const vendorLabel = (gameType: string, code: string) => {
      const vendor = lanes.find((lane) => lane.gameType === gameType)!.vendors.find((v) => v.vassalage === code)!;
      return games(lang, 'vendorCenter.play', { name: vendor.title || vendor.displayName });
    };

    // Khela Sports keeps its own wallet: the whole main balance moves there before the game opens.
    await page.goto('/sports');
    await page.getByRole('button', { name: vendorLabel('SPORTS', 'KSPORT'), exact: true }).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    await expect(gameFrame(page).locator('#game-balance')).toHaveText(shown(lang, 30_000));
    await leaveGame(page, lang, isMobile);
    await expect(headerBalance(page)).toHaveText(shown(lang, 0));
    const wallets = await page.evaluate(async () => (await (await fetch('/wps/wallets', { headers: { Merchant: 'khela', Authorization: sessionStorage.getItem('token') ?? '' } })).json()) as { value: { wallets: Array<{ code: string; balance: number }> } });
    expect(wallets.value.wallets.find((w) => w.code === 'KSPORT')?.balance).toBe(30_000);

    // With money still in Khela Sports, the e-sports arena asks about the previous game first.
    await cashier.adjust(player.account, 10_000, 'e2e more money');
    await page.goto('/esports');
    await page.getByRole('button', { name: vendorLabel('ESPORTS', 'IMES'), exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(say(lang, 'shell', 'games.wallet.previousGame.title'));
    await ask.getByRole('button', { name: say(lang, 'shell', 'games.wallet.myWallet') }).click();
    await expect(page).toHaveURL(/\/member\/transferFund/);
    await expect(openGame(page, isMobile)).toHaveCount(0);
  });
}
