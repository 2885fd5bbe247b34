import { formatNumber } from '../../shared/src/format/money';
import type { LiveTablesValue } from '../../shared/src/api/games-wire';
import { say } from '../support/catalogue';
import { support } from '../support/chat';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { gameFrame, leaveGame, openGame } from '../support/games';
import { inThisWindowsLanguage } from '../support/identity';
import { popup, type Language } from '../support/site';
import { newPlayer, shown } from '../support/wallet';

/**
 * SPEC §7 live model list and launch chat (docs/spec-sweep.md): /live shows the house's live
 * tables with their dealers and what the running house says about them; a member opens a table's
 * chat (the chat room about that table, the message reaching support) and joins the table.
 * Bengali on the phone, English on the desktop; only the spec's own member.
 */
const games = (lang: Language, key: string, values: Record<string, string | number> = {}) => say(lang, 'games', key, values);

/** The demo brand's tables as the api answers them now. */
async function liveTables(lang: Language): Promise<LiveTablesValue['tables']> {
  const response = await fetch(`${e2eEnv.baseUrl}/wps/live/model_list`, { headers: { Merchant: 'khela', Language: lang } });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { value: LiveTablesValue }).value.tables;
}

const DEMO = { bn: { baccarat: 'অনন্যা', arena: 'রফিক' }, en: { baccarat: 'Ananya', arena: 'Rafiq' } } as const;

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test(`/live shows the live tables with their dealers; a table's chat and the table open (${lang})`, async ({ page, isMobile }) => {
    test.slow();
    inThisWindowsLanguage(lang);
    const player = await newPlayer(page, lang);
    const tables = await liveTables(lang);
    expect(tables.map((table) => [table.game.gameCode, table.dealer.name])).toEqual([
      ['house-baccarat', DEMO[lang].baccarat],
      ['house-cockfight', DEMO[lang].arena],
    ]);

    await page.goto('/live');
    const strip = page.getByRole('region', { name: games(lang, 'liveTables.heading') });
    await expect(strip).toBeVisible();
    const baccarat = strip.getByTestId('live-table-house-baccarat');
    const arena = strip.getByTestId('live-table-house-cockfight');
    await expect(baccarat.getByRole('heading', { name: tables[0]!.game.gameName })).toBeVisible();
    await expect(baccarat).toContainText(games(lang, 'liveTables.dealer', { name: DEMO[lang].baccarat }));
    await expect(arena).toContainText(games(lang, 'liveTables.dealer', { name: DEMO[lang].arena }));
    // The house is running: each table takes bets or deals, never closed; its round is the house's.
    for (const card of [baccarat, arena]) await expect(card).toHaveAttribute('data-status', /^(betting|dealing)$/);
    await expect(baccarat).toContainText(games(lang, 'liveTables.limitsRange', { min: shown(lang, 1_000), max: shown(lang, 1_000_000) }));
    const round = (await liveTables(lang))[0]!.round!.number;
    await expect(baccarat).toContainText(new RegExp(`${formatNumber(round, lang)}|${formatNumber(round + 1, lang)}|${formatNumber(round - 1, lang)}`));

    // The table's chat: the chat room about this table, the draft naming it; the message reaches support.
    await baccarat.getByRole('button', { name: games(lang, 'liveTables.chatWith', { name: tables[0]!.game.gameName, dealer: DEMO[lang].baccarat }) }).click();
    const room = popup(page, say(lang, 'chat', 'title'));
    await expect(room).toBeVisible();
    const subject = room.getByTestId('chat-subject');
    await expect(subject).toContainText(tables[0]!.game.gameName);
    await expect(subject).toContainText(DEMO[lang].baccarat);
    const box = room.getByLabel(say(lang, 'chat', 'inputLabel'));
    await expect(box).toHaveValue(new RegExp(`^${tables[0]!.game.gameName}.*: $`));
    await box.press('End');
    await box.pressSequentially(lang === 'bn' ? 'টেবিলের সীমা কত?' : 'what are the limits?');
    await box.press('Enter');
    await expect(room.getByRole('log')).toContainText(tables[0]!.game.gameName);
    expect(await support.conversationOf(player.account)).toMatch(/^\d+$/);
    await room.getByRole('button', { name: say(lang, 'common', 'actions.close'), exact: true }).first().click();
    await expect(room).toBeHidden();

    // Joining the table opens the house's live baccarat page.
    await baccarat.getByRole('button', { name: games(lang, 'liveTables.openTable', { name: tables[0]!.game.gameName }) }).click();
    await expect(openGame(page, isMobile)).toBeVisible();
    await expect(gameFrame(page).locator('#seed-hash')).toHaveText(/[0-9a-f]{64}/);
    await leaveGame(page, lang, isMobile);
  });
}
