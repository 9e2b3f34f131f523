import { describe, expect, it } from 'vitest';
import { discountPercent, sortSizes } from './sizes';

describe('sizes', () => {
  it('come in order of height, the newborn range first and sizes without a number last', () => {
    const names = ['104', '62', 'Универсальный', '50–56', '98', '68', '74'];
    expect(sortSizes(names, (s) => s)).toEqual(['50–56', '62', '68', '74', '98', '104', 'Универсальный']);
  });

  it('put letter sizes from the smallest', () => {
    expect(sortSizes(['XL', 'M', 'S', 'L', 'XS'], (s) => s)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });
});

describe('the discount badge', () => {
  it('shows the whole percent saved', () => {
    expect(discountPercent(990, 1290)).toBe(23);
    expect(discountPercent(1000, 2000)).toBe(50);
  });

  it('shows nothing without an old price or when the old price is not higher', () => {
    expect(discountPercent(990, null)).toBeNull();
    expect(discountPercent(990, 990)).toBeNull();
    expect(discountPercent(990, 900)).toBeNull();
    expect(discountPercent(999, 1000)).toBeNull();
  });
});
