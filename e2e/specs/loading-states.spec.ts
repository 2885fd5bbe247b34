import { expect, test } from '../support/fixtures';
import { windowOf } from '../support/window';
import { expectNotDrawnForAMember, withoutSiteScripts, withoutStartAnswers, withSession, withSiteScripts } from '../support/site';
import { FIRST_BANNER_ID, FIRST_FRAME_ID, FIRST_FRAME_TEST_ID } from '../../contracts/src/site/start-answers';

/**
 * Loading states (issue 19, docs/loading-states.md) on a slow answer: a game center draws its
 * banner's box, the vendor chips' row and the tiles' shapes at once, and nothing above the tiles
 * moves when the games come. The answers are held back in this page only (parallel-safe).
 */
test('a game center on a slow network: skeletons in place, banner box reserved, no shift when the games arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/lgw\/games\/(games|vendors)\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rng');
  const center = page.getByTestId('list-center-RNG');
  const skeleton = center.getByTestId('tile-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  // The placeholders take the grid's width (empty, they once shrank to nothing in the centred column).
  const centerBox = (await center.boundingBox())!;
  expect((await skeleton.boundingBox())!.width).toBeGreaterThan(centerBox.width * 0.8);
  expect((await skeleton.boundingBox())!.height).toBeGreaterThan(100);
  await expect(center.getByTestId('vendor-chips-skeleton')).toBeVisible();

  // The banner's box has its shape before (and whether or not) the picture is in.
  const banner = center.getByTestId('category-banner');
  const box = (await banner.boundingBox())!;
  const ratio = windowOf() === 'phone' ? 2.5 : 5;
  expect(box.width / box.height).toBeCloseTo(ratio, 1);
  const headingTop = (await center.getByRole('heading', { level: 1 }).boundingBox())!.y;

  release();
  await expect(center.getByTestId('game-count')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  expect((await center.getByRole('heading', { level: 1 }).boundingBox())!.y).toBe(headingTop);
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect((await banner.boundingBox())!.height).toBeCloseTo(box.height, 0);

  // The category's icon sits beside its name in the navigation.
  await expect(page.getByTestId('top-nav-RNG').locator('svg[data-icon="game-slot"]')).toHaveCount(1);
});

