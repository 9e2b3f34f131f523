import { parseBrandSlug } from '../../../shared/routes';
import { crumbsLd, DEFAULT_DESCRIPTION, pageTitle } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { defineRoute, withPage } from '../route-module';
import { brandProductName } from './name';

/**
 * The product lines that have a brand page. Any other `/you-and-{anything}/` names nothing: it is
 * the 404 page like any unknown address (no module takes it, so the server answers 404 before the
 * first byte and the client shows the same page), not «Вы и Asdfgh» with status 200. A new line's
 * page is a word added here.
 */
export const BRAND_LINES: readonly string[] = ['mama'];

/** /you-and-{product}/: a brand page about one product line (a top-level slug). */
const route = defineRoute({
  id: 'brand',
  paths: ['/:slug/'],
  params: ({ slug }) => {
    const product = parseBrandSlug(slug ?? '');
    return product !== null && BRAND_LINES.includes(product) ? { product } : null;
  },
  head: ({ params, pathname, origin, brand }) => {
    const name = brandProductName(params.product);
    return {
      title: pageTitle(name, brand),
      description: DEFAULT_DESCRIPTION,
      canonical: pathname,
      jsonLd: crumbsLd(origin, [{ name, path: pathname }]),
    };
  },
});

export type BrandRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./BrandProductPage')),
);
