/** One page load's main-thread figures in Chromium (bench:main-thread), and their table. */
import type { Browser } from 'playwright-core';
import { phoneContext, SETTLE_MS } from './phone-loads';
import { median } from './timing';
import { table } from './table';

export interface LoadFigures {
  recalcStyleMs: number;
  layoutMs: number;
  scriptMs: number;
  taskMs: number;
  /** Σ(long task − 50 ms) for the tasks that start after the first contentful paint. */
  tbtMs: number;
  /** The long tasks after first paint, their count and the longest. */
  longTasks: number;
  longestMs: number;
  fcpMs: number;
}

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
  }
}

const SLOWDOWN = 4;

/** A first visit to `url` in a fresh context with a 4× slower CPU, until load + 2.5 s. */
export async function measureLoad(browser: Browser, url: string, cookie?: string): Promise<LoadFigures> {
  const context = await phoneContext(browser, cookie);
  try {
    // Registered before the document's own scripts, so the parse's long tasks are seen too.
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks!.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__longTasks ?? [],
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter((t) => t.start >= fcp);
    return {
      recalcStyleMs: metric('RecalcStyleDuration'),
      layoutMs: metric('LayoutDuration'),
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      tbtMs: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longTasks: after.length,
      longestMs: Math.max(0, ...after.map((t) => t.duration)),
      fcpMs: fcp,
    };
  } finally {
    await context.close();
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Rows keyed `page\tbuild`: means of the counters, the TBT's median and mean. */
export function formatMainThread(figures: Map<string, LoadFigures[]>): string {
  const head = ['страница', 'сборка', 'style', 'layout', 'script', 'tasks', 'TBT med', 'TBT mean', 'long', 'longest', 'FCP'];
  const rows = [...figures].map(([key, loads]) => {
    const avg = (pick: (f: LoadFigures) => number) => mean(loads.map(pick)).toFixed(0);
    return [
      ...key.split('\t'),
      avg((f) => f.recalcStyleMs),
      avg((f) => f.layoutMs),
      avg((f) => f.scriptMs),
      avg((f) => f.taskMs),
      median(loads.map((f) => f.tbtMs)).toFixed(0),
      avg((f) => f.tbtMs),
      mean(loads.map((f) => f.longTasks)).toFixed(1),
      avg((f) => f.longestMs),
      avg((f) => f.fcpMs),
    ];
  });
  return table(head, rows, 2);
}
