import { describe, expect, it } from 'vitest';
import { parseThreshold, thresholdChanges } from './thresholds';

describe('stock watch thresholds in the sizes editor', () => {
  it('reads empty as none and whole pieces as a number', () => {
    expect(parseThreshold('')).toBeNull();
    expect(parseThreshold(' 3 ')).toBe(3);
    expect(parseThreshold('0')).toBe(0);
    expect(parseThreshold('2,5')).toBeUndefined();
    expect(parseThreshold('-1')).toBeUndefined();
  });

  it('sends only what changed, a new size by its saved id', () => {
    const saved = [
      { id: 1, size: '62', threshold: 2 },
      { id: 2, size: '68', threshold: null },
      { id: 7, size: '74', threshold: null },
    ];
    const rows = [
      { size: '62', threshold: '2' },
      { size: '68', threshold: '5' },
      { size: ' 74 ', threshold: '1' },
    ];
    expect(thresholdChanges(rows, saved)).toEqual({
      changes: [
        { offerId: 2, threshold: 5 },
        { offerId: 7, threshold: 1 },
      ],
      problem: null,
    });
    expect(thresholdChanges([{ size: '62', threshold: '' }], saved).changes).toEqual([{ offerId: 1, threshold: null }]);
  });

  it('refuses a threshold that is not whole pieces, naming the size', () => {
    expect(thresholdChanges([{ size: '68', threshold: 'много' }], [])).toEqual({
      changes: null,
      problem: 'Порог «мало» для размера 68: целое число штук или пусто',
    });
  });
});
