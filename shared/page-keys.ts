import { filterParams, keys, type SwrKey } from './api/keys';
import { OUTLET_CODE } from './contract/catalog-constants';
import { ORDER_FORM_START } from './contract/order-constants';
import { parseShopSlug, type RouteMatch } from './routes';

/**
 * The SWR keys a page reads beyond the layout's (`layoutKeys`). The server prefetches them before
 * rendering, and a key answered 404 makes the page a 404 (an unknown product or promo); the page
 * components ask for exactly these keys, so hydration needs no request.
 */
export function pageKeys(match: RouteMatch, search: URLSearchParams): SwrKey[] {
  const filter = filterParams(search);
  switch (match.route.id) {
    case 'home':
      return [keys.block('new', 8), keys.block('popular', 8), keys.reviews()];
    case 'catalog':
      return [keys.block('new', 8), keys.block('sale', 8)];
    case 'outlet':
      return [keys.listing(OUTLET_CODE, filter), keys.facets({ section: OUTLET_CODE }, filter)];
    case 'search': {
      const query = search.get('QUERY')?.trim() ?? '';
      const page = Math.max(1, Number(search.get('page')) || 1);
      return query ? [keys.searchPage(query, page)] : [];
    }
    case 'favorites':
      return [keys.block('wishlist', 60)];
    case 'shopSlug':
      return shopSlugKeys(match.params.slug ?? '', filter);
    case 'checkout':
      return [keys.orderDraft(ORDER_FORM_START)];
    case 'orders':
      return [keys.orderList()];
    // Someone else's or an unknown code answers 404 before the first byte; the payment itself is
    // fetched by the browser (it is created at the provider on the first call).
    case 'orderDetail':
    case 'orderSbp':
      return [keys.order(match.params.orderCode ?? '')];
    default:
      return [];
  }
}

function shopSlugKeys(slugText: string, filter: Record<string, string>): SwrKey[] {
  const slug = parseShopSlug(slugText);
  if (!slug) return [];
  switch (slug.kind) {
    case 'section':
      return [keys.listing(slug.code, filter), keys.facets({ section: slug.code }, filter)];
    case 'product':
    case 'legacyProduct':
      return [keys.product(slug.code)];
    case 'promo':
      return [keys.promoListing(slug.code, filter), keys.facets({ promo: slug.code }, filter)];
  }
}
