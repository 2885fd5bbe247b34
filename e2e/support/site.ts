import { expect, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from './env';
import { asReturningVisitor } from './identity';
import { logIn } from './login-flow';
import type { RemoteKey } from '../../contracts/src/site/site-routes';

/**
 * What a person sees and uses on the composed site, in words taken from the catalogues
 * (shell/src/locales, shared/src/i18n/locales, <remote>/src/locales).
 */
export type Language = 'bn' | 'en';

/** The shell's own words the specs look for, in both languages. */
export const shellText = {
  home: { bn: 'হোম', en: 'Home' },
  promotions: { bn: 'প্রোমোশন', en: 'Promotions' },
  topNav: { bn: 'গেমের বিভাগ', en: 'Game categories' },
  sideMenu: { bn: 'পার্শ্ব মেনু', en: 'Side menu' },
  openMenu: { bn: 'মেনু খুলুন', en: 'Open menu' },
  closeMenu: { bn: 'মেনু বন্ধ করুন', en: 'Close menu' },
  language: { bn: 'ভাষা', en: 'Language' },
  close: { bn: 'বন্ধ করুন', en: 'Close' },
  login: { bn: 'লগইন', en: 'Log in' },
  register: { bn: 'নিবন্ধন', en: 'Sign up' },
  help: { bn: 'সহায়তা কেন্দ্র', en: 'Help center' },
  terms: { bn: 'শর্তাবলী', en: 'Terms and conditions' },
  announcements: { bn: 'ঘোষণা', en: 'Announcements' },
  notices: { bn: 'নোটিশ', en: 'Notices' },
  goToPromotion: { bn: 'প্রমোশনে যান', en: 'Go to promotion' },
} as const;

/** A remote's key in the site's route table (its area's `data-remote`). */
export type RemoteName = RemoteKey;

/** The demo brand's seeded accounts (api/src/seed/demo-members.ts). */
const demoAccounts = {
  member: { account: 'demo01', password: 'Khela2026' },
  agent: { account: 'agent01', password: 'Agent2026' },
} as const;

const sessionTokens = new Map<keyof typeof demoAccounts, Promise<string>>();

/** Logs in once through the site, as a person does, and keeps the session's token for the run. */
async function signInOnce(page: Page, who: keyof typeof demoAccounts): Promise<string> {
  const context = await page.context().browser()!.newContext({ baseURL: e2eEnv.baseUrl });
  try {
    const visitor = await context.newPage();
    await asReturningVisitor(visitor);
    await visitor.goto('/');
    await logIn(visitor, 'bn', demoAccounts[who].account, demoAccounts[who].password);
    return (await visitor.evaluate(() => window.sessionStorage.getItem('token')))!;
  } finally {
    await context.close();
  }
}

/** Starts the page logged in as the demo member (or agent), with a real session of the api. */
export async function withSession(page: Page, who: keyof typeof demoAccounts = 'member'): Promise<void> {
  let token = sessionTokens.get(who);
  if (!token) {
    token = signInOnce(page, who);
    sessionTokens.set(who, token);
  }
  const value = await token;
  await page.addInitScript((kept) => window.sessionStorage.setItem('token', kept), value);
}

/** A remote's area once it has loaded and mounted. */
export function remoteArea(page: Page, remote: RemoteName): Locator {
  return page.locator(`[data-remote="${remote}"][data-state="ready"]`);
}

/** The open popup (a modal dialog) with this title. */
export function popup(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** The side menu as a phone shows it: a drawer behind the hamburger. */
export async function openSideDrawer(page: Page, lang: Language): Promise<Locator> {
  await page.getByRole('button', { name: shellText.openMenu[lang] }).click();
  const drawer = page.getByRole('dialog', { name: shellText.sideMenu[lang] });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Picks a language with the control a person sees: the header select on desktop, the one in the
 * side menu drawer on phones. Returns once the page itself is in the new language.
 */
export async function chooseLanguage(page: Page, isMobile: boolean, from: Language, to: Language): Promise<void> {
  const option = to === 'en' ? 'English' : 'বাংলা';
  if (isMobile) {
    const drawer = await openSideDrawer(page, from);
    await drawer.getByLabel(shellText.language[from]).selectOption({ label: option });
    // The drawer stays open, now in the new language; close it like a person would.
    const translated = page.getByRole('dialog', { name: shellText.sideMenu[to] });
    await translated.getByRole('button', { name: shellText.closeMenu[to] }).click();
    await expect(translated).toBeHidden();
  } else {
    await page.getByRole('banner').getByLabel(shellText.language[from]).selectOption({ label: option });
  }
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The top navigation's entries, left to right, as the paths they lead to. */
export async function topNavPaths(page: Page, lang: Language): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: shellText.topNav[lang] });
  // Home and Promotions show at once; the game categories follow when the vendor list arrives: callers poll.
  // Vendor panels hang off each category but stay hidden until hovered; only the entries show.
  const links = nav.locator(':scope > ul > li > a');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/**
 * Pages served without the start-up answers index.html carries (api/src/site/start-answers.ts): the
 * shell's start-up calls (config, announcements, …) go to the network, where a spec can change an
 * answer with page.route or wait for it. The page works the same either way (the fallback path).
 */
export async function withoutStartAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => url.origin === new URL(e2eEnv.baseUrl).origin && !/\.\w+$/.test(url.pathname) && !/^\/(wps|lgw|ws|media|remotes|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="khela-start"[^>]*>[\s\S]*?<\/script>/, '');
      return route.fulfill({ response, body });
    },
  );
}

const SITE_SCRIPTS = /\/(assets|remotes)\/.*\.js(\?|$)/;

/** The site's bundles never arrive in this page: what shows is what index.html draws by itself (boot-banner.ts, first-frame.ts). */
export async function withoutSiteScripts(page: Page): Promise<void> {
  await page.route(SITE_SCRIPTS, (route) => route.abort());
}

/** The site's bundles arrive again after withoutSiteScripts. */
export async function withSiteScripts(page: Page): Promise<void> {
  await page.unroute(SITE_SCRIPTS);
}

/**
 * A member's header has two rows on a phone: index.html's own drawing of a public page (`drawing`)
 * is taken away for them before the first paint, even when no bundle arrives.
 */
export async function expectNotDrawnForAMember(page: Page, drawing: Locator, path = '/'): Promise<void> {
  await withoutSiteScripts(page);
  await page.addInitScript(() => window.sessionStorage.setItem('token', 'a-member-session'));
  await page.goto(path);
  await expect(page.locator('#root')).toBeAttached();
  await expect(drawing).toHaveCount(0);
}
