/** Spec §9: thousands separated by a plain space (not Intl: its narrow no-break space differs by runtime). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Money and counts show at most two decimals, with the Russian decimal comma.
  const rounded = Math.round(n * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(rounded)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** A price in rubles as the shop writes it: '7 000 р.' (spec §2.6, §9). */
export function formatPrice(rubles: number): string {
  return `${formatNumber(rubles)} р.`;
}

/** Money is kept in whole kopecks inside (ARCHITECTURE.md); rubles are for display. */
export function kopecksToRubles(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

/** Rubles (as the contract shows them) to whole kopecks, free of float drift (19.99 → 1999). */
export function rublesToKopecks(rubles: number): number {
  return Math.round(rubles * 100);
}
