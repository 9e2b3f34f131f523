import { useLocation } from 'react-router-dom';
import { useApi } from '../../hooks/useApi';
import { useSectionTree } from '../../hooks/useSectionTree';
import { useStaticInfo } from '../../hooks/useStaticInfo';
import { matchPage, pageKeys, routeContext } from '../../routes/match';
import { notFoundHead } from './head';
import { DEFAULT_BRAND } from './pages';
import { Seo } from './Seo';
import { useServerNotFound, useSite } from './site';

/**
 * The head of whatever page is showing, rendered once by App outside the page's Suspense
 * boundary: one <title> per document, in the streamed shell, computed by the route module from
 * the key its head reads (the one the page reads too, so nothing is fetched twice).
 */
export function PageSeo() {
  const { pathname, search } = useLocation();
  const match = matchPage(pathname);
  const context = match && routeContext(match, pathname, new URLSearchParams(search));
  const headData = match?.route.headData;
  // The server already knows this address names nothing: no point asking the api again.
  const serverNotFound = useServerNotFound();
  const headKey = context && headData && !serverNotFound ? (pageKeys(match, context)[headData] ?? null) : null;
  const { data, error } = useApi(headKey);
  const { data: tree } = useSectionTree();
  const { data: info } = useStaticInfo();
  const { ORIGIN } = useSite();
  const brand = info?.BRAND.NAME || DEFAULT_BRAND;
  const head =
    !match || !context || serverNotFound || error?.status === 404
      ? notFoundHead(brand)
      : match.route.head({ ...context, origin: ORIGIN, brand, tree, data });
  return <Seo {...head} siteName={brand} />;
}
