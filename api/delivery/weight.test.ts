import { describe, expect, it } from 'vitest';
import { PACKAGING_GRAMS, parcelGrams, weightBand } from './weight';

describe('weight bands', () => {
  it('puts a parcel in the smallest band it fits, its upper bound inclusive', () => {
    expect(weightBand(1)).toBe(500);
    expect(weightBand(500)).toBe(500);
    expect(weightBand(501)).toBe(1000);
    expect(weightBand(2999)).toBe(3000);
    expect(weightBand(4200)).toBe(5000);
    expect(weightBand(30_000)).toBe(30_000);
  });

  it('has no band above the carrier’s 30 kg: the flat price then', () => {
    expect(weightBand(30_001)).toBeNull();
  });

  it('weighs the packaging once per parcel', () => {
    expect(parcelGrams(0)).toBe(PACKAGING_GRAMS);
    expect(parcelGrams(400)).toBe(400 + PACKAGING_GRAMS);
  });
});
