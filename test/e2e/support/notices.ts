import type { Page } from 'playwright-core';
import { SETTLE_MS } from '../../../client/lib/settle';

/** Marks the poster and cookie notice as seen, as a returning shopper would have them. */
export async function dismissOneTimeNotices(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookies:accepted', '1');
    localStorage.setItem('posters:shown', JSON.stringify({ 1: Date.now(), 2: Date.now() }));
  });
}

/**
 * How long after its load a page may open the poster or the cookie notice: it settles SETTLE_MS
 * after the load (client/lib/settle.ts), then waits for the browser's idle time (a second at most),
 * and the poster's code and picture take a moment more.
 */
const POSTERS_MOMENT_MS = SETTLE_MS + 2_000;

/**
 * Until the moment the poster and the cookie notice would open on this page has passed, by the
 * page's own clock from its load. Time itself is what the callers test (nothing opened at that
 * moment, or a dialog kept the focus through it): the page gives no sign of a poster it held back.
 */
export async function pastThePostersMoment(page: Page) {
  await page.waitForFunction(
    (afterLoadMs) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() >= navigation.loadEventEnd + afterLoadMs;
    },
    POSTERS_MOMENT_MS,
    { polling: 100, timeout: POSTERS_MOMENT_MS + 15_000 },
  );
}
