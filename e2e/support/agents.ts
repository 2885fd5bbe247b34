import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { say } from './catalogue';
import { e2eEnv } from './env';
import { gameFrame } from './games';
import { asReturningVisitor, comeFrom, solveSlider, useLanguage } from './identity';
import { changeIssuedPassword, field, ui } from './login-flow';
import { remoteArea, type Language } from './site';
import { shown } from './wallet';

/**
 * The agent program as its people use it (issue 14): the agent site's login, the agent center's
 * pages, the contract popup, and the operator's clock (POST /ops/time-travel, docs/api.md) that
 * brings a settlement period's end on demand.
 */

export interface TravelAnswer {
  now: string;
  offsetMs: number;
  ran: Array<{ job: string; slot: string; status: string }>;
}

/** Moves the api's clock (the e2e api runs with TIME_TRAVEL=1); the jobs due at the new time run before it answers. */
export async function timeTravel(body: { to: string } | { reset: true }): Promise<TravelAnswer> {
  const response = await fetch(`${e2eEnv.baseUrl}/ops/time-travel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': e2eEnv.operatorToken },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/ops/time-travel answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: TravelAnswer }).value;
}

const HOUR = 3_600_000;
/** The demo brand's time zone, Asia/Dhaka: UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET = 6 * HOUR;

/** The start of the salary period (daily: the Dhaka day; hourly: the hour) holding `at`. */
export function periodStart(period: 'daily' | 'hourly', at: Date): Date {
  const size = period === 'daily' ? 24 * HOUR : HOUR;
  return new Date(Math.floor((at.getTime() + DHAKA_OFFSET) / size) * size - DHAKA_OFFSET);
}

export function periodEnd(period: 'daily' | 'hourly', at: Date): Date {
  return new Date(periodStart(period, at).getTime() + (period === 'daily' ? 24 * HOUR : HOUR));
}

/**
 * A person of their own: another browser (its own session), the window of this project (phone or
 * desktop), the site in `lang`, start-of-session popups seen, from `ip` when given.
 */
export async function newPerson(browser: Browser, testInfo: TestInfo, lang: Language, ip?: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: e2eEnv.baseUrl, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await useLanguage(page, lang);
  if (ip) await comeFrom(page, ip);
  return page;
}

/**
 * Logs in on the agent page (/agent) with its login popup for agents; with an issued password the
 * forced change follows and the person picks `newPassword`. Ends in the agent center.
 */
export async function agentLogIn(page: Page, lang: Language, account: string, password: string, newPassword?: string): Promise<void> {
  await page.goto('/agent');
  // A session that ended (the clock jumped past its idle timeout) is left behind: a fresh visit.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await page.getByRole('main').getByRole('button', { name: say(lang, 'agent', 'login.submit') }).click();
  const dialog = page.getByRole('dialog', { name: say(lang, 'shell', 'login.agentTitle') });
  await field(dialog, say(lang, 'shell', 'fields.username')).fill(account);
  await field(dialog, say(lang, 'shell', 'fields.password')).fill(password);
  await dialog.getByRole('button', { name: say(lang, 'shell', 'login.submit'), exact: true }).click();
  await solveSlider(page);
  if (newPassword) {
    await expect(ui.changePasswordPopup(page, lang)).toBeVisible();
    await changeIssuedPassword(page, lang, newPassword);
  }
  await expect(page).toHaveURL(/\/agentHome(\/|$)/);
}

/** Opens a page of the agent center from its navigation (behind the menu button on a phone). */
export async function openAgentPage(page: Page, lang: Language, id: string): Promise<Locator> {
  const area = remoteArea(page, 'agent');
  const menu = area.getByTestId('agent-menu-button');
  await expect(area).toBeVisible();
  const nav = area.getByRole('navigation', { name: say(lang, 'agent', 'center.navLabel') });
  // The center draws its menu once the agent's data is in: wait for the phone's menu button or the
  // desktop's navigation before choosing (checking the button at once raced a slow first render).
  await expect.poll(async () => (await menu.isVisible()) || (await nav.isVisible()), { timeout: 30_000 }).toBe(true);
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: say(lang, 'agent', `pages.${id}.title`), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/agentHome/${id}$`));
  const view = page.getByTestId(`agent-page-${id}`);
  await expect(view).toBeVisible();
  return view;
}

