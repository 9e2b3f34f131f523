import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { ApiRequestError } from '../../../shared/api/client';
import { matchRoute } from '../../../shared/routes';
import { useSectionTree } from '../../hooks/useSectionTree';
import { useStaticInfo } from '../../hooks/useStaticInfo';
import { DEFAULT_BRAND } from './pages';
import { primarySeoKey, routeSeo } from './route-seo';
import { Seo } from './Seo';
import { useServerNotFound, useSite } from './site';

/**
 * The head of whatever page is showing, rendered once by App outside the page's Suspense
 * boundary: one <title> per document, in the streamed shell, computed from the same SWR keys
 * the page reads (the server prefetched them, so nothing is fetched twice).
 */
export function PageSeo() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const match = matchRoute(pathname);
  // The server already knows this address names nothing: no point asking the api again.
  const serverNotFound = useServerNotFound();
  const { data, error } = useSWR(serverNotFound ? null : primarySeoKey(match, params));
  const { data: tree } = useSectionTree();
  const { data: info } = useStaticInfo();
  const { ORIGIN } = useSite();
  const brand = info?.BRAND.NAME || DEFAULT_BRAND;
  const missing = serverNotFound || (error instanceof ApiRequestError && error.status === 404);
  const seo = routeSeo({ match, pathname, search: params, origin: ORIGIN, brand, tree, data, missing });
  return <Seo {...seo} siteName={brand} />;
}
