/** Letter sizes (t-shirts for moms), smallest first. */
const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

/**
 * Sizes in the order a parent reads them: by height in cm ('50–56' before '62', '104' after
 * '98'), letter sizes from XS to XXL, then anything else ('Универсальный') alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const na = rank(a);
  const nb = rank(b);
  if (na !== null && nb !== null && na !== nb) return na - nb;
  if (na !== null && nb === null) return -1;
  if (na === null && nb !== null) return 1;
  return a.localeCompare(b, 'ru');
}

export function sortSizes<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(name(a), name(b)));
}

function rank(size: string): number | null {
  const letter = LETTERS.indexOf(size.trim().toUpperCase());
  if (letter >= 0) return 10_000 + letter;
  const m = /\d+/.exec(size);
  return m ? Number(m[0]) : null;
}

/** '−15%' badge value: the whole percent saved, or null when there is no real discount. */
export function discountPercent(price: number, oldPrice: number | null): number | null {
  if (oldPrice === null || !(oldPrice > price) || price < 0) return null;
  const percent = Math.round((1 - price / oldPrice) * 100);
  return percent >= 1 ? percent : null;
}
