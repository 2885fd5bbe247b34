import type { Page } from '@playwright/test';
import {
  acceptOfferInPopup,
  agentLogIn,
  betAtTheTable,
  newestSettledBet,
  newPerson,
  offerContract,
  openAgentPage,
  openDownlineAccount,
  percentText,
  periodEnd,
  timeTravel,
} from '../support/agents';
import { say } from '../support/catalogue';
import { catalogueGames, gameTile, leaveGame, openGame } from '../support/games';
import { newUsername, newVisitorIp } from '../support/identity';
import { changeIssuedPassword, openLogin, submitPasswordLogin, ui } from '../support/login-flow';
import { expect, test } from '../support/fixtures';
import type { Language } from '../support/site';
import { windowOf } from '../support/window';
import { cashier, headerBalance, shown } from '../support/wallet';

/**
 * Issue 14's agent program end to end, as its people use it: the demo agent agent01 opens a
 * sub-agent in registerCenter and offers it a salary contract; the sub-agent (choosing its own
 * password at its first login) accepts it in the contract popup; a player of the sub-agent plays
 * at the house's live table; the period ends (the api's clock moved by the operator, TIME_TRAVEL=1)
 * and its settlement job pays the bill down the chain: the sub-agent sees the bill in the
 * contract page's Records and the money in its balance. A higher offer then replaces the contract.
 * A player is sent from the agent center to the agent page.
 *
 * A period settles once (its job slot and the settlement's own row), so each window settles its
 * own kind: the phone the HOURLY salary in Bengali, the desktop the DAILY salary in English. The
 * phone runs first (the config's order): its hour is then still unsettled, whereas the desktop's
 * jump to the next day settles every hour of today (the hourly job catches up 24 hours).
 */

interface Variant {
  lang: Language;
  kind: 'daily' | 'hourly';
  /** The contract kind's page in the agent center. */
  pageId: 'agentDailyWages2' | 'agentHourSalary';
  /** agent01's own brand contract starts at this tier (demo seed): the offer must reach it. */
  turnoverTaka: string;
  /** The first offer's rate and the higher one that replaces it, in percent (agent01 holds 1% daily, 0.4% hourly). */
  firstPercent: number;
  higherPercent: number;
  /** The player's stake at the table, minor units: over the tier's turnover. */
  stake: number;
}

const variants: Record<'phone' | 'desktop', Variant> = {
  phone: { lang: 'bn', kind: 'hourly', pageId: 'agentHourSalary', turnoverTaka: '500', firstPercent: 0.2, higherPercent: 0.3, stake: 500_000 },
  desktop: { lang: 'en', kind: 'daily', pageId: 'agentDailyWages2', turnoverTaka: '5000', firstPercent: 0.5, higherPercent: 0.8, stake: 1_000_000 },
};

const agent01 = { account: 'agent01', password: 'Agent2026' };
const HOUR = 3_600_000;

/** Where the clock goes before the offer: inside the previous period, so the contract counts from the current one. */
const previousPeriod = (kind: Variant['kind'], now: Date) => new Date(now.getTime() - (kind === 'daily' ? 24 * HOUR : HOUR));

/**
 * Just after the period holding `at` has ended: the settlement jobs run every 5 minutes (:01, :06, …)
 * and settle a period once its grace has passed (hourly 3 minutes, daily 10; docs/agents.md), so
 * +10 minutes reaches the hourly slot at :06 (an hour's end − 3 min: the hour counts) and +20 the
 * daily one at 00:16. At +10 a midnight's daily slot (00:06 − 10 min) does not settle the day yet.
 */
const afterPeriodEnd = (kind: Variant['kind'], at: Date) => new Date(periodEnd(kind, at).getTime() + (kind === 'daily' ? 20 : 10) * 60_000);

const opened: Page[] = [];

test.afterEach(async () => {
  // Whatever happened, later specs run at real time (the house signs its wallet calls with it).
  await timeTravel({ reset: true });
  for (const page of opened.splice(0)) await page.context().close();
});

