import { formatPrice, kopecksToRubles } from '../../shared/format/number';

/** Kopecks as the shop writes money: «1 290 р.», «450,50 р.». */
export const rubles = (kopecks: number): string => formatPrice(kopecksToRubles(kopecks));

/** The largest PostgreSQL integer: no sum of kopecks above it is stored. */
const INT_MAX = 2_147_483_647;
/** Whole rubles, in groups of three or not, then kopecks after a comma or a dot; «р.» or «₽» may follow. */
const RUBLES = /^(\d{1,3}(?: \d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/**
 * Rubles as staff type them («500», «500,50», «1 290», «1290.5 р.») in whole kopecks, or null for
 * anything else (letters, a minus, three decimals, digits grouped wrongly). Zero is a number here:
 * whether it may be sent is the form's to say.
 */
export function parseRubles(typed: string): number | null {
  const text = typed
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\s*(?:р\.?|руб\.?|₽)$/iu, '');
  const match = RUBLES.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/ /g, ''));
  const kopecks = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) && kopecks <= INT_MAX ? kopecks : null;
}
