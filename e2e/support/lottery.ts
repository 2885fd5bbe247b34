import { expect, test, type Locator, type Page } from '@playwright/test';
import type { LotteryDraw, LotteryGame, LotteryLobby, LotteryVnMenu } from '../../contracts/src/lottery/lottery-schemas';
import { asciiDigits } from '../../shared/src/format/digits';
import { say } from './catalogue';
import { e2eEnv } from './env';
import type { Language } from './site';

/**
 * Issue 15's lotteries as a person uses them, and the public calls a spec reads the truth from
 * (the lobby, a draw with its revealed seed): what the board showed is checked against them.
 */
async function publicCall<T>(path: string, lang: Language): Promise<T> {
  const response = await fetch(`${e2eEnv.baseUrl}${path}`, { headers: { Merchant: 'khela', Language: lang } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

export const lotteryApi = {
  game: async (gameCode: string, lang: Language): Promise<LotteryGame> =>
    (await publicCall<LotteryLobby>('/lgw/lottery/lobby', lang)).games.find((g) => g.gameCode === gameCode)!,
  draw: (drawId: string, lang: Language) => publicCall<LotteryDraw>(`/lgw/lottery/draws/${drawId}`, lang),
  vnMenu: (lang: Language) => publicCall<LotteryVnMenu>('/lgw/lottery/vn-menu', lang),
};

export const lottery = (lang: Language, key: string, values?: Record<string, string | number>) => say(lang, 'lottery', key, values);

/** Seconds left on the board's countdown (mm:ss or h:mm:ss, in either language's digits), or null while betting is frozen. */
async function secondsLeft(board: Locator): Promise<number | null> {
  const text = asciiDigits((await board.getByRole('timer').first().textContent({ timeout: 1_000 }).catch(() => null)) ?? '');
  const parts = text.match(/\d+/g)?.map(Number);
  if (!parts || parts.length < 2) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Seconds of betting left on the game's next draw as the api has it (negative while frozen). */
export async function apiSecondsLeft(gameCode: string, lang: Language): Promise<number> {
  const next = (await lotteryApi.game(gameCode, lang)).nextDraw;
  return next ? (Date.parse(next.closesAt) - Date.now()) / 1000 : -1;
}

/**
 * Waits on the board until its open draw has at least `margin` seconds of betting left (a bet
 * placed in the last seconds could meet the freeze), then returns that draw as the api has it.
 * A daily game may be in its freeze (15 minutes before its draw): then the wait runs until the
 * draw is made and the next one opens, and the test's time is stretched by as much.
 */
export async function openDrawWithTime(page: Page, gameCode: string, lang: Language, margin = 15): Promise<LotteryDraw> {
  const board = page.getByTestId('lottery-betting');
  const next = (await lotteryApi.game(gameCode, lang)).nextDraw;
  const frozenFor = next && Date.parse(next.closesAt) - Date.now() < margin * 1000 ? Math.max(0, Date.parse(next.drawAt) - Date.now()) : 0;
  if (frozenFor > 0) test.info().setTimeout(test.info().timeout + frozenFor + 60_000);
  await expect.poll(async () => ((await secondsLeft(board)) ?? 0) >= margin, { timeout: 90_000 + frozenFor, intervals: [1_000] }).toBe(true);
  const draw = (await lotteryApi.game(gameCode, lang)).nextDraw!;
  await expect(board.getByText(lottery(lang, 'board.draw', { drawNo: draw.drawNo }), { exact: true })).toBeVisible();
  return draw;
}

/** On the board: the bet type's tab, its picks (option buttons by their visible names), the stake, then "add to slip". */
export async function addLine(page: Page, lang: Language, betType: string, picks: string[], stakeTaka: number): Promise<void> {
  const board = page.getByTestId('lottery-betting');
  await board.getByRole('tablist', { name: lottery(lang, 'board.betTypes') }).getByRole('tab', { name: lottery(lang, `betTypes.${betType}.name`), exact: true }).click();
  const panel = board.getByRole('tabpanel', { name: lottery(lang, `betTypes.${betType}.name`) });
  for (const pick of picks) await panel.getByRole('button', { name: pick, exact: true }).click();
  await panel.getByLabel(lottery(lang, 'board.stake', { symbol: '৳' })).fill(String(stakeTaka));
  await panel.getByRole('button', { name: lottery(lang, 'board.add') }).click();
}
