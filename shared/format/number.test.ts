import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, kopecksToRubles, rublesToKopecks } from './number';

describe('formatNumber', () => {
  it('separates thousands with a plain space', () => {
    expect(formatNumber(7000)).toBe('7 000');
    expect(formatNumber(12345)).toBe('12 345');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(7000).charCodeAt(1)).toBe(32);
  });

  it('leaves small numbers alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(999)).toBe('999');
  });

  it('keeps up to two decimals with a decimal comma and no trailing zeros', () => {
    expect(formatNumber(1234.5)).toBe('1 234,5');
    expect(formatNumber(1234.567)).toBe('1 234,57');
    expect(formatNumber(100.0)).toBe('100');
  });

  it('writes negative numbers with a minus', () => {
    expect(formatNumber(-12345)).toBe('-12 345');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('gives an empty string for a number that is not finite', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPrice', () => {
  it("writes rubles with 'р.'", () => {
    expect(formatPrice(7000)).toBe('7 000 р.');
    expect(formatPrice(490)).toBe('490 р.');
  });
});

describe('kopecks and rubles', () => {
  it('turns kopecks into rubles', () => {
    expect(kopecksToRubles(700000)).toBe(7000);
    expect(kopecksToRubles(1999)).toBe(19.99);
    expect(formatPrice(kopecksToRubles(1234550))).toBe('12 345,5 р.');
  });

  it('turns rubles into whole kopecks without float drift', () => {
    expect(rublesToKopecks(19.99)).toBe(1999);
    expect(rublesToKopecks(0.1 + 0.2)).toBe(30);
  });
});