test('an agent opens a sub-agent, contracts it, its team plays, the period settles into its balance, and a higher offer replaces the contract', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const v = variants[windowOf(testInfo)];
  const { lang, kind } = v;
  const a = (key: string, values?: Record<string, string | number>) => say(lang, 'agent', key, values);
  const person = async (ip?: string) => {
    const page = await newPerson(browser, testInfo, lang, ip);
    opened.push(page);
    return page;
  };

  // agent01 (demo: in-force brand contracts) opens a sub-agent with an initial password.
  const agent = await person();
  await agentLogIn(agent, lang, agent01.account, agent01.password);
  const sub = { account: newUsername('sa'), issued: `Init${Date.now() % 1e6}a`, password: `Sub${Date.now() % 1e6}pw` };
  await openDownlineAccount(agent, lang, 'agent', sub.account, sub.issued);

  // The sub-agent's first login asks for its own password; then it opens a player of its own.
  const subAgent = await person(newVisitorIp());
  await agentLogIn(subAgent, lang, sub.account, sub.issued, sub.password);
  const player = { account: newUsername('pl'), issued: `Init${Date.now() % 1e6}p`, password: `Mine${Date.now() % 1e6}p` };
  await openDownlineAccount(subAgent, lang, 'member', player.account, player.issued);

  // The player logs in on the player site (its own password first). The agent center is not for it: it lands on /agent.
  const gamer = await person(newVisitorIp());
  await gamer.goto('/');
  await submitPasswordLogin(gamer, await openLogin(gamer, lang), lang, player.account, player.issued);
  await changeIssuedPassword(gamer, lang, player.password);
  await expect(ui.accountMenu(gamer, lang)).toBeVisible();
  await gamer.goto('/agentHome');
  await expect(gamer).toHaveURL(/\/agent$/);
  await expect(gamer.getByRole('main').getByRole('button', { name: a('login.submit') })).toBeVisible();

  // A contract counts from the next period: the offer and its acceptance happen in the previous one.
  await timeTravel({ to: previousPeriod(kind, new Date()).toISOString() });
  await offerContract(agent, lang, v.pageId, sub.account, { turnoverTaka: v.turnoverTaka, activeMembers: '1', ratePercent: String(v.firstPercent) });
  await subAgent.reload(); // the member info arrives again: the shell opens the contract popup for the waiting offer
  await acceptOfferInPopup(subAgent, lang, kind, agent01.account);
  const mine = await openAgentPage(subAgent, lang, v.pageId);
  await expect(mine.getByRole('tab', { name: a('contracts.tabs.mine'), exact: true })).toHaveAttribute('aria-selected', 'true');
  const firstContract = mine.getByRole('article').filter({ hasText: a('contracts.status.in_force') });
  await expect(firstContract).toContainText(percentText(lang, v.firstPercent));
  await timeTravel({ reset: true });

  // Back at real time (the house's wallet calls carry it): the player, given money, bets at the live table.
  await cashier.adjust(player.account, 2_000_000, 'e2e agent team play');
  const table = (await catalogueGames(lang, { gameType: 'LIVE', vassalage: 'HOUSE', pageNo: 1, pageSize: 24 })).games.find((g) => g.gameCode === 'house-baccarat')!;
  await gamer.goto('/live?vassalage=HOUSE');
  await expect(headerBalance(gamer)).toHaveText(shown(lang, 2_000_000));
  await gameTile(gamer, lang, table.gameName).click();
  await expect(openGame(gamer, testInfo.project.use.isMobile === true)).toBeVisible();
  await betAtTheTable(gamer, lang, v.stake);
  await leaveGame(gamer, lang, testInfo.project.use.isMobile === true);
  let bet: Awaited<ReturnType<typeof newestSettledBet>>;
  await expect.poll(async () => (bet = await newestSettledBet(gamer))?.stake, { timeout: 20_000 }).toBe(v.stake);
  const settledAt = new Date(bet!.settledAt);

  // The period ends: the clock moves past it and the settlement job runs its slot.
  const jump = await timeTravel({ to: afterPeriodEnd(kind, settledAt).toISOString() });
  expect(jump.ran).toContainEqual(expect.objectContaining({ job: `agents.settle.${kind}`, status: 'succeeded' }));
  const rate = v.firstPercent / 100;
  const bill = Math.floor(v.stake * rate);
  expect(bill).toBeGreaterThan(0);

  // The sessions idled out over the jump: the sub-agent logs in again and finds its bill and its money.
  await agentLogIn(subAgent, lang, sub.account, sub.password);
  await expect(headerBalance(subAgent)).toHaveText(shown(lang, bill));
  const page = await openAgentPage(subAgent, lang, v.pageId);
  await page.getByRole('tab', { name: a('settlement.title'), exact: true }).click();
  const records = subAgent.getByTestId(`contract-bills-${kind}`);
  const own = records.getByRole('region', { name: a('settlement.caption.own') });
  const issued = own.getByRole('row').filter({ hasText: a('settlement.status.issued') });
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText(shown(lang, bill));
  await expect(issued).toContainText(shown(lang, v.stake)); // the team's turnover: the player's stake

  // A higher offer: agent01 offers more, the sub-agent accepts; the first contract is replaced.
  await agentLogIn(agent, lang, agent01.account, agent01.password);
  // agent01's own records show what it paid the sub-agent out of its balance.
  const paying = await openAgentPage(agent, lang, v.pageId);
  await paying.getByRole('tab', { name: a('settlement.title'), exact: true }).click();
  await paying.getByRole('tab', { name: a('settlement.role.paid'), exact: true }).click();
  const paid = paying.getByRole('region', { name: a('settlement.caption.paid') }).getByRole('row').filter({ hasText: sub.account });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText(shown(lang, bill));
  await expect(paid).toContainText(a('settlement.status.issued'));
  await offerContract(agent, lang, v.pageId, sub.account, { turnoverTaka: v.turnoverTaka, activeMembers: '1', ratePercent: String(v.higherPercent) });
  // The sub-agent comes back to the page: the popup offers it at once; closed, the page's waiting offer opens it again.
  await subAgent.reload();
  const popup = subAgent.getByRole('dialog', { name: say(lang, 'shell', 'contracts.title'), exact: true });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: say(lang, 'common', 'actions.close'), exact: true }).first().click();
  await expect(popup).toBeHidden();
  const answer = subAgent.getByTestId(`agent-page-${v.pageId}`);
  await answer.getByRole('tab', { name: a('contracts.tabs.mine'), exact: true }).click();
  const waiting = answer.getByRole('article').filter({ has: subAgent.getByRole('button', { name: a('contracts.answer'), exact: true }) });
  await expect(waiting).toContainText(percentText(lang, v.higherPercent));
  await waiting.getByRole('button', { name: a('contracts.answer'), exact: true }).click();
  await acceptOfferInPopup(subAgent, lang, kind, agent01.account);
  const after = subAgent.getByTestId(`agent-page-${v.pageId}`);
  const current = after.getByRole('article').filter({ hasText: a('contracts.status.in_force') });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(percentText(lang, v.higherPercent));
  const replaced = after.getByRole('article').filter({ hasText: a('contracts.status.superseded') });
  await expect(replaced).toHaveCount(1);
  await expect(replaced).toContainText(percentText(lang, v.firstPercent));
  await expect(replaced).toContainText(a('contracts.endedAt'));
});
