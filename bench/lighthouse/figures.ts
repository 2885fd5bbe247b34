/**
 * What bench/lighthouse prints of a Lighthouse result (an LHR): the four category scores, the core
 * metrics, and the audits that cost points outside performance (what to fix).
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: 'shift' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
] as const;

export interface RunFigures {
  /** 0–100, NaN when Lighthouse could not score the category. */
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** Audits scored below 1 in accessibility, best practices and SEO: "id: title". */
  failed: string[];
  /** Lighthouse's CPU yardstick for this machine at that moment (higher is faster). */
  benchmarkIndex: number;
  warnings: string[];
}

export function figuresOf(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : Number.NaN];
    }),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((m) => [m.id, lhr.audits[m.id]?.numericValue ?? Number.NaN]));
  const failed = new Set<string>();
  for (const id of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Weight 0 audits (informative, manual) do not move the score.
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failed.add(`${id}/${ref.id}: ${audit.title}`);
    }
  }
  return { scores, metrics, failed: [...failed], benchmarkIndex: lhr.environment.benchmarkIndex, warnings: lhr.runWarnings.map(String) };
}

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: RunFigures[]): Pick<RunFigures, 'scores' | 'metrics' | 'benchmarkIndex'> {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])) as Record<Category, number>,
    metrics: Object.fromEntries(METRICS.map((m) => [m.id, median(runs.map((r) => r.metrics[m.id]!))])),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}

export const HEADER = ['run', 'perf', 'a11y', 'best pr.', 'SEO', ...METRICS.map((m) => m.label), 'CPU index', 'load avg'];

function metric(value: number | undefined, unit: 'ms' | 'shift'): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  return unit === 'shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
}

const score = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—');

export function row(label: string, f: Pick<RunFigures, 'scores' | 'metrics' | 'benchmarkIndex'>, load: string): string[] {
  return [
    label,
    ...CATEGORIES.map((id) => score(f.scores[id])),
    ...METRICS.map((m) => metric(f.metrics[m.id], m.unit)),
    Number.isFinite(f.benchmarkIndex) ? String(Math.round(f.benchmarkIndex)) : '—',
    load,
  ];
}

export function printTable(rows: string[][]): void {
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(HEADER));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