/** Layout shifts the page records from now on, with whether each moved something of `within`. */
async function recordShifts(page: import('@playwright/test').Page, within: string): Promise<() => Promise<number>> {
  const since = await page.evaluate((selector) => {
    const shifts: { time: number; value: number; inside: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { startTime: number; value: number; sources: { node?: Node | null }[] }[]) {
        const inside = entry.sources.some(({ node }) => {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return element?.closest(selector) !== null && element !== null;
        });
        shifts.push({ time: entry.startTime, value: entry.value, inside });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    return performance.now();
  }, within);
  return () =>
    page.evaluate(
      (from) => (window as unknown as { __shifts: { time: number; value: number; inside: boolean }[] }).__shifts.filter((shift) => shift.time >= from && shift.inside).reduce((sum, shift) => sum + shift.value, 0),
      since,
    );
}

test("the home's game menu on a slow menus answer: its placeholder holds the place, nothing below moves when the menu comes", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A page without the inlined start-up answers asks for the menus itself (a page served stale or too slowly does).
  await withoutStartAnswers(page);
  await page.route(/\/lgw\/games\/game_menus\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const home = page.getByTestId('home-page');
  const placeholder = home.getByTestId('game-menu-placeholder');
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  await expect(placeholder.getByRole('status')).toHaveCount(1);
  await expect(home.getByRole('tab')).toHaveCount(0);
  // The placeholder reaches past the screen's bottom, so the winners board below starts off screen.
  const viewport = page.viewportSize()!;
  const placeholderBox = (await placeholder.boundingBox())!;
  expect(placeholderBox.y + placeholderBox.height).toBeGreaterThan(viewport.height);
  const winners = home.getByTestId('section-winners');
  const winnersTop = (await winners.boundingBox())!.y;
  expect(winnersTop).toBeGreaterThan(viewport.height);

  const shifted = await recordShifts(page, '[data-testid="home-page"]');
  release();
  await expect(home.getByTestId('game-menu').getByRole('tab').first()).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await expect(home.getByTestId('category-RNG').getByTestId(/^game-card-/)).toHaveCount(5);
  expect((await winners.boundingBox())!.y).toBeGreaterThanOrEqual(winnersTop);
  expect(await shifted()).toBeLessThan(0.01);
});

test('live casino tiles keep no free-trial room in rows without a free-trial button; rows with one keep it', async ({ page }) => {
  /** Per tile of the grid: its row (top), its height, its play box's height, whether it has a trial button. */
  const tiles = async (path: string) => {
    await page.goto(path);
    const grid = page.getByTestId('game-grid').getByRole('list');
    await expect(grid.getByTestId(/^game-card-/).first()).toBeVisible();
    return grid.locator(':scope > li').evaluateAll((items) =>
      items.map((item) => {
        const card = item.firstElementChild!;
        return {
          top: Math.round(item.getBoundingClientRect().top),
          height: item.getBoundingClientRect().height,
          play: card.querySelector('button')!.getBoundingClientRect().height,
          // GameCard's buttons: play first, the heart (aria-pressed), then the free trial's.
          trial: [...card.querySelectorAll(':scope > button')].slice(1).some((button) => !button.hasAttribute('aria-pressed')),
        };
      }),
    );
  };
  const rowsOf = (list: Awaited<ReturnType<typeof tiles>>) => {
    const rows = new Map<number, typeof list>();
    for (const tile of list) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
    return rows;
  };

  const live = rowsOf(await tiles('/live'));
  const plainRows = [...live.values()].filter((row) => row.every((tile) => !tile.trial));
  expect(plainRows.length).toBeGreaterThan(0);
  for (const row of plainRows) for (const tile of row) expect(tile.height - tile.play).toBeLessThan(2);

  const slots = rowsOf(await tiles('/rng'));
  const trialRows = [...slots.values()].filter((row) => row.some((tile) => tile.trial));
  expect(trialRows.length).toBeGreaterThan(0);
  for (const row of trialRows) for (const tile of row) expect(tile.height - tile.play).toBeGreaterThan(30);
});

test("a new visitor's phone: the home's first banner is drawn by the page itself, where the home's own comes, and gives way to it", async ({ page }) => {
  test.skip(windowOf() !== 'phone', 'drawn on phones only (api/src/site/boot-banner.ts)');
  await withoutSiteScripts(page);
  await page.goto('/');
  const drawn = page.locator(`#${FIRST_BANNER_ID}`);
  await expect.poll(() => drawn.evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
  const before = (await drawn.boundingBox())!;
  expect(before.width).toBeGreaterThan(300);

  // With the scripts: the home's own first banner comes at that very box, and the page's drawing goes.
  await withSiteScripts(page);
  await page.goto('/');
  const own = page.getByTestId('banner-carousel').getByRole('img').first();
  await expect(own).toBeVisible();
  await expect(drawn).toHaveCount(0);
  const after = (await page.getByTestId('banner-carousel').boundingBox())!;
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(after[side]).toBeCloseTo(before[side], 0);

  await expectNotDrawnForAMember(page, drawn);
});

/**
 * The boxes and class names of the home's parts that a first frame draws, by test id, as the page
 * shows them now (the page's own height is not one: the rows below the menu fill in later).
 */
function homeParts(attribute: string): { id: string; box: string; classes: string }[] {
  const menu = `[${attribute}="game-menu"]`;
  const parts = document.querySelectorAll(`[${attribute}="jackpot"], ${menu}, ${menu} [${attribute}^="category-"], ${menu} [${attribute}^="game-card-"]`);
  return [...parts].map((part) => {
    const box = part.getBoundingClientRect();
    return { id: part.getAttribute(attribute)!, box: [box.x, box.y, box.width, box.height].map(Math.round).join(' '), classes: part.className };
  });
}

test("a new visitor's phone: the home's first screen is drawn by the page itself (its first frame), every part where the home's own comes, and gives way to it", async ({ page }) => {
  test.skip(windowOf() !== 'phone', 'drawn on phones only (api/src/site/first-frame.ts)');
  // What shows is index.html's own drawing, from the home release's server build.
  await withoutSiteScripts(page);
  await page.goto('/');
  const frame = page.locator(`#${FIRST_FRAME_ID}`);
  await expect(frame).toBeVisible();
  await expect(frame.locator(`[${FIRST_FRAME_TEST_ID}^="game-card-"]`).first()).toBeVisible();
  await expect(frame).toHaveAttribute('inert', '');
  const drawn = await page.evaluate(homeParts, FIRST_FRAME_TEST_ID);
  expect(drawn.filter((part) => part.id.startsWith('game-card-')).length).toBeGreaterThan(4);

  // With the scripts: the home's own parts come at those very boxes, with the same classes, and the frame goes.
  await withSiteScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('game-menu')).toBeVisible();
  await expect(page.locator('[data-testid^="game-card-"]').first()).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(await page.evaluate(homeParts, 'data-testid')).toEqual(drawn);

  await expectNotDrawnForAMember(page, frame);
});

/**
 * The boxes of a page's parts that stay as they are drawn first (by test id, and its headings and
 * introductions), within the page's first screen: what a first frame must draw where the page's own come.
 */
function steadyParts([attribute, selector]: [string, string]): string[] {
  const root = attribute === 'data-testid' ? document.querySelector('main') : document.getElementById('khela-first-frame');
  return [...(root?.querySelectorAll(selector) ?? [])].map((part) => {
    const box = part.getBoundingClientRect();
    // A navigation's text carries counts its calls bring (badges): its box is what must not move.
    const text = part.tagName === 'NAV' ? '' : part.textContent;
    return `${part.tagName} ${part.getAttribute(attribute) ?? ''} ${[box.x, box.y, box.width, box.height].map(Math.round).join(' ')} ${text}`;
  });
}

test("a new visitor's phone: a game center's first screen is drawn by the page itself, banner and heading where the center's own come", async ({ page }) => {
  test.skip(windowOf() !== 'phone', 'drawn on phones only (api/src/site/first-frame.ts)');
  const selector = (attribute: string) => `[${attribute}="list-center-RNG"], [${attribute}="category-banner"], h1`;
  await withoutSiteScripts(page);
  await page.goto('/rng');
  const frame = page.locator(`#${FIRST_FRAME_ID}`);
  await expect(frame.locator(`[${FIRST_FRAME_TEST_ID}="category-banner"]`)).toBeVisible();
  await expect(frame.locator(`[${FIRST_FRAME_TEST_ID}="tile-skeleton"]`)).toBeVisible();
  const drawn = await page.evaluate(steadyParts, [FIRST_FRAME_TEST_ID, selector(FIRST_FRAME_TEST_ID)] as [string, string]);
  expect(drawn).toHaveLength(3);

  await withSiteScripts(page);
  await page.goto('/rng');
  await expect(page.getByTestId('list-center-RNG').getByTestId('game-grid')).toBeVisible();
  await expect(frame).toHaveCount(0);
  const live = await page.evaluate(steadyParts, ['data-testid', selector('data-testid')] as [string, string]);
  // The center's own box grows as its games come; its place and width, the banner and the heading are the frame's.
  expect(live.slice(1)).toEqual(drawn.slice(1));
  expect(live[0]!.split(' ').slice(0, 4)).toEqual(drawn[0]!.split(' ').slice(0, 4));

  await expectNotDrawnForAMember(page, frame, '/rng');
});

test("a member's phone: a member page's first screen is drawn by the page itself, the center's navigation, title and introduction where its own come", async ({ page }) => {
  test.skip(windowOf() !== 'phone', 'drawn on phones only (api/src/site/first-frame.ts)');
  const selector = (attribute: string) => `[${attribute}="member-center"] nav, [${attribute}="member-page-securityCenter"] > h1, [${attribute}="member-page-securityCenter"] > p`;
  const frame = page.locator(`#${FIRST_FRAME_ID}`);
  // A visitor is sent to the login: no member page is drawn for them.
  await withoutSiteScripts(page);
  await page.goto('/member/securityCenter');
  await expect(page.locator('#root')).toBeAttached();
  await expect(frame).toHaveCount(0);

  await withSession(page);
  await page.goto('/member/securityCenter');
  await expect(frame.locator('h1')).toBeVisible();
  await expect(frame).toHaveAttribute('inert', '');
  const drawn = await page.evaluate(steadyParts, [FIRST_FRAME_TEST_ID, selector(FIRST_FRAME_TEST_ID)] as [string, string]);
  expect(drawn).toHaveLength(3);

  await withSiteScripts(page);
  await page.goto('/member/securityCenter');
  await expect(page.getByTestId('member-page-securityCenter')).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(await page.evaluate(steadyParts, ['data-testid', selector('data-testid')] as [string, string])).toEqual(drawn);
});
