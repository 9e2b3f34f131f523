import { VIEWED_MAX } from '../../shared/contract/catalog';

const INT_MAX = 2_147_483_647;

/**
 * Product ids from the `productIds` cookie (spec §3): a JSON array the storefront writes with the
 * most recently viewed product first. It may also hold ids of UNIQUE_ELEMENTS; any positive integer
 * (or string of digits) counts as a product id, and whatever is not a product is skipped later.
 * Junk entries are dropped and malformed JSON is an empty list: a cookie is the browser's to break.
 * @returns at most VIEWED_MAX distinct ids, in the cookie's order.
 */
export function viewedProductIds(raw: unknown): number[] {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids: number[] = [];
  for (const entry of parsed) {
    const id = typeof entry === 'string' && /^[0-9]{1,10}$/.test(entry) ? Number(entry) : entry;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT_MAX) continue;
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === VIEWED_MAX) break;
  }
  return ids;
}
