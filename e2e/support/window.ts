import { test, type TestInfo } from '@playwright/test';

/** The window a project plays: the phone or the desktop (playwright.config.ts sets it in each project's metadata). */
export type Window = 'phone' | 'desktop';

/**
 * The window of the running test's project. Projects are named for where they run too
 * (`phone-alone` plays the phone, after the parallel ones), so specs ask this, not the name.
 */
export function windowOf(info: TestInfo = test.info()): Window {
  const window = (info.project.metadata as { window?: Window }).window;
  if (window !== 'phone' && window !== 'desktop') throw new Error(`project ${info.project.name} names no window in its metadata`);
  return window;
}
