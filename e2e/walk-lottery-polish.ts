import { chromium, type Page } from '@playwright/test';
import { solveSlider } from './support/identity';
import { say } from './support/catalogue';

const base = process.env.WALK_URL ?? 'http://127.0.0.1:8280';
const lang = (process.env.WALK_LANG ?? 'bn') as 'bn' | 'en';
const out = '/work/walk-polish';
const shot = (page: Page, name: string) => page.screenshot({ path: `${out}/${lang}-${name}.png`, fullPage: false });

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
  await context.addInitScript('window.__name = (f) => f;');
  await context.addInitScript((l) => { localStorage.setItem('lang', l); sessionStorage.setItem('ANONYMOUS_POPUP', '1'); sessionStorage.setItem('USER_POPUP', '1'); }, lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  await page.goto(`${base}/lottery`);
  await page.waitForTimeout(3000);
  await shot(page, '01-lottery-loggedout');
  await page.goto(`${base}/`);
  await page.getByRole('banner').getByRole('button', { name: say(lang, 'shell', 'header.login'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say(lang, 'shell', 'login.title'), exact: true });
  await dialog.getByLabel(say(lang, 'shell', 'fields.username'), { exact: true }).and(page.locator('input')).fill('player11');
  await dialog.getByLabel(say(lang, 'shell', 'fields.password'), { exact: true }).and(page.locator('input')).fill('Khela2026');
  await dialog.getByRole('button', { name: say(lang, 'shell', 'login.submit'), exact: true }).click();
  await solveSlider(page);
  await page.waitForTimeout(2000);
  const views: Array<[string, string]> = [
    ['/lottery', '02-lobby-fast'], ['/vnLottery', '03-lobby-vn'], ['/seaLottery', '04-lobby-sea'],
    ['/lottery?gameCode=wingo_1', '05-board-wingo'], ['/lottery?gameCode=d5_1', '06-board-d5'], ['/lottery?gameCode=k3_3', '07-board-k3'],
    ['/vnLottery?gameCode=vn_fast', '08-board-vnfast'], ['/vnLottery?gameCode=vn_north', '09-board-vnnorth'], ['/seaLottery?gameCode=sea4d', '10-board-sea'],
  ];
  for (const game of ['/lottery?gameCode=wingo_1', '/lottery?gameCode=k3_3', '/vnLottery?gameCode=vn_fast', '/seaLottery?gameCode=sea4d']) {
    for (const view of ['bets', 'results', 'rules', 'verify']) views.push([`${game}&view=${view}`, `20-${game.split('=')[1]}-${view}`]);
  }
  let bad = 0;
  for (const [path, name] of views) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(2500);
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    const wrapped = await page.evaluate(() => [...document.querySelectorAll('[role=tab], nav a')].filter((el) => el.getBoundingClientRect().height > 60).map((el) => el.textContent));
    console.log(width > 360 || wrapped.length ? 'WIDE' : 'ok  ', width, name, wrapped.length ? `wrapped: ${wrapped.join(', ')}` : '');
    if (width > 360 || wrapped.length) bad++;
    await shot(page, name);
    await page.screenshot({ path: `${out}/${lang}-${name}-full.png`, fullPage: true });
  }
  // The VN quick picks: every chip whole inside the screen; the full prize table behind "all prizes".
  await page.goto(`${base}/vnLottery?gameCode=vn_fast`);
  await page.waitForTimeout(2500);
  const chips = await page.evaluate(() => [...document.querySelectorAll('[role=group] button')].map((b) => { const r = b.getBoundingClientRect(); return { text: b.textContent, left: r.left, right: r.right, clipped: b.scrollWidth > b.clientWidth + 1 }; }));
  const cut = chips.filter((c) => c.left < 0 || c.right > 360 || c.clipped);
  console.log(cut.length ? 'CUT ' : 'ok  ', 'quick picks and chips', cut.map((c) => c.text).join(', '));
  if (cut.length) bad++;
  const prizes = page.getByTestId('lottery-all-prizes');
  if (await prizes.count()) {
    await prizes.locator('summary').click();
    await page.waitForTimeout(500);
    await prizes.screenshot({ path: `${out}/${lang}-30-vnfast-all-prizes.png` });
    console.log('ok   all prizes rows', await prizes.locator('tr').count());
  } else console.log('MISSING all prizes');
  await page.goto(`${base}/lottery?gameCode=k3_3`);
  await page.waitForTimeout(2500);
  await page.locator('[role=tabpanel] fieldset button', { hasText: /^8$/ }).first().click();
  await page.getByTestId('lottery-odds').screenshot({ path: `${out}/${lang}-31-k3-odds-8.png` });
  console.log('k3 sum 8 odds:', await page.getByTestId('lottery-odds').textContent());
  console.log(bad ? `${bad} PROBLEMS` : 'no view wider than 360 px');
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
