import { useLocation } from 'react-router-dom';
import type { ApiKey } from '../../shared/api/keys';
import type { Facets, Listing } from '../../shared/contract/catalog';
import { useServerNotFound } from '../components/seo';
import { useApi } from './useApi';

/** What a listing page lists: a section (the outlet too) by code, or a promo. */
export type ListingScope = { section: string } | { promo: string };

/** The keys of a listing page's route module for the filter in the address. */
export interface ListingKeys {
  listing: ApiKey<Listing>;
  facets: ApiKey<Facets>;
}

/**
 * The products and facets of a listing page, by its route module's keys, so the server's prefetch
 * is reused on hydration; while another filter or page loads, the previous answer stays on screen.
 */
export function useCatalogListing(keys: ListingKeys) {
  const { search } = useLocation();
  // The server already answered this address with 404 (unknown section or promo): fetch nothing.
  const serverNotFound = useServerNotFound();
  const listing = useApi(serverNotFound ? null : keys.listing, { keepPreviousData: true });
  const facets = useApi(serverNotFound ? null : keys.facets, { keepPreviousData: true });
  const notFound = serverNotFound || listing.error?.status === 404;
  return { params: new URLSearchParams(search), listing, facets, notFound };
}
