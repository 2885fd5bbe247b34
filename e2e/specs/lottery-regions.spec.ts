import { formatNumber } from '../../shared/src/format/money';
import { expect, test } from '../support/fixtures';
import { addLine, apiSecondsLeft, lottery, lotteryApi, openDrawWithTime } from '../support/lottery';
import type { Language } from '../support/site';
import { windowOf } from '../support/window';
import { fundedPlayer, shown } from '../support/wallet';

/**
 * The Vietnamese lobby as the vn-menu call groups it (North, South and Central by province, the
 * fast game), a đề bet on one province's own draw, and an iPerm bet on SEA 4D — Bengali on the
 * phone, English on the desktop.
 */
const variants: Record<'phone' | 'desktop', Language> = { phone: 'bn', desktop: 'en' };

test('the VN lobby by region with today’s provinces first; a đề bet on a province; an iPerm bet on SEA 4D', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const lang = variants[windowOf(testInfo)];
  const t = (key: string, values?: Record<string, string | number>) => lottery(lang, key, values);
  await fundedPlayer(page, lang, 50_000, 'e2e lottery regions');

  // Each region under its heading; the South's provinces that draw today are listed first, apart.
  await page.goto('/vnLottery');
  for (const group of ['north', 'south', 'central', 'fast'] as const) {
    await expect(page.getByTestId(`lottery-vn-group-${group}`).getByRole('heading', { name: t(`lobby.vnGroups.${group}`), level: 3 })).toBeVisible();
  }
  const south = (await lotteryApi.vnMenu(lang)).find((group) => group.groupCode === 'south')!;
  const today = south.gameMenus.filter((game) => game.drawsToday);
  if (today.length > 0) {
    const list = page.getByTestId('lottery-vn-today-south');
    await expect(list.getByRole('listitem')).toHaveCount(today.length);
    for (const game of today) await expect(page.getByTestId(`lottery-game-${game.gameCode}`)).toBeVisible();
  }
  await expect(page.getByTestId('lottery-vn-later-south').getByRole('listitem')).toHaveCount(south.gameMenus.length - today.length);

  // One province company's own draw: its board, a đề bet on its open draw. Today's provinces
  // freeze together for 15 minutes before their draw; then one that draws another day is taken.
  let province = today[0] ?? south.gameMenus[0]!;
  for (const candidate of [...today, ...south.gameMenus]) {
    if ((await apiSecondsLeft(candidate.gameCode, lang)) > 120) {
      province = candidate;
      break;
    }
  }
  const game = await lotteryApi.game(province.gameCode, lang);
  await page.goto(`/vnLottery?gameCode=${province.gameCode}`);
  await expect(page.getByRole('heading', { name: game.name, exact: true })).toBeVisible();
  const draw = await openDrawWithTime(page, province.gameCode, lang, 30);
  await addLine(page, lang, 'de', ['27'], 10);
  const slip = page.getByTestId('lottery-slip');
  await slip.getByRole('button', { name: t('slip.place') }).click();
  await expect(slip.getByRole('status')).toHaveText(t('slip.placed', { n: formatNumber(1, lang), drawNo: draw.drawNo, total: shown(lang, 1_000) }));

  // SEA 4D iPerm: one stake on 1234 in any order.
  await page.goto('/seaLottery?gameCode=sea4d');
  const seaDraw = await openDrawWithTime(page, 'sea4d', lang, 30);
  const board = page.getByTestId('lottery-betting');
  await board.getByRole('tablist', { name: t('board.betTypes') }).getByRole('tab', { name: t('betTypes.iperm_big.name'), exact: true }).click();
  const panel = board.getByRole('tabpanel', { name: t('betTypes.iperm_big.name') });
  await panel.getByLabel(t('board.entry', { digits: formatNumber(4, lang) })).fill('1234');
  await panel.getByRole('button', { name: t('board.entryAdd') }).click();
  await panel.getByLabel(t('board.stake', { symbol: '৳' })).fill('10');
  await panel.getByRole('button', { name: t('board.add') }).click();
  await expect(slip.getByTestId('slip-total')).toHaveText(shown(lang, 1_000));
  await slip.getByRole('button', { name: t('slip.place') }).click();
  await expect(slip.getByRole('status')).toHaveText(t('slip.placed', { n: formatNumber(1, lang), drawNo: seaDraw.drawNo, total: shown(lang, 1_000) }));
  await page.getByRole('link', { name: t('betting.views.bets') }).click();
  const open = page.getByTestId('lottery-bets').getByRole('table', { name: t('bets.draw', { drawNo: seaDraw.drawNo }) });
  await expect(open.getByRole('row').filter({ hasText: t('betTypes.iperm_big.name') })).toContainText('1234');
});
