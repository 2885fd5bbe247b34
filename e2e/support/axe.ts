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
 * Waits, up to a few seconds, for what the view is still loading: the shell's and the remotes'
 * busy markers and "Loading…" lines. A view that keeps something busy (a lazily loaded section
 * below the fold) is checked as it stands.
 */
export async function settled(page: Page, lang: Language): Promise<void> {
  const loading = [say(lang, 'common', 'loading'), say(lang, 'common', 'remote.loading')];
  await expect
    .poll(
      () =>
        page.evaluate((words) => {
          if (document.querySelector('[aria-busy="true"]')) return false;
          return !Array.from(document.querySelectorAll('[role="status"]')).some((status) => words.includes(status.textContent?.trim() ?? ''));
        }, loading),
      { timeout: 5_000, intervals: [100, 200, 300] },
    )
    .toBe(true)
    .catch(() => undefined);
}