/** registerCenter's form: opens a player or a sub-agent account with an initial password. */
export async function openDownlineAccount(page: Page, lang: Language, kind: 'member' | 'agent', account: string, password: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => say(lang, 'agent', key, values);
  const view = await openAgentPage(page, lang, 'registerCenter');
  const form = view.getByRole('form', { name: t('team.register.title') });
  await form.getByLabel(t('team.register.kind'), { exact: true }).selectOption({ label: t(`team.register.kinds.${kind}`) });
  await field(form, t('team.register.account')).fill(account);
  await field(form, t('team.register.password')).fill(password);
  await field(form, t('team.register.confirmPassword')).fill(password);
  await form.getByRole('button', { name: t('team.register.submit') }).click();
  await expect(view.getByRole('status').filter({ hasText: account })).toHaveText(
    new RegExp(escape(t('team.register.done', { kind: t(`team.register.kinds.${kind}`), account }))),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The percentage a contract page shows for a P rate (Intl as the page formats it). */
export function percentText(lang: Language, percent: number): string {
  return `${new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-US', { maximumFractionDigits: 4 }).format(percent)}%`;
}

/** One tier offered in the contract page's "Downlines" tab: amounts in taka, the rate in percent. */
export interface OfferedTier {
  turnoverTaka: string;
  activeMembers: string;
  ratePercent: string;
}

/** The contract page's "Downlines" tab: the agent offers `downline` a one-tier contract. */
export async function offerContract(page: Page, lang: Language, pageId: string, downline: string, tier: OfferedTier): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => say(lang, 'agent', key, values);
  const view = await openAgentPage(page, lang, pageId);
  await view.getByRole('tab', { name: t('contracts.tabs.downlines'), exact: true }).click();
  await view.getByRole('button', { name: t('contracts.offerTo', { account: downline }), exact: true }).click();
  const form = view.getByRole('form', { name: t('contracts.form.title') });
  await expect(form.getByLabel(t('contracts.form.downline'), { exact: true })).not.toHaveValue('');
  const first = form.getByRole('group', { name: t('contracts.form.tierN', { n: 1 }), exact: true });
  await field(first, t('contracts.form.turnover')).fill(tier.turnoverTaka);
  await field(first, t('contracts.form.activeMembers')).fill(tier.activeMembers);
  await field(first, t('contracts.form.ratePercent')).fill(tier.ratePercent);
  // The downlines' table and the tiers fit a phone: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: t('contracts.form.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(t('contracts.form.sent', { account: downline }));
}

/** The contract popup (shell): accepts the one offer waiting, then closes the popup. */
export async function acceptOfferInPopup(page: Page, lang: Language, kind: 'daily' | 'hourly', offeredBy: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => say(lang, 'shell', key, values);
  const popup = page.getByRole('dialog', { name: t('contracts.title'), exact: true });
  await expect(popup).toBeVisible();
  const offer = popup.getByRole('region', { name: `${t(`contracts.kind.${kind}`)} · ${t('contracts.gameType.CONS')}` });
  await expect(offer).toContainText(t('contracts.offeredBy', { account: offeredBy }));
  await offer.getByRole('button', { name: t('contracts.accept'), exact: true }).click();
  await expect(popup.getByRole('status')).toHaveText(t('contracts.accepted'));
  await expect(popup.getByText(t('contracts.none'))).toBeVisible();
  await popup.getByRole('button', { name: say(lang, 'common', 'actions.close'), exact: true }).first().click();
  await expect(popup).toBeHidden();
}

/**
 * The house's live baccarat table, as house-games.spec.ts plays it: a bet on the player side at
 * `stake` (minor units) while betting is open, then the dealt coup.
 */
export async function betAtTheTable(page: Page, lang: Language, stake: number): Promise<void> {
  const frame = gameFrame(page);
  await frame.locator('input[name="side"][value="player"]').check();
  await frame.locator('#stake').selectOption(String(stake));
  await expect(async () => {
    await expect(frame.locator('#countdown')).toHaveText(/\S/, { timeout: 20_000 });
    await frame.locator('#place-bet').click();
    await expect(frame.locator('#your-bets li')).toContainText(shown(lang, stake), { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await expect(frame.locator('#last-coup .you-got')).toBeVisible({ timeout: 45_000 });
}

/** The member's newest settled bet, from its betting record (the api the record page reads). */
export async function newestSettledBet(page: Page): Promise<{ stake: number; settledAt: string } | undefined> {
  return page.evaluate(async (api) => {
    const response = await fetch(`${api}/wps/game/bet_records?status=settled&pageNo=1&pageSize=5`, {
      headers: { Merchant: 'khela', Authorization: sessionStorage.getItem('token') ?? '' },
    });
    const page = (await response.json()) as { value?: { records: Array<{ stake: number; settledAt: string }> } };
    return page.value?.records[0];
  }, e2eEnv.baseUrl);
}
