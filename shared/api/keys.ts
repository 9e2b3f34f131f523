import type { ApiRequest } from './client';
import type { Block } from '../contract/catalog';
import type { OrderForm } from '../contract/order';

/**
 * SWR keys of the contract's calls. The SSR server prefetches exactly these keys and puts the
 * answers into SWR's fallback (serialized with swr's `unstable_serialize`), and the client's hooks
 * ask for the same keys, so hydration reuses the data without a refetch.
 */
export type SwrKey = readonly ['GET', string, Record<string, string>?] | readonly ['POST', string, unknown];

export const keys = {
  staticInfo: (): SwrKey => ['GET', '/data/getStaticInfo/'],
  /** The menu (spec §7.1: menu list, tree at /catalog/section-tree/). */
  sectionTree: (): SwrKey => ['GET', '/catalog/section-tree/'],
  sectionList: (): SwrKey => ['GET', '/catalog/section-list/'],
  /** Posters and other route data for a page path (spec §7.1 POST /data/). */
  pageData: (path: string): SwrKey => ['POST', '/data/', { path, EXTEND: 'Y' }],

  /** Listing of the whole catalogue or of a section by code; `filter` from `filterParams`. */
  listing: (sectionCode: string | null, filter: Record<string, string>): SwrKey =>
    ['GET', sectionCode ? `/catalog/${sectionCode}/` : '/catalog/', filter],
  promoListing: (promoCode: string, filter: Record<string, string>): SwrKey =>
    ['GET', `/catalog/filter-promo/${promoCode}/`, filter],
  /** Facets for the same filter; `scope` is { section: code } or { promo: code }. */
  facets: (scope: { section?: string; promo?: string }, filter: Record<string, string>): SwrKey =>
    ['GET', '/catalog/filter/', { ...filter, ...scope }],
  /** The product page's data: detail with related products. */
  product: (elementCode: string): SwrKey => ['GET', `/catalog/${elementCode}/detail-complex/`],
  block: (block: Block, limit = 12): SwrKey => ['GET', `/catalog/block/${block}/`, { limit: String(limit) }],
  searchPage: (query: string, page: number): SwrKey =>
    ['GET', '/catalog/search-pagen/', { query, page: String(page) }],
  wishlist: (): SwrKey => ['GET', '/wishlist/'],
  reviews: (count = 10): SwrKey => ['GET', '/data/reviews/', { count: String(count) }],
  partners: (): SwrKey => ['GET', '/data/partners/'],

  /** The basket (spec §7.2); every basket action's answer replaces this key's data (spec §4). */
  basket: (): SwrKey => ['GET', '/basket/'],
  /** This browser's orders, newest first. */
  orderList: (): SwrKey => ['GET', '/order/list/'],
  /** The checkout draft (spec §7.3 /order/ update) for the form's delivery and payment choice. */
  orderDraft: (form: OrderForm): SwrKey => ['POST', '/order/', form],
  /** One order by its code (spec §7.3: POST with a body). */
  order: (code: string): SwrKey => ['POST', `/order/get/${encodeURIComponent(code)}/`, {}],
  /** The SBP payment of an order, from the payment back-end (spec §7.3). */
  payment: (code: string): SwrKey => ['GET', `/order/getPaymentByOrderCode/${encodeURIComponent(code)}/`],
};

/**
 * A listing filter from a page's query string, in the api's parameter names, repeated values
 * joined by commas and sorted, so that one filter always makes one SWR key. Unknown parameters drop.
 */
export function filterParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['price_from', 'price_to', 'available', 'sort', 'page', 'limit']) {
    const value = search.get(name)?.trim();
    if (value) out[name] = value;
  }
  for (const name of ['size', 'color']) {
    const values = search.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    if (values.length > 0) out[name] = [...new Set(values)].sort().join(',');
  }
  if (out.page === '1') delete out.page;
  return out;
}

export function requestForKey(key: SwrKey): ApiRequest {
  const [method, path, payload] = key;
  return method === 'GET'
    ? { method, path, query: payload as Record<string, string> | undefined }
    : { method, path, body: payload };
}

/** Keys every page of the default layout needs at startup (spec §4). */
export function layoutKeys(pathname: string): SwrKey[] {
  return [keys.staticInfo(), keys.sectionTree(), keys.pageData(pathname)];
}
