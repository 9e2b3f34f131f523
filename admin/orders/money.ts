import { INT_MAX } from '../../shared/contract/input';
import { formatPrice, kopecksToRubles, parseTypedRubles } from '../../shared/format/number';

/** Kopecks as the shop writes money: «1 290 р.», «450,50 р.». */
export const rubles = (kopecks: number): string => formatPrice(kopecksToRubles(kopecks));

/**
 * Rubles as staff type them («500», «500,50», «1 290», «1290.5 р.») in whole kopecks, or null for
 * anything else (letters, a minus, three decimals, digits grouped wrongly, more than a column of
 * kopecks holds). Zero is a number here: whether it may be sent is the form's to say.
 */
export function parseRubles(typed: string): number | null {
  const kopecks = parseTypedRubles(typed);
  return kopecks !== null && kopecks >= 0 && kopecks <= INT_MAX ? kopecks : null;
}
