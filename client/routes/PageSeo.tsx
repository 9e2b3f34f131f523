import { DEFAULT_BRAND, notFoundHead } from '../components/seo/head';
import { Seo } from '../components/seo/Seo';
import { useServerNotFound, useSite } from '../components/seo/site';
import { useApi } from '../hooks/useApi';
import { useSectionTree } from '../hooks/useSectionTree';
import { useStaticInfo } from '../hooks/useStaticInfo';
import type { PageMatch } from './match';

/**
 * The head of whatever page is showing (App's match of the address, null for none), rendered once
 * by App outside the page's Suspense boundary: one <title> per document, in the streamed shell,
 * computed by the route module from the key its head reads (the one the page reads too, so
 * nothing is fetched twice).
 */
export function PageSeo({ match }: { match: PageMatch | null }) {
  const headData = match?.route.headData;
  // The server already knows this address names nothing: no point asking the api again.
  const serverNotFound = useServerNotFound();
  const headKey = headData && !serverNotFound ? (match.keys[headData] ?? null) : null;
  const { data, error } = useApi(headKey);
  const { data: tree } = useSectionTree();
  const { data: info } = useStaticInfo();
  const { ORIGIN } = useSite();
  const brand = info?.BRAND.NAME || DEFAULT_BRAND;
  const head =
    !match || serverNotFound || error?.status === 404
      ? notFoundHead(brand)
      : match.route.head({ ...match.context, origin: ORIGIN, brand, tree, data });
  return <Seo {...head} siteName={brand} />;
}
