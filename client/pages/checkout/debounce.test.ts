import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebounce } from './debounce';

describe('the draft debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles once, on the last value, after a pause', () => {
    const settled: string[] = [];
    const debounce = createDebounce<string>(300, (v) => settled.push(v));
    debounce.push('a');
    vi.advanceTimersByTime(200);
    debounce.push('b');
    vi.advanceTimersByTime(200);
    debounce.push('c');
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(settled).toEqual(['c']);
  });

  it('settles each value separated by a pause', () => {
    const settled: string[] = [];
    const debounce = createDebounce<string>(300, (v) => settled.push(v));
    debounce.push('a');
    vi.advanceTimersByTime(300);
    debounce.push('b');
    vi.advanceTimersByTime(300);
    expect(settled).toEqual(['a', 'b']);
  });

  it('forgets a pending value when cancelled', () => {
    const settle = vi.fn();
    const debounce = createDebounce<string>(300, settle);
    debounce.push('a');
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(settle).not.toHaveBeenCalled();
  });
});
