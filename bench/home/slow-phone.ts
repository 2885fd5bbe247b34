import { type BrowserContext, devices, type Page } from '@playwright/test';

/** A 360×740 phone: Playwright's Galaxy S8 (mobile user agent, touch, DPR 3). */
export const phone = devices['Galaxy S8']!;

/** Lighthouse's mobile "slow 4G". CDP takes bytes per second. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, connectionType: 'cellular4g' } as const;
export const CPU_SLOWDOWN = 4;

/** A CDP session on the page with the network enabled, and, when throttled, slow 4G and the slower CPU. */
export async function slowPhoneSession(context: BrowserContext, page: Page, throttled: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return cdp;
}
