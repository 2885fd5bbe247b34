import type { Locator, Page } from '@playwright/test';
import { axeFindings, formatFindings, settled, type Finding } from '../support/axe';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { gameFrame, leaveGame, openGame } from '../support/games';
import { comeFrom, newVisitorIp, useLanguage } from '../support/identity';
import { ui } from '../support/login-flow';
import { openSideDrawer, popup, shellText, withSession, type Language } from '../support/site';
import { windowOf } from '../support/window';

/**
 * Every page of the site through axe-core (WCAG 2.1 A/AA and axe's best practices), in both
 * languages in both windows: a finding of impact serious or critical fails (support/axe.ts).
 * Fast on purpose: one page per test, moved from view to view inside the app as its own links do
 * (no reload), the demo member's and agent's one session of the run, and the check at the end so
 * one run lists every finding. The site's default (dark) theme.
 */

/**
 * A view: a path to move to, or something to do on the current view (open a popup, a menu). After
 * a path the check looks at the remote's area and any popup the route opened: the shell's frame
 * around it (header, navigation, side menu, footer) is the same on every page and was checked on
 * the test's first view; `whole` checks all of it (a view with a layout of its own).
 */
type Step =
  | { path: string; whole?: boolean }
  | {
      name: string;
      open: (page: Page, lang: Language) => Promise<Locator | void>;
      /** How it is closed after its check; Escape from inside it unless said. */
      close?: (page: Page, lang: Language) => Promise<void>;
    };

/** What a path's check looks at: the remote's area, and popups over it. */
const pageParts = ['[data-remote]', '[role="dialog"]', '[role="alertdialog"]'];
/** What a popup's or menu's check looks at: the popup (dialogs, the drawer) or the open menu panel. */
const popupParts = ['[role="dialog"]', '[role="alertdialog"]', '[data-testid="member-panel"]', '[data-testid="game-layer"]'];

/** Moves inside the app as a link does: the shared history follows the address (popstate), no reload. */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path.split('#')[0]);
  await expect(page.locator('[data-remote][data-state="ready"]').first()).toBeVisible();
}

/** Visits the views in order and checks each; fails once at the end with every finding. */
async function checkViews(page: Page, lang: Language, first: string, steps: Step[]): Promise<void> {
  const window = windowOf();
  const findings: Finding[] = [];
  await page.goto(first);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('[data-remote][data-state="ready"]').first()).toBeVisible();
  await settled(page, lang);
  findings.push(...(await axeFindings(page, `${first} (${lang}, ${window})`)));
  for (const step of steps) {
    let where: string;
    let parts: string[];
    let opened: Locator | void = undefined;
    let close: ((page: Page, lang: Language) => Promise<void>) | undefined;
    if ('path' in step) {
      await moveTo(page, step.path);
      where = step.path;
      parts = step.whole ? [] : pageParts;
    } else {
      opened = await step.open(page, lang);
      if (!opened) continue; // nothing to open in this window (the drawer on a desktop)
      where = `${new URL(page.url()).pathname} + ${step.name}`;
      parts = popupParts;
      close = step.close;
    }
    await settled(page, lang);
    findings.push(...(await axeFindings(page, `${where} (${lang}, ${window})`, parts)));
    // A popup or menu opened for its check is closed again with Escape from inside it, as a keyboard user would.
    if (close) await close(page, lang);
    else if (opened) await opened.press('Escape');
    if (opened) await expect(opened).toBeHidden();
  }
  expect(findings, `serious or critical axe findings:\n\n${formatFindings(findings)}\n`).toHaveLength(0);
}

const gameCenters = ['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/rng?vassalage=KREEL', '/pvp'];

/** Opens a dialog with a header button and answers it. */
const headerPopup = (button: (page: Page, lang: Language) => Locator, dialog: (page: Page, lang: Language) => Locator) => async (page: Page, lang: Language) => {
  await button(page, lang).click();
  await expect(dialog(page, lang)).toBeVisible();
  return dialog(page, lang);
};

const sideDrawer: Step = {
  name: 'side menu drawer',
  open: async (page, lang) => (windowOf() === 'phone' ? openSideDrawer(page, lang) : undefined),
};

/** The house's cockfight arena (a vendor's page in the game window's iframe), from the home page's block. */
const cockfightArena: Step = {
  name: 'cockfight arena (game window)',
  open: async (page) => {
    // The home page as loaded (its category blocks arrive with the first load's game menus).
    await page.goto('/');
    const block = page.getByTestId('category-COCKFIGHT');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button').first().click();
    const game = openGame(page, windowOf() === 'phone');
    await expect(game).toBeVisible();
    await expect(gameFrame(page).locator('#seed-hash')).toHaveText(/[0-9a-f]{64}/);
    return game;
  },
  close: (page, lang) => leaveGame(page, lang, windowOf() === 'phone'),
};

