import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { filterParams, keys } from '../../shared/api/keys';
import type { ApiRequestError } from '../../shared/api/client';
import type { Facets, Listing } from '../../shared/contract/catalog';
import { useServerNotFound } from '../components/seo';

/** What a listing page lists: a section (the outlet too) by code, or a promo. */
export type ListingScope = { section: string } | { promo: string };

/**
 * The products and facets of a listing page for the filter in the address. The keys are exactly
 * shared/page-keys' ones, so the server's prefetch is reused on hydration; while another filter
 * or page loads, the previous answer stays on screen.
 */
export function useCatalogListing(scope: ListingScope) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const filter = filterParams(params);
  const listingKey = 'promo' in scope ? keys.promoListing(scope.promo, filter) : keys.listing(scope.section, filter);
  // The server already answered this address with 404 (unknown section or promo): fetch nothing.
  const serverNotFound = useServerNotFound();
  const listing = useSWR<Listing, ApiRequestError>(serverNotFound ? null : listingKey, { keepPreviousData: true });
  const facets = useSWR<Facets, ApiRequestError>(serverNotFound ? null : keys.facets(scope, filter), { keepPreviousData: true });
  const notFound = serverNotFound || listing.error?.status === 404;
  return { params, filter, listing, facets, notFound };
}
