/**
 * A no-break space (U+00A0). Spec §9 wants a space between groups of digits, and this is one that a
 * line never breaks at: «10 000 р.» stays on one line instead of leaving «р.» or «000 р.» alone on
 * the next. Not Intl: its separator is a narrow no-break space on some runtimes and not on others.
 */
export const NBSP = '\u00a0';

/** Digits in groups of three held together by no-break spaces: 1234567 → «1 234 567». */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** Spec §9: thousands separated by a (no-break) space, the Russian decimal comma. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Counts show at most two decimals.
  const rounded = Math.round(n * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(rounded)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  return fraction ? `${sign}${grouped(whole)},${fraction}` : `${sign}${grouped(whole)}`;
}

/**
 * A price in rubles as the shop writes it: «7 000 р.», no-break spaces inside (spec §2.6, §9).
 * Kopecks, when there are any, are always two digits, as Russian money is written: «450,50 р.»,
 * «450,05 р.», never «450,5 р.».
 */
export function formatPrice(rubles: number): string {
  if (!Number.isFinite(rubles)) return '';
  const kopecks = Math.round(rubles * 100);
  const sign = kopecks < 0 ? '-' : '';
  const whole = grouped(String(Math.floor(Math.abs(kopecks) / 100)));
  const part = Math.abs(kopecks) % 100;
  return `${sign}${whole}${part === 0 ? '' : `,${String(part).padStart(2, '0')}`}${NBSP}р.`;
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

/** Whole rubles, in groups of three or not, then kopecks after a comma or a dot. */
const TYPED_RUBLES = /^(\d{1,3}(?: \d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/**
 * A sum as a person or Excel writes it («500», «1 290,50», «1290.5 р.», «450₽», «-3») in whole
 * kopecks, or null for anything else (letters, three decimals, digits grouped wrongly, an empty
 * text). A minus is read, so that a caller can say «не может быть меньше нуля» rather than «не
 * число»; which sums a field takes is the caller's to say.
 */
export function parseTypedRubles(typed: string): number | null {
  const text = typed
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\s*(?:р\.?|руб\.?|₽)$/iu, '');
  const negative = text.startsWith('-');
  const match = TYPED_RUBLES.exec(negative ? text.slice(1).trimStart() : text);
  if (!match) return null;
  const kopecks = Number(match[1]!.replace(/ /g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(kopecks)) return null;
  return negative ? -kopecks : kopecks;
}
