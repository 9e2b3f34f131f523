import { useLocation } from 'react-router-dom';
import { useServerNotFound } from '../components/seo/site';
import type { ListingKeys } from '../routes/listing';
import { useApi } from './useApi';

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
