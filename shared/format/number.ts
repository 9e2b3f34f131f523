/**
 * A no-break space (U+00A0). Spec §9 wants a space between groups of digits, and this is one that a
 * line never breaks at: «10 000 р.» stays on one line instead of leaving «р.» or «000 р.» alone on
 * the next. Not Intl: its separator is a narrow no-break space on some runtimes and not on others.
 */
export const NBSP = '\u00a0';

/** Spec §9: thousands separated by a (no-break) space, the Russian decimal comma. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Money and counts show at most two decimals.
  const rounded = Math.round(n * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(rounded)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** A price in rubles as the shop writes it: «7 000 р.», no-break spaces inside (spec §2.6, §9). */
export function formatPrice(rubles: number): string {
  return `${formatNumber(rubles)}${NBSP}р.`;
}

/**
 * Text for a reader that wants plain spaces: an SMS (no layout to keep, and gateways and phones
 * do not all treat U+00A0 alike) and a 54-FZ receipt's fields (printed and stored by the fiscal
 * data operator as sent). The no-break spaces of prices and names become ordinary ones.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Money is kept in whole kopecks inside (ARCHITECTURE.md); rubles are for display. */
export function kopecksToRubles(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

/** Rubles (as the contract shows them) to whole kopecks, free of float drift (19.99 → 1999). */
export function rublesToKopecks(rubles: number): number {
  return Math.round(rubles * 100);
}
