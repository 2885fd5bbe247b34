import { expect, test } from '../support/fixtures';
import { windowOf } from '../support/window';

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
