/**
 * The `productIds` cookie (spec §3): a JSON array of product ids, the most recently viewed first.
 * The storefront writes it on a product page, the api reads it for the «Вы смотрели» block; both
 * use this codec. It works on the cookie's text after URI decoding: encoding is the cookie's
 * business (cookie-parser decodes for the api; the client encodes what it writes). No zod here:
 * the browser imports it.
 */
import { VIEWED_MAX } from './catalog-constants';

const INT_MAX = 2_147_483_647;
// A longer value is not one this codec wrote.
const LENGTH_MAX = 4096;

/** An entry as a product id: a positive integer, also written as a string of digits. */
function productId(entry: unknown): number | null {
  const id = typeof entry === 'string' && /^[0-9]{1,10}$/.test(entry) ? Number(entry) : entry;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= INT_MAX ? id : null;
}

/**
 * Product ids from the cookie's text. It may also hold ids of UNIQUE_ELEMENTS; any positive
 * integer (or string of digits) counts, and whatever is not a product is skipped later. Junk
 * entries are dropped and malformed JSON is an empty list: a cookie is the browser's to break.
 * @returns at most VIEWED_MAX distinct ids, in the cookie's order.
 */
export function decodeViewed(text: unknown): number[] {
  if (typeof text !== 'string' || text.length === 0 || text.length > LENGTH_MAX) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids: number[] = [];
  for (const entry of parsed) {
    const id = productId(entry);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === VIEWED_MAX) break;
  }
  return ids;
}

/** The cookie's text for these ids. */
export function encodeViewed(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** The list after looking at `id`: it goes first, once, and the oldest fall off past `max`. */
export function addViewed(ids: readonly number[], id: number, max = VIEWED_MAX): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}
