/** What `npm run bench:lighthouse` prints: the median of each figure over a page's runs, in one table. */
import { median } from './timing';

/** One Lighthouse run of one page, reduced to the figures issue 11 sets targets for. */
export interface LighthouseRun {
  /** 0–100 */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0–100 */
  accessibility: number;
  /** Ids of the accessibility audits that failed in this run. */
  failing: string[];
}

export interface PageSummary {
  page: string;
  runs: number;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /** Failing audit ids of any run; "id (1/3)" when not every run failed it. */
  failing: string[];
}

/** Each figure's median on its own: the runs are noisy, and one slow run should not pick every figure. */
export function summarize(page: string, runs: readonly LighthouseRun[]): PageSummary {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const counts = new Map<string, number>();
  for (const run of runs) for (const id of run.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
  const failing = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, n]) => (n === runs.length ? id : `${id} (${n}/${runs.length})`));
  return {
    page,
    runs: runs.length,
    performance: of((r) => r.performance),
    lcpMs: of((r) => r.lcpMs),
    fcpMs: of((r) => r.fcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    accessibility: of((r) => r.accessibility),
    failing,
  };
}

/** A Markdown table, so that it goes into docs/decisions as printed. */
export function formatSummary(rows: readonly PageSummary[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '| page | score | LCP | FCP | TBT | CLS | a11y | failing a11y audits |',
    '|---|---|---|---|---|---|---|---|',
    ...rows
      .map((r) =>
        [
          `\`${r.page}\``,
          Math.round(r.performance),
          seconds(r.lcpMs),
          seconds(r.fcpMs),
          `${Math.round(r.tbtMs)} ms`,
          r.cls.toFixed(3),
          Math.round(r.accessibility),
          r.failing.join(', ') || '—',
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  return lines.join('\n');
}
