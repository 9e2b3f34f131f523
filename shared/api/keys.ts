import type { CallData, CallId, CallInput } from '../contract/calls';
import { REVIEWS_DEFAULT_COUNT, type Block } from '../contract/catalog-constants';
import type { OrderForm } from '../contract/order';
import type { ApiRequest } from './client';
import { callRequest } from './call-request';

/**
 * SWR keys of the contract's calls (shared/contract/calls): a call's id and its input. The SSR
 * server prefetches exactly these keys and puts the answers into SWR's fallback (serialized with
 * swr's `unstable_serialize`), and the client's hooks ask for the same keys, so hydration reuses
 * the data without a refetch.
 */
export type SwrKey = readonly [id: CallId, input?: object];

declare const answers: unique symbol;
/**
 * A key that also names the type of its answer's data (the call's response in the table), so that
 * `useApi(key)` and the server's readers need no type argument written by hand. The brand exists
 * only for the compiler.
 */
export type ApiKey<T> = SwrKey & { readonly [answers]?: T };
/** The data type a key answers with. */
export type DataOf<K> = K extends ApiKey<infer T> ? T : never;

/** The key of a call with its input, typed by the table. */
function key<Id extends CallId>(id: Id, input?: CallInput<Id>): ApiKey<CallData<Id>> {
  return (input === undefined ? [id] : [id, input]) as SwrKey as ApiKey<CallData<Id>>;
}

export const keys = {
  staticInfo: () => key('GET /data/getStaticInfo/'),
  /** The menu (spec §7.1: menu list, tree at /catalog/section-tree/). */
  sectionTree: () => key('GET /catalog/section-tree/'),
  /** Posters and other route data for a page path (spec §7.1 POST /data/). */
  pageData: (path: string) => key('POST /data/', { body: { path, EXTEND: 'Y' } }),

  /** Listing of the whole catalogue or of a section by code; `filter` from `filterParams`. */
  listing: (sectionCode: string | null, filter: Record<string, string>) =>
    sectionCode ? key('GET /catalog/{code}/', { params: { code: sectionCode }, query: filter }) : key('GET /catalog/', { query: filter }),
  promoListing: (promoCode: string, filter: Record<string, string>) =>
    key('GET /catalog/filter-promo/{code}/', { params: { code: promoCode }, query: filter }),
  /** Facets for the same filter; `scope` is { section: code } or { promo: code }. */
  facets: (scope: { section?: string; promo?: string }, filter: Record<string, string>) =>
    key('GET /catalog/filter/', { query: { ...filter, ...scope } }),
  /** The product page's data: detail with related products. */
  product: (elementCode: string) => key('GET /catalog/{code}/detail-complex/', { params: { code: elementCode } }),
  /** A block of product cards; the personal blocks (viewed, wishlist) are calls of their own. */
  block: (block: Block, limit = 12) => {
    const query = { limit: String(limit) };
    if (block === 'viewed') return key('GET /catalog/block/viewed/', { query });
    if (block === 'wishlist') return key('GET /catalog/block/wishlist/', { query });
    return key('GET /catalog/block/{block}/', { params: { block }, query });
  },
  searchPage: (query: string, page: number) => key('GET /catalog/search-pagen/', { query: { query, page: String(page) } }),
  wishlist: () => key('GET /wishlist/'),
  reviews: (count = REVIEWS_DEFAULT_COUNT) => key('GET /data/reviews/', { query: { count: String(count) } }),

  /** The basket (spec §7.2); every basket action's answer replaces this key's data (spec §4). */
  basket: () => key('GET /basket/'),
  /** This browser's orders, newest first. */
  orderList: () => key('GET /order/list/'),
  /** The checkout draft (spec §7.3 /order/ update) for the form's delivery and payment choice. */
  orderDraft: (form: OrderForm) => key('POST /order/', { body: form }),
  /** The checkout's cities with pickup points: the largest, or those matching `q`. */
  deliveryCities: (q: string) => key('GET /delivery/cities/', q ? { query: { q } } : undefined),
  /** A city's pickup points (no `city`: the city the checkout opens on), searched by street or metro. */
  deliveryPoints: (city: string, q: string) =>
    key('GET /delivery/points/', city || q ? { query: { ...(city ? { city } : {}), ...(q ? { q } : {}) } } : undefined),
  /** One order by its code (spec §7.3: POST with a body). */
  order: (code: string) => key('POST /order/get/{code}/', { params: { code } }),
  /** The phones this browser may order for on receipt: confirmed with a code, or the account's own. */
  confirmedPhones: () => key('GET /order/phones/'),
  /** The SBP payment of an order, from the payment back-end (spec §7.3). */
  payment: (code: string) => key('GET /order/getPaymentByOrderCode/{code}/', { params: { code } }),

  /** The signed-in shopper, or null for a guest (spec §4: read at startup by every page). */
  profile: () => key('GET /profile/'),
  /** The account's personal coupons. */
  promocodes: () => key('GET /profile/promocodes/'),
  /** What the account sent through the callback form. */
  feedbackList: () => key('GET /profile/feedback/'),
  /** «Где вы вошли»: the account's browsers. */
  devices: () => key('GET /profile/devices/'),
  /** The account's gift certificates. */
  certificates: () => key('GET /profile/certificates/'),
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
    const values = search
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length > 0) out[name] = [...new Set(values)].sort().join(',');
  }
  if (out.page === '1') delete out.page;
  return out;
}

/** The request a key stands for. */
export function requestForKey([id, input]: SwrKey): ApiRequest {
  return callRequest(id, input as never);
}
