// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from './settle';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A document whose load ended `loadedAt` ms after its start, `now` ms after it. */
function loadedPage(loadedAt: number, now: number) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: loadedAt } as PerformanceNavigationTiming]);
  vi.spyOn(performance, 'now').mockReturnValue(now);
}

describe('a poster waits for the page to settle', () => {
  it('opens the settle time after the load, not before', () => {
    vi.useFakeTimers();
    loadedPage(1000, 1200);
    const open = vi.fn();
    afterPageSettles(open, 3000);
    vi.advanceTimersByTime(2700);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1200);
    expect(open).toHaveBeenCalledOnce();
  });

  it('on a later page of the visit, long after the load, waits only for idle time', () => {
    vi.useFakeTimers();
    loadedPage(1000, 60_000);
    const open = vi.fn();
    afterPageSettles(open, 3000);
    vi.advanceTimersByTime(1100);
    expect(open).toHaveBeenCalledOnce();
  });

  it('waits for the load event while the page still loads, and a cancel stops it', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const open = vi.fn();
    const cancel = afterPageSettles(open, 3000);
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });
});
