import type { Page } from '@playwright/test';
import { say } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, popup, remoteArea, shellText, topNavPaths, withSession, type Language, type RemoteName } from '../support/site';
import { lotteryApi } from '../support/lottery';

/**
 * SPEC §2's route table, as a person meets it: each path shows its view in Bengali (the default),
 * and in English after a switch with the visible language control, which survives a reload.
 */
type Words = Record<Language, string>;

interface RouteCase {
  /** What the person opens. */
  path: string;
  /** Logged in, as the demo member (true) or the demo agent. */
  session?: true | 'agent';
  /** Where the site leaves them (redirects), as a path with its query. */
  lands: string | RegExp;
  remote: RemoteName;
  /** The page's main heading, inside the remote's area. */
  heading: Words;
  /** A popup the shell opens over the page on arrival. */
  popup?: Words;
  /** Game pages (lottery, seamless): no side menu and no footer. */
  gamePage?: boolean;
  /** /agent and /agentHome: the agent site's own layout (its header only: no top navigation, side menu or footer). */
  agentSite?: boolean;
  /** Extra look at what the page shows for this path. */
  also?: (page: Page, lang: Language) => Promise<void>;
  /** A redirect to another route's view is checked in Bengali only; that view has its own case. */
  bengaliOnly?: boolean;
}

const homeHeading: Words = shellText.home;
const slots: Words = { bn: 'স্লট', en: 'Slots' };
/** A vendor from the demo brand's game menus (api/src/seed/demo-vendors.ts). */
const slotVendor = { vassalage: 'KREEL', displayName: 'Khela Reels' };

/** Runs in the page: is this element at the top of the box that scrolls it? */
function scrolledToTop(element: Element): boolean {
  let box = element.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  if (!box) return true; // nothing scrolls: the terms are in view with everything else
  const offset = element.getBoundingClientRect().top - box.getBoundingClientRect().top;
  return Math.abs(offset) < 24 || box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
}

const helpAtTerms = async (page: Page, lang: Language) => {
  const help = popup(page, shellText.help[lang]);
  const terms = help.getByRole('region', { name: shellText.terms[lang], exact: true });
  await expect(terms).toBeInViewport();
  // The popup's scrolling body has brought the terms to its top (or scrolled as far as it goes).
  await expect.poll(() => terms.evaluate(scrolledToTop)).toBe(true);
  await expect(help.getByRole('navigation').getByRole('button', { name: shellText.terms[lang], exact: true })).toHaveAttribute('aria-current', 'true');
};

const lotteryCase = (path: string, heading: Words, gameCode: string): RouteCase => ({
  path: `${path}?gameCode=${gameCode}`,
  session: true,
  lands: `${path}?gameCode=${gameCode}`,
  remote: 'lottery',
  heading,
  gamePage: true,
  also: async (page, lang) => {
    // The game's betting board, named as the api names the game in this language.
    const game = await lotteryApi.game(gameCode, lang);
    await expect(remoteArea(page, 'lottery').getByRole('heading', { name: game.name, exact: true })).toBeVisible();
  },
});

/** A center (member, agent): its navigation, named in the page's language, is in the remote's area. */
const centerNavigation = (remote: RemoteName, name: Words): RouteCase['also'] => async (page, lang) => {
  await expect(remoteArea(page, remote).getByRole('navigation', { name: name[lang] })).toBeVisible();
};

/** The agent center's navigation: a side column on desktop, behind its menu button on a phone. */
const agentNavigation: RouteCase['also'] = async (page, lang) => {
  const area = remoteArea(page, 'agent');
  const menu = area.getByTestId('agent-menu-button');
  const phone = await menu.isVisible();
  if (phone) await menu.click();
  await expect(area.getByRole('navigation', { name: { bn: 'এজেন্ট কেন্দ্র', en: 'Agent center' }[lang] })).toBeVisible();
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
};

const loggedOutToLogin = (path: string): RouteCase => ({
  path,
  lands: '/login',
  remote: 'home',
  heading: homeHeading,
  popup: shellText.login,
  bengaliOnly: true,
});

