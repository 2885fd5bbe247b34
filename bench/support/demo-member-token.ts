import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { asReturningVisitor } from '../../e2e/support/identity';
import { logIn } from '../../e2e/support/login-flow';

/**
 * The demo member's session token (api/src/seed/demo-members.ts), logged in through the site as a
 * person does, with the e2e suite's login flow (slider included), in the machine's Chromium. Three
 * tries: the slider may be missed. The benches hand the token to their own pages' session storage
 * (`token`), where the shell keeps it; no setting of the brand changes.
 */
export async function demoMemberToken(baseUrl: string): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (let attempt = 1; ; attempt += 1) {
      const context = await browser.newContext({ ...devices['Galaxy S8']!, baseURL: baseUrl });
      try {
        // tsx names the functions it compiles through a helper (__name) that the page lacks; the e2e
        // helpers' evaluate() callbacks carry it, so the page gets a stand-in that does nothing.
        await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
        const page = await context.newPage();
        await asReturningVisitor(page);
        await page.goto('/');
        await logIn(page, 'bn', 'demo01', 'Khela2026');
        const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
        if (token) return token;
        throw new Error('logged in, but no session token was kept');
      } catch (error) {
        if (attempt === 3) throw error;
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
