import type { ApiRequest } from './client';
import type { DataResponse, StaticInfo } from '../contract/data';
import type { BasketData } from '../contract/basket';
import type { Block, Facets, Listing, ProductBlock, ProductDetail, Review, SearchPage, Wishlist, Partner } from '../contract/catalog';
import type { OrderData, OrderDraft, OrderForm, OrderListData } from '../contract/order';
import type { PaymentData } from '../contract/payment';
import type { Section } from '../contract/section';

/**
 * SWR keys of the contract's calls. The SSR server prefetches exactly these keys and puts the
 * answers into SWR's fallback (serialized with swr's `unstable_serialize`), and the client's hooks
 * ask for the same keys, so hydration reuses the data without a refetch.
 */
export type SwrKey = readonly ['GET', string, Record<string, string>?] | readonly ['POST', string, unknown];

declare const answers: unique symbol;
/**
 * A key that also names the type of its answer's data, so that `useApi(key)` and the server's
 * readers need no type argument written by hand. The brand exists only for the compiler.
 */
export type ApiKey<T> = SwrKey & { readonly [answers]?: T };
/** The data type a key answers with. */
export type DataOf<K> = K extends ApiKey<infer T> ? T : never;

const key = <T>(value: SwrKey): ApiKey<T> => value as ApiKey<T>;

export const keys = {
  staticInfo: () => key<StaticInfo>(['GET', '/data/getStaticInfo/']),
  /** The menu (spec §7.1: menu list, tree at /catalog/section-tree/). */
  sectionTree: () => key<Section[]>(['GET', '/catalog/section-tree/']),
  sectionList: () => key<Section[]>(['GET', '/catalog/section-list/']),
  /** Posters and other route data for a page path (spec §7.1 POST /data/). */
  pageData: (path: string) => key<DataResponse>(['POST', '/data/', { path, EXTEND: 'Y' }]),

  /** Listing of the whole catalogue or of a section by code; `filter` from `filterParams`. */
  listing: (sectionCode: string | null, filter: Record<string, string>) =>
    key<Listing>(['GET', sectionCode ? `/catalog/${sectionCode}/` : '/catalog/', filter]),
  promoListing: (promoCode: string, filter: Record<string, string>) =>
    key<Listing>(['GET', `/catalog/filter-promo/${promoCode}/`, filter]),
  /** Facets for the same filter; `scope` is { section: code } or { promo: code }. */
  facets: (scope: { section?: string; promo?: string }, filter: Record<string, string>) =>
    key<Facets>(['GET', '/catalog/filter/', { ...filter, ...scope }]),
  /** The product page's data: detail with related products. */
  product: (elementCode: string) => key<ProductDetail>(['GET', `/catalog/${elementCode}/detail-complex/`]),
  block: (block: Block, limit = 12) => key<ProductBlock>(['GET', `/catalog/block/${block}/`, { limit: String(limit) }]),
  searchPage: (query: string, page: number) =>
    key<SearchPage>(['GET', '/catalog/search-pagen/', { query, page: String(page) }]),
  wishlist: () => key<Wishlist>(['GET', '/wishlist/']),
  reviews: (count = 10) => key<Review[]>(['GET', '/data/reviews/', { count: String(count) }]),
  partners: () => key<Partner[]>(['GET', '/data/partners/']),

  /** The basket (spec §7.2); every basket action's answer replaces this key's data (spec §4). */
  basket: () => key<BasketData>(['GET', '/basket/']),
  /** This browser's orders, newest first. */
  orderList: () => key<OrderListData>(['GET', '/order/list/']),
  /** The checkout draft (spec §7.3 /order/ update) for the form's delivery and payment choice. */
  orderDraft: (form: OrderForm) => key<{ draft: OrderDraft }>(['POST', '/order/', form]),
  /** One order by its code (spec §7.3: POST with a body). */
  order: (code: string) => key<OrderData>(['POST', `/order/get/${encodeURIComponent(code)}/`, {}]),
  /** The SBP payment of an order, from the payment back-end (spec §7.3). */
  payment: (code: string) => key<PaymentData>(['GET', `/order/getPaymentByOrderCode/${encodeURIComponent(code)}/`]),
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