const accountMenu: Step = {
  name: 'account menu',
  open: async (page, lang) => {
    await ui.accountMenu(page, lang).click();
    const menu = page.getByTestId('member-panel');
    await expect(menu).toBeVisible();
    return menu;
  },
};

// Animations run to their end at once: a check mid-animation (a fading-in prize) would measure a colour nobody reads.
test.use({ reducedMotion: 'reduce' });
// The tests share nothing but the demo accounts' sessions (looking only): spread over the workers, so a
// window's checks are not one worker's long queue.
test.describe.configure({ mode: 'parallel' });

const memberPages = [
  'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
  'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate',
  'depositRecord', 'saferGambling', 'feedback',
];

const agentPages = [
  'agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'personalHistoryCopy', 'palStatementsAgentCopy',
  'agentRevenueReport', 'agentDownlineTransactionDetailsCopy', 'agentDividendRecordCopy2', 'agentDailyWages2',
  'agentHourSalary', 'agentRealtimeSalary',
];

for (const lang of ['bn', 'en'] as const satisfies Language[]) {
  test.describe(`axe: no serious or critical findings (${lang})`, () => {
    test.describe(() => {
      // A new visitor: the start-of-session announcement popup shows on the first view.
      test.use({ freshSession: true });

      test(`the home page and its popups, logged out (${lang})`, async ({ page }) => {
        test.setTimeout(300_000);
        await useLanguage(page, lang);
        await comeFrom(page, newVisitorIp());
        await page.goto('/');
        // The start-of-session announcement popup first; then the page behind it.
        const announcements = popup(page, shellText.announcements[lang]);
        // Often the run's first page: on a loaded machine the just-started api answered the
        // announcements after the default 10 s (the popup was on the failure's screenshot).
        await expect(announcements).toBeVisible({ timeout: 30_000 });
        await settled(page, lang);
        const findings = await axeFindings(page, `/ + announcement popup (${lang}, ${windowOf()})`);
        await announcements.getByRole('button', { name: shellText.close[lang], exact: true }).click();
        await expect(announcements).toBeHidden();
        expect(findings, `serious or critical axe findings:\n\n${formatFindings(findings)}\n`).toHaveLength(0);

        await checkViews(page, lang, '/', [
          sideDrawer,
          { name: 'login popup', open: headerPopup(ui.headerLogin, ui.loginPopup) },
          {
            name: 'forgot password popup',
            open: async (page, lang) => {
              const login = await headerPopup(ui.headerLogin, ui.loginPopup)(page, lang);
              const link = say(lang, 'shell', 'popups.links.forgotPassword');
              await login.getByRole('button', { name: link }).or(login.getByRole('link', { name: link })).click();
              await expect(ui.forgotPopup(page, lang)).toBeVisible();
              return ui.forgotPopup(page, lang);
            },
          },
          { name: 'register popup', open: headerPopup(ui.headerRegister, ui.registerPopup) },
          {
            name: 'help center popup (/help)',
            open: async (page, lang) => {
              await moveTo(page, '/help');
              await expect(popup(page, shellText.help[lang])).toBeVisible();
              return popup(page, shellText.help[lang]);
            },
          },
        ]);
      });
    });

    test(`the game centers and the other public pages, logged out (${lang})`, async ({ page }) => {
      test.setTimeout(300_000);
      await useLanguage(page, lang);
      await comeFrom(page, newVisitorIp());
      await checkViews(page, lang, '/sports', [
        ...gameCenters.filter((path) => path !== '/sports').map((path) => ({ path })),
        { path: '/recent' },
        { path: '/promotions' },
        { path: '/pointMall' },
        { path: '/seamless' },
        { path: '/agent', whole: true },
      ]);
    });

    test(`the member center, logged in (${lang})`, async ({ page }) => {
      test.setTimeout(300_000);
      await withSession(page, 'member');
      await useLanguage(page, lang);
      await checkViews(page, lang, '/', [accountMenu, sideDrawer, ...memberPages.map((id) => ({ path: `/member/${id}` }))]);
    });

    test(`the member's other pages and the game window, logged in (${lang})`, async ({ page }) => {
      test.setTimeout(300_000);
      await withSession(page, 'member');
      await useLanguage(page, lang);
      await checkViews(page, lang, '/vip', [
        { path: '/favorite' },
        { path: '/promotions' },
        { path: '/pointMall' },
        { path: '/lottery?gameCode=wingo_1' },
        { path: '/seaLottery?gameCode=sea4d' },
        { path: '/vnLottery?gameCode=vn_north' },
        cockfightArena,
      ]);
    });

    test(`the agent center, logged in as the demo agent (${lang})`, async ({ page }) => {
      test.setTimeout(300_000);
      await withSession(page, 'agent');
      await useLanguage(page, lang);
      await checkViews(page, lang, '/agentHome/agentAnnouncement', agentPages.map((id) => ({ path: `/agentHome/${id}` })));
    });
  });
}