const routes: RouteCase[] = [
  { path: '/', lands: '/', remote: 'home', heading: homeHeading },
  { path: '/index', lands: '/index', remote: 'home', heading: homeHeading },
  { path: '/index.html', lands: '/index.html', remote: 'home', heading: homeHeading },
  { path: '/home', lands: '/home', remote: 'home', heading: homeHeading },
  { path: '/login', lands: '/login', remote: 'home', heading: homeHeading, popup: shellText.login },
  { path: '/register', lands: '/register', remote: 'home', heading: homeHeading, popup: shellText.register },
  { path: '/help', lands: '/help', remote: 'home', heading: homeHeading, popup: shellText.help },
  { path: '/help#term', lands: '/help', remote: 'home', heading: homeHeading, popup: shellText.help, also: helpAtTerms },
  { path: '/agent', lands: '/agent', remote: 'agent', heading: { bn: 'খেলা এজেন্ট হয়ে উঠুন', en: 'Become a Khela agent' }, agentSite: true },
  { path: '/agentHome', lands: '/agent', remote: 'agent', heading: { bn: 'খেলা এজেন্ট হয়ে উঠুন', en: 'Become a Khela agent' }, bengaliOnly: true, agentSite: true },
  {
    path: '/agentHome',
    session: 'agent',
    lands: '/agentHome/agentAnnouncement',
    remote: 'agent',
    agentSite: true,
    heading: { bn: 'ঘোষণা', en: 'Announcements' },
    also: agentNavigation,
  },
  loggedOutToLogin('/member'),
  {
    path: '/member',
    session: true,
    lands: '/member/securityCenter',
    remote: 'member',
    heading: { bn: 'আমার অ্যাকাউন্ট', en: 'My account' },
    also: centerNavigation('member', { bn: 'সদস্য কেন্দ্র', en: 'Member center' }),
  },
  { path: '/sports', lands: '/sports', remote: 'games', heading: { bn: 'খেলাধুলা', en: 'Sports' } },
  { path: '/esports', lands: '/esports', remote: 'games', heading: { bn: 'ই-স্পোর্টস', en: 'E-sports' } },
  { path: '/lott', lands: '/lott', remote: 'games', heading: { bn: 'লটারি', en: 'Lottery' } },
  { path: '/elott', lands: '/elott', remote: 'games', heading: { bn: 'ই-লটারি', en: 'E-lottery' } },
  { path: '/live', lands: '/live', remote: 'games', heading: { bn: 'লাইভ ক্যাসিনো', en: 'Live casino' } },
  { path: '/fish', lands: '/fish', remote: 'games', heading: { bn: 'ফিশিং', en: 'Fishing' } },
  { path: '/rng', lands: '/rng', remote: 'games', heading: slots },
  {
    path: `/rng?vassalage=${slotVendor.vassalage}`,
    lands: `/rng?vassalage=${slotVendor.vassalage}`,
    remote: 'games',
    heading: slots,
    also: async (page, lang) => {
      const vendors = remoteArea(page, 'games').getByRole('group', { name: lang === 'bn' ? 'প্রোভাইডার' : 'Provider' });
      await expect(vendors.getByRole('button', { name: slotVendor.displayName })).toHaveAttribute('aria-pressed', 'true');
      await expect(vendors.getByRole('button', { name: lang === 'bn' ? 'সব প্রোভাইডার' : 'All providers' })).toHaveAttribute('aria-pressed', 'false');
    },
  },
  { path: '/pvp', lands: '/pvp', remote: 'games', heading: { bn: 'কার্ড গেম', en: 'Card games' } },
  loggedOutToLogin('/favorite'),
  { path: '/favorite', session: true, lands: '/favorite', remote: 'games', heading: { bn: 'প্রিয় খেলা', en: 'Favourites' } },
  { path: '/recent', lands: '/recent', remote: 'games', heading: { bn: 'সাম্প্রতিক খেলা', en: 'Recent games' } },
  loggedOutToLogin('/lottery?gameCode=wingo_1'),
  lotteryCase('/lottery', { bn: 'লটারি', en: 'Lottery' }, 'wingo_1'),
  loggedOutToLogin('/seaLottery?gameCode=sea4d'),
  lotteryCase('/seaLottery', { bn: 'দক্ষিণ-পূর্ব এশিয়া লটারি', en: 'South-East Asia lottery' }, 'sea4d'),
  loggedOutToLogin('/vnLottery?gameCode=vn_north'),
  lotteryCase('/vnLottery', { bn: 'ভিয়েতনাম লটারি', en: 'Vietnam lottery' }, 'vn_north'),
  // The promotions page's own title (rewards-promotions catalogue).
  { path: '/promotions', lands: '/promotions', remote: 'member', heading: { bn: say('bn', 'member', 'rewardsPromotions.title'), en: say('en', 'member', 'rewardsPromotions.title') } },
  { path: '/pointMall', lands: '/pointMall', remote: 'member', heading: { bn: 'পয়েন্ট মল', en: 'Points mall' } },
  loggedOutToLogin('/vip'),
  { path: '/vip', session: true, lands: '/vip', remote: 'member', heading: { bn: 'ভিআইপি', en: 'VIP' } },
  {
    path: '/seamless',
    lands: '/seamless',
    remote: 'games',
    heading: { bn: 'খেলা', en: 'Game' },
    gamePage: true,
    also: async (page, lang) => {
      // Without a game address from our servers the page says so instead of framing anything.
      const blocked: Words = { bn: 'এই খেলাটি এখানে খোলা যাচ্ছে না', en: 'This game cannot be opened here' };
      await expect(remoteArea(page, 'games').getByText(blocked[lang])).toBeVisible();
    },
  },
];

