import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { say } from './catalogue';
import type { Language } from './site';

/**
 * axe-core's check of what a page shows (specs/accessibility.spec.ts): WCAG 2.1 A and AA plus
 * axe's best practices; a finding of impact serious or critical fails the spec.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const failing = new Set(['serious', 'critical']);

/** One rule broken on one view, with the elements that break it. */
export interface Finding {
  /** The view, as the spec names it: path, language and window. */
  where: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** Each element: its selector, and axe's summary of what is wrong with it. */
  nodes: { target: string; summary: string }[];
}

/**
 * The serious and critical findings on what the page shows now (iframes too), or only in the
 * parts `include` selects (CSS selectors; at least one must match).
 */
export async function axeFindings(page: Page, where: string, include: string[] = []): Promise<Finding[]> {
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  for (const selector of include) builder.include(selector);
  // Without iframes axe's one-call run checks the same elements as its frame-by-frame run, which
  // opens a blank page for each check to merge the frames' results (a second of a loaded machine's
  // time per check). A view with an iframe (the game window's vendor page, another origin) keeps
  // the frame-by-frame run, which reaches into it.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => failing.has(violation.impact ?? ''))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >>> '),
        // The summary's first lines say what to fix ("Fix any of the following: …"); the rest repeats it per element.
        summary: (node.failureSummary ?? '').split('\n').slice(0, 3).map((line) => line.trim()).join(' '),
      })),
    }));
}

/** The findings as a person reads them: per view, each rule with its elements (at most five each). */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map((finding) => {
      const shown = finding.nodes.slice(0, 5).map((node) => `    - ${node.target}\n      ${node.summary}`);
      const more = finding.nodes.length > 5 ? [`    … and ${finding.nodes.length - 5} more`] : [];
      return [`[${finding.impact}] ${finding.where}: ${finding.rule} — ${finding.help} (${finding.helpUrl})`, ...shown, ...more].join('\n');
    })
    .join('\n\n');
}

/**
 * Waits, up to a few seconds, for what the reader sees to finish loading: busy markers
 * (`aria-busy`) and "Loading…" lines in the viewport. What is out of view is checked as it stands:
 * a section below the fold that loads only when scrolled to (the footer's game providers, the home
 * page's lower blocks: useNearViewport) stays busy, and waiting for it cost every view the whole
 * timeout.
 */
export async function settled(page: Page, lang: Language): Promise<void> {
  const loading = [say(lang, 'common', 'loading'), say(lang, 'common', 'remote.loading')];
  await expect
    .poll(
      () =>
        page.evaluate((words) => {
          const inView = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
          };
          if (Array.from(document.querySelectorAll('[aria-busy="true"]')).some(inView)) return false;
          return !Array.from(document.querySelectorAll('[role="status"]')).some((status) => inView(status) && words.includes(status.textContent?.trim() ?? ''));
        }, loading),
      { timeout: 5_000, intervals: [100, 200, 300] },
    )
    .toBe(true)
    .catch(() => undefined);
}
