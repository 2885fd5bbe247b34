import { test as base, expect } from '@playwright/test';

/**
 * The site as a returning visitor sees it: the start-of-session announcement popup already
 * dismissed (specs about that popup opt back in with `freshSession`).
 */
export const test = base.extend<{ freshSession: boolean }>({
  freshSession: [false, { option: true }],
  page: async ({ page, freshSession }, use) => {
    if (!freshSession) {
      await page.addInitScript(() => {
        window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        window.sessionStorage.setItem('USER_POPUP', '1');
      });
    }
    await use(page);
  },
});

export { expect };
