import { describe, expect, it } from 'vitest';
import { splitDiscount } from './discount';

const lines = (...sums: number[]) => sums.map((sumKopecks) => ({ sumKopecks, covered: true }));

describe('splitDiscount', () => {
  it('shares the discount in proportion, adding up to it exactly', () => {
    expect(splitDiscount(lines(100, 100, 100), 100)).toEqual([34, 33, 33]);
    expect(splitDiscount(lines(150_000, 135_150, 200_000), 48_515)).toEqual([15_000, 13_515, 20_000]);
    const odd = splitDiscount(lines(333, 777, 1, 9_999), 1_234);
    expect(odd.reduce((s, n) => s + n, 0)).toBe(1_234);
  });

  it('gives nothing to lines the coupon does not cover', () => {
    const shares = splitDiscount(
      [
        { sumKopecks: 150_000, covered: false },
        { sumKopecks: 400_000, covered: true },
      ],
      60_000,
    );
    expect(shares).toEqual([0, 60_000]);
  });

  it('never gives a line more than its sum, even for the whole sum off', () => {
    expect(splitDiscount(lines(1, 1, 1), 3)).toEqual([1, 1, 1]);
    expect(splitDiscount(lines(1, 2), 2)).toEqual([1, 1]);
  });

  it('is all zeros without a discount', () => {
    expect(splitDiscount(lines(100, 200), 0)).toEqual([0, 0]);
  });
});
