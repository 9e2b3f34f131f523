/** The size labels the shop sells, in the order a size filter shows them. */
export const BABY_SIZES = ['50–56', '62', '68', '74', '80', '86', '92', '98', '104'] as const;
export const HAT_SIZES = ['34–36', '36–38', '40–42', '44–46', '48–50', '50–52'] as const;
export const MOM_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const ONE_SIZE = 'единый';

export const ALLOWED_SIZES: readonly string[] = [...BABY_SIZES, ...HAT_SIZES, ...MOM_SIZES, ONE_SIZE];

/** Baby sizes from one label to another, both included: babySizes('62', '86'). */
export function babySizes(from: (typeof BABY_SIZES)[number], to: (typeof BABY_SIZES)[number]): string[] {
  return BABY_SIZES.slice(BABY_SIZES.indexOf(from), BABY_SIZES.indexOf(to) + 1);
}

/** Position of a size in the filter order (offers.sort). */
export function sizeSort(size: string): number {
  const i = ALLOWED_SIZES.indexOf(size);
  return (i < 0 ? ALLOWED_SIZES.length : i) * 10 + 10;
}
