/**
 * The `productIds` cookie (spec §3): a JSON array of product ids, the most recently viewed first,
 * stored URI-encoded (commas and quotes are not allowed raw in a cookie value). The storefront
 * writes it on a product page, the api reads it for the «Вы смотрели» block; both use this codec.
 * No zod here, and kept small: the browser loads it with every page that shows product cards.
 */
import { VIEWED_MAX } from './catalog-constants';

/**
 * Product ids from the cookie's value, URI-encoded as stored or already decoded (cookie-parser
 * hands the api the decoded text; decoding it again changes nothing, a list of ids has no '%').
 * It may also hold ids of UNIQUE_ELEMENTS; any positive integer (or string of digits) below 2^31
 * counts, and whatever is not a product is skipped later. Junk entries are dropped and anything
 * unreadable is an empty list: a cookie is the browser's to break.
 * @returns at most VIEWED_MAX distinct ids, in the cookie's order.
 */
export function decodeViewed(value: string | undefined): number[] {
  try {
    // Anything but an array (JSON can hold no functions) has no .filter: it throws, and reads as empty.
    const entries: unknown[] = JSON.parse(decodeURIComponent(value ?? ''));
    // Digits only, once written as text ('1e3', ' 7', '1.5', '-1' are not ids; test() reads a
    // number as its text), then a positive int4: the products' id column.
    const ids = entries
      .filter((entry) => /^\d+$/.test(entry as string))
      .map(Number)
      .filter((id) => id > 0 && id < 2 ** 31);
    return [...new Set(ids)].slice(0, VIEWED_MAX);
  } catch {
    return [];
  }
}

/** The cookie's value for these ids, as stored. */
export function encodeViewed(ids: readonly number[]): string {
  return encodeURIComponent(JSON.stringify(ids));
}

/** The list after looking at `id`: it goes first, once, and the oldest fall off past VIEWED_MAX. */
export function addViewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, VIEWED_MAX);
}
