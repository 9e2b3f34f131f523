import { describe, expect, it } from 'vitest';
import { formatSummary, summarize, type LighthouseRun } from './lighthouse-summary';
import { median } from './timing';

const run = (over: Partial<LighthouseRun>): LighthouseRun => ({
  performance: 90,
  lcpMs: 2000,
  fcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  accessibility: 95,
  failing: [],
  ...over,
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarize', () => {
  it('takes each figure’s median on its own, so one slow run does not pick them all', () => {
    const row = summarize('/', [
      run({ performance: 71, lcpMs: 4100, tbtMs: 90 }),
      run({ performance: 88, lcpMs: 2900, tbtMs: 700 }),
      run({ performance: 80, lcpMs: 3000, tbtMs: 380 }),
    ]);
    expect(row).toMatchObject({ performance: 80, lcpMs: 3000, tbtMs: 380, runs: 3 });
  });

  it('lists every failing audit, saying how many runs failed it when not all did', () => {
    const row = summarize('/', [run({ failing: ['color-contrast', 'meta-viewport'] }), run({ failing: ['meta-viewport'] })]);
    expect(row.failing).toEqual(['color-contrast (1/2)', 'meta-viewport']);
    expect(formatSummary([row])).toContain('| `/` | 90 | 2.0 s | 1.5 s | 100 ms | 0.010 | 95 | color-contrast (1/2), meta-viewport |');
  });
});
