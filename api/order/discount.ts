/**
 * Splits an order's discount over its lines in proportion to their sums, in whole kopecks that add
 * up exactly (largest remainder), so that a 54-FZ receipt's line sums equal what was paid. Lines
 * the coupon does not cover get nothing. Integer arithmetic only: kopecks × kopecks stays far
 * below 2^53.
 */
export function splitDiscount(lines: readonly { sumKopecks: number; covered: boolean }[], discount: number): number[] {
  const base = lines.reduce((s, l) => s + (l.covered ? l.sumKopecks : 0), 0);
  if (discount <= 0 || base <= 0) return lines.map(() => 0);
  const parts = lines.map((l, i) => {
    const product = l.covered ? discount * l.sumKopecks : 0;
    return { i, share: Math.floor(product / base), remainder: product % base };
  });
  let left = discount - parts.reduce((s, p) => s + p.share, 0);
  // The kopecks lost to rounding down go to the largest remainders (earlier lines on ties).
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder || a.i - b.i)) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
