import { filterParams, keys, type ApiKey } from '../../shared/api/keys';
import type { Facets, Listing } from '../../shared/contract/catalog';

/** What a listing page lists: a section (the outlet too) by code, or a promo. */
export type ListingScope = { section: string } | { promo: string };

/** The keys of a listing page for the filter in the address: its products and their facets. */
// A type, not an interface: a route's keys must fit PageKeys' index signature.
export type ListingKeys = {
  listing: ApiKey<Listing>;
  facets: ApiKey<Facets>;
};

/**
 * The keys of a listing page (section, outlet, promo) for the filter in its query string; the
 * route modules' params carry the scope, so the page passes the same one to its filters.
 */
export function listingKeys(scope: ListingScope, search: URLSearchParams): ListingKeys {
  const filter = filterParams(search);
  return {
    listing: 'promo' in scope ? keys.promoListing(scope.promo, filter) : keys.listing(scope.section, filter),
    facets: keys.facets(scope, filter),
  };
}
