import type { Browser, BrowserContext } from 'playwright-core';

/** How long a load is watched after its `load` event: late tasks (hydration, the basket's arrival) included. */
export const SETTLE_MS = 2_500;

/** A fresh context as a mid-range phone opens the shop (412×823, touch, Russian), with `cookie` if the page needs a session. */
export function phoneContext(browser: Browser, cookie?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
}

/**
 * Each page loaded `loads` times on every build, the builds' order swapped every load so that all
 * see the same minutes of a noisy machine; the figures of each load by `page\tbuild`.
 */
export async function alternatingLoads<P extends { name: string }, B extends { name: string }, F>(
  pages: readonly P[],
  builds: readonly B[],
  loads: number,
  load: (page: P, build: B, index: number) => Promise<F>,
  onPageDone?: (page: P) => void,
): Promise<Map<string, F[]>> {
  const figures = new Map<string, F[]>();
  for (const page of pages) {
    for (let i = 0; i < loads; i++) {
      for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
        const key = `${page.name}\t${build.name}`;
        figures.set(key, [...(figures.get(key) ?? []), await load(page, build, i)]);
      }
    }
    onPageDone?.(page);
  }
  return figures;
}
