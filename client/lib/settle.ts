/**
 * When something a shopper did not ask for may appear over the page (the promo poster, the cookie
 * toast): once the page has loaded and the shopper has had it for SETTLE_MS, then when the browser
 * is idle. A poster opened during the load took bandwidth and main-thread time from the page, and its
 * picture, larger than anything on a phone's first screen, became the largest paint (Lighthouse: LCP
 * 2.6 → 5.1 s on a section); the cookie notice's first render was a 70–96 ms task at a phone's 4×
 * slowdown while the page was still becoming usable (docs/decisions/033-main-thread.md, round 5). By
 * now a shopper has usually touched or scrolled the page, and a paint after the first input is no
 * longer a candidate. Later pages of the visit are long past that moment and wait only for idle time.
 */
export const SETTLE_MS = 3000;

/** Runs `open` when the page has settled (see above); the answer cancels a run still waiting. */
export function afterPageSettles(open: () => void, settleMs = SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const idle = () => {
    cancelIdle = whenIdle(open);
  };
  const afterLoad = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    // 0 while the load event's handlers still run (this one among them): the load is now.
    const loadedAt = navigation?.loadEventEnd || performance.now();
    timer = setTimeout(idle, Math.max(0, loadedAt + settleMs - performance.now()));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * Runs `run` when the browser is next idle, within `timeoutMs` at the latest; the answer cancels a
 * run still waiting. Safari has no requestIdleCallback: a timeout of 0 is the nearest it has.
 */
function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
