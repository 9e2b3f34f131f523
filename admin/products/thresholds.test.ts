import { describe, expect, it } from 'vitest';
import { parseThreshold, sizesToSave } from './thresholds';

describe('stock watch thresholds in the sizes editor', () => {
  it('reads empty as none and whole pieces as a number', () => {
    expect(parseThreshold('')).toBeNull();
    expect(parseThreshold(' 3 ')).toBe(3);
    expect(parseThreshold('0')).toBe(0);
    expect(parseThreshold('2,5')).toBeUndefined();
    expect(parseThreshold('-1')).toBeUndefined();
  });

  it('saves each size with its threshold in the one list, a new size without an id', () => {
    const rows = [
      { id: 1, size: '62', stock: '4', threshold: '2' },
      { size: ' 74 ', stock: '0', threshold: '' },
    ];
    expect(sizesToSave(rows)).toEqual({
      sizes: [
        { id: 1, size: '62', stock: 4, threshold: 2 },
        { size: '74', stock: 0, threshold: null },
      ],
      problem: null,
    });
  });

  it('refuses a threshold that is not whole pieces, naming the size, and sends nothing', () => {
    expect(
      sizesToSave([
        { id: 1, size: '62', stock: '1', threshold: '1' },
        { size: '68', stock: '1', threshold: 'много' },
      ]),
    ).toEqual({
      sizes: null,
      problem: 'Порог «мало» для размера 68: целое число штук или пусто',
    });
  });
});
