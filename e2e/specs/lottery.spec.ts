import type { Page } from '@playwright/test';
import { defaultLotterySettings, type LotteryKind, payoutOf } from '../../contracts/src/lottery';
import { formatNumber } from '../../shared/src/format/money';
import { expect, test } from '../support/fixtures';
import { addLine, lottery, lotteryApi, openDrawWithTime } from '../support/lottery';
import type { Language } from '../support/site';
import { windowOf } from '../support/window';
import { fundedPlayer, headerBalance, shown } from '../support/wallet';

/**
 * Issue 15's lotteries end to end, as a player uses them — Bengali on the phone, English on the
 * desktop: the lobby with its countdowns; a Wingo period bet on a number and a colour; the reveal
 * arriving live and the settlement reaching the header balance, the lottery's own bets list and
 * the betting record; lô and đề on the fast Vietnamese game; the draw verified in the browser from
 * its revealed seed. Every expected amount is worked out from the draw the api published, with the
 * rules' own payout table.
 */
const variants: Record<'phone' | 'desktop', Language> = { phone: 'bn', desktop: 'en' };
const funds = 100_000; // ৳1,000

interface Placed {
  drawId: string;
  kind: LotteryKind;
  lines: Array<{ betType: string; selection: string[]; stake: number; cost: number }>;
}

/** What the balance should be now: the funds less every slip, plus the payouts of the draws already settled. */
async function balanceNow(placed: Placed[], lang: Language): Promise<number> {
  let balance = funds;
  for (const slip of placed) {
    balance -= slip.lines.reduce((sum, line) => sum + line.cost, 0);
    const draw = await lotteryApi.draw(slip.drawId, lang);
    if (draw.status !== 'settled') continue;
    for (const line of slip.lines) balance += payoutOf(slip.kind, defaultLotterySettings(slip.kind), line.betType, line.selection, line.stake, draw.result!);
  }
  return balance;
}

/** The header balance agrees with the draws as they stand (a fast draw may settle at any moment). */
async function expectBalance(page: Page, placed: Placed[], lang: Language, timeout = 15_000): Promise<void> {
  await expect.poll(async () => (await headerBalance(page).textContent()) === shown(lang, await balanceNow(placed, lang)), { timeout }).toBe(true);
}

test('a member bets on a Wingo period and a fast VN draw, sees the reveal and the settlement, and verifies the draw', async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const lang = variants[windowOf(testInfo)];
  const t = (key: string, values?: Record<string, string | number>) => lottery(lang, key, values);
  await fundedPlayer(page, lang, funds, 'e2e lottery');

  // The lobby: every fast game with its next draw and a live countdown.
  await page.goto('/lottery');
  const wingo = await lotteryApi.game('wingo_1', lang);
  const card = page.getByTestId('lottery-game-wingo_1');
  await expect(card).toContainText(wingo.name);
  await expect(card.getByRole('timer')).toBeVisible();
  await card.getByRole('link', { name: t('lobby.play', { name: wingo.name }) }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=wingo_1/);

  // A period with time left: a number and a colour on one slip.
  const draw = await openDrawWithTime(page, 'wingo_1', lang);
  await addLine(page, lang, 'number', ['7'], 10);
  await addLine(page, lang, 'colour', [t('options.green')], 10);
  const slip = page.getByTestId('lottery-slip');
  await expect(slip.getByTestId('slip-total')).toHaveText(shown(lang, 2_000));
  await slip.getByRole('button', { name: t('slip.place') }).click();
  await expect(slip.getByRole('status')).toHaveText(t('slip.placed', { n: formatNumber(2, lang), drawNo: draw.drawNo, total: shown(lang, 2_000) }));
  const placed: Placed[] = [{ drawId: draw.id, kind: 'wingo', lines: [{ betType: 'number', selection: ['7'], stake: 1_000, cost: 1_000 }, { betType: 'colour', selection: ['green'], stake: 1_000, cost: 1_000 }] }];
  await expectBalance(page, placed, lang);

  // The draw is revealed live on the board, then paid, and the balance follows.
  const reveal = page.getByTestId('lottery-reveal');
  await expect(reveal).toContainText(t('board.lastDraw', { drawNo: draw.drawNo }), { timeout: 90_000 });
  let drawn = await lotteryApi.draw(draw.id, lang);
  await expect.poll(async () => (drawn = await lotteryApi.draw(draw.id, lang)).status, { timeout: 30_000 }).toBe('settled');
  await expectBalance(page, placed, lang, 20_000);

  // My bets: the two lines settled, won or lost as the result says.
  await page.getByRole('link', { name: t('betting.views.bets') }).click();
  const bets = page.getByTestId('lottery-bets');
  await bets.getByRole('tab', { name: t('bets.settled') }).click();
  const settled = bets.getByRole('table', { name: t('bets.draw', { drawNo: draw.drawNo }) });
  await expect(settled.getByRole('row')).toHaveCount(3); // the header and two lines
  const number = drawn.result!.tiers[0]!.numbers[0]!;
  await expect(settled.getByRole('row').filter({ hasText: t('betTypes.number.name') })).toContainText(t(number === '7' ? 'status.won' : 'status.lost'));

  // Lô (two numbers: two units) and đề on the fast Vietnamese game's open draw (a draw every 5 minutes).
  await page.goto('/vnLottery?gameCode=vn_fast');
  const vnDraw = await openDrawWithTime(page, 'vn_fast', lang, 60);
  await addLine(page, lang, 'lo2', ['27', '83'], 10);
  await addLine(page, lang, 'de', ['27'], 10);
  await expect(slip.getByTestId('slip-total')).toHaveText(shown(lang, 3_000));
  await slip.getByRole('button', { name: t('slip.place') }).click();
  await expect(slip.getByRole('status')).toHaveText(t('slip.placed', { n: formatNumber(2, lang), drawNo: vnDraw.drawNo, total: shown(lang, 3_000) }));
  placed.push({ drawId: vnDraw.id, kind: 'vn_fast', lines: [{ betType: 'lo2', selection: ['27', '83'], stake: 1_000, cost: 2_000 }, { betType: 'de', selection: ['27'], stake: 1_000, cost: 1_000 }] });
  await expectBalance(page, placed, lang);
  await page.getByRole('link', { name: t('betting.views.bets') }).click();
  const open = page.getByTestId('lottery-bets').getByRole('table', { name: t('bets.draw', { drawNo: vnDraw.drawNo }) });
  await expect(open.getByRole('row')).toHaveCount(3);
  await expect(open).toContainText(shown(lang, 2_000)); // the lô line: two numbers at ৳10

  // The betting record lists the lottery bets beside the games'.
  await page.goto('/member/personalHistoryCopy');
  await expect(page.getByTestId('bet-record').filter({ hasText: wingo.name }).first()).toBeVisible();

  // Verify the draw: its seed matches the hash published before betting, and the result recomputes.
  await page.goto('/lottery?gameCode=wingo_1&view=results');
  await page.getByRole('link', { name: t('results.verify', { drawNo: draw.drawNo }) }).click();
  const verify = page.getByTestId('verify-draw');
  await expect(verify).toContainText(draw.seedHash);
  await expect(verify).toContainText(drawn.seed!);
  await expect(verify.getByText(t('verify.hashMatches'))).toBeVisible();
  await expect(verify.getByText(t('verify.resultMatches'))).toBeVisible();
});