function landsOn(page: Page, lands: string | RegExp): Promise<void> {
  return expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toMatch(typeof lands === 'string' ? new RegExp(`^${lands.replace(/[?.]/g, '\\$&')}$`) : lands);
}

async function expectView(page: Page, route: RouteCase, lang: Language): Promise<void> {
  await landsOn(page, route.lands);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const area = remoteArea(page, route.remote);
  await expect(area.getByRole('heading', { level: 1, name: route.heading[lang], exact: true })).toBeVisible();
  if (route.popup) await expect(popup(page, route.popup[lang])).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  if (route.agentSite) {
    await expect(page.getByRole('navigation', { name: shellText.topNav[lang] })).toHaveCount(0);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await route.also?.(page, lang);
    return;
  }
  await expect(page.getByRole('navigation', { name: shellText.topNav[lang] })).toBeVisible();
  if (route.gamePage) {
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: shellText.openMenu[lang] })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('side-menu')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await route.also?.(page, lang);
}

async function closePopup(page: Page, title: string): Promise<void> {
  const open = popup(page, title);
  await open.getByRole('button', { name: shellText.close.bn, exact: true }).click();
  await expect(open).toBeHidden();
}

test.describe('every route of SPEC §2', () => {
  for (const route of routes) {
    const who = route.session ? 'logged in' : 'logged out';
    test(`${route.path} (${who}) shows its view in Bengali${route.bengaliOnly ? '' : ', and in English after a switch that survives a reload'}`, async ({ page, isMobile }) => {
      if (route.session) await withSession(page, route.session === 'agent' ? 'agent' : 'member');
      await page.goto(route.path);
      await expectView(page, route, 'bn');
      if (route.bengaliOnly) return;

      if (route.popup) {
        // Closing a popup its route opened leaves for home; switch there, then open the link again.
        await closePopup(page, route.popup.bn);
        await expect(page).toHaveURL(/\/$/);
        await chooseLanguage(page, isMobile, 'bn', 'en');
        await page.goto(route.path);
        await expectView(page, route, 'en');
      } else if (route.agentSite) {
        // The agent site's header has the language switch on phones too.
        await page.getByRole('banner').getByLabel(shellText.language.bn).selectOption({ label: 'English' });
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expectView(page, route, 'en');
      } else if (route.gamePage && isMobile) {
        // A phone shows no side menu on game pages, so no language control: switch on home, come back.
        await page.getByRole('link', { name: shellText.home.bn, exact: true }).click();
        await chooseLanguage(page, isMobile, 'bn', 'en');
        await page.goBack();
        await expectView(page, route, 'en');
      } else {
        await chooseLanguage(page, isMobile, 'bn', 'en');
        // Without a reload: the shell and the remote's own root both speak English at once.
        await expectView(page, route, 'en');
      }

      await page.reload();
      await expectView(page, route, 'en');
      expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['en', 'bn']);
    });
  }
});

test.describe('top navigation', () => {
  test('home first, the categories with vendors in SPEC order, promotions last', async ({ page }) => {
    await page.goto('/');
    // The demo brand offers every category.
    await expect.poll(() => topNavPaths(page, 'bn')).toEqual(['/', '/elott', '/lott', '/live', '/sports', '/fish', '/rng', '/pvp', '/esports', '/promotions']);
    const nav = page.getByRole('navigation', { name: shellText.topNav.bn });
    await expect(nav.getByRole('link', { name: shellText.home.bn, exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('a brand without vendors in a category does not show it', async ({ page }) => {
    // The second demo brand (English only) has slots, live casino and sports; its fishing vendor is off.
    await page.addInitScript(() => window.sessionStorage.setItem('merchantCode', 'khela2'));
    await page.goto('/');
    await expect.poll(() => topNavPaths(page, 'en')).toEqual(['/', '/live', '/sports', '/rng', '/promotions']);
  });

  test('Back and Forward move across remotes and show the right views', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: shellText.topNav.bn });
    const homeView = () => expect(remoteArea(page, 'home').getByRole('heading', { level: 1, name: shellText.home.bn })).toBeVisible();
    const liveView = () => expect(remoteArea(page, 'games').getByRole('heading', { level: 1, name: 'লাইভ ক্যাসিনো' })).toBeVisible();
    const promotionsView = () => expect(remoteArea(page, 'member').getByRole('heading', { level: 1, name: say('bn', 'member', 'rewardsPromotions.title') })).toBeVisible();

    await page.goto('/');
    await homeView();
    await nav.getByRole('link', { name: 'লাইভ ক্যাসিনো' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await liveView();
    await nav.getByRole('link', { name: shellText.promotions.bn }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await promotionsView();

    await page.goBack();
    await expect(page).toHaveURL(/\/live$/);
    await liveView();
    await expect(page.locator('[data-remote="member"]')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await homeView();
    await expect(page.locator('[data-remote="games"]')).toHaveCount(0);

    await page.goForward();
    await liveView();
    await page.goForward();
    await promotionsView();
  });
});
