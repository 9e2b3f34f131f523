/**
 * Runs `run` when the browser is next idle, within `timeoutMs` at the latest; the answer cancels a
 * run still waiting. Safari has no requestIdleCallback: a timeout of 0 is the nearest it has.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
