import { keys } from '../../../shared/api/keys';
import { parseShopSlug, urls } from '../../../shared/routes';
import { clip, crumbsLd, NO_INDEX, pageTitle, productTitle, SHOP_CRUMB } from '../../components/seo/head';
import { productLd } from '../../components/seo/schema-org';
import { lazyPage } from '../../lib/lazyPage';
import { defineRoute, withPage } from '../route-module';

/**
 * /shop/{element_id}-{element_code}-product/, and the older /shop/{code}-product/ (spec §2.1), which
 * moves to the canonical address with a 301, as does an id that is no longer the product's.
 */
const route = defineRoute({
  id: 'product',
  paths: ['/shop/:slug/'],
  params: ({ slug }) => {
    const parsed = parseShopSlug(slug ?? '');
    if (parsed?.kind === 'product') return { id: parsed.id, code: parsed.code };
    return parsed?.kind === 'legacyProduct' ? { id: null, code: parsed.code } : null;
  },
  keys: ({ params }) => ({ product: keys.product(params.code) }),
  redirect: ({ params }, read) => {
    const product = read(keys.product(params.code));
    return product && product.ID !== params.id ? urls.product(product) : null;
  },
  headData: 'product',
  head: ({ origin, brand, data: product }) => {
    if (!product) return { title: pageTitle('Товар', brand), robots: NO_INDEX };
    const description = clip(`${product.NAME}, ${product.COLOR.NAME.toLowerCase()}. ${product.COMPOSITION}. ${product.DESCRIPTION}`);
    const trail = [
      SHOP_CRUMB,
      ...product.SECTION_PATH.map((s) => ({ name: s.NAME, path: s.URL })),
      { name: product.NAME, path: product.URL },
    ];
    return {
      title: productTitle(product.NAME, brand),
      description,
      canonical: urls.product(product),
      og: { type: 'product', image: product.PICTURES[0]?.SRC ?? product.PREVIEW_PICTURE },
      jsonLd: [productLd(origin, product, brand, description), crumbsLd(origin, trail)],
    };
  },
});

export type ProductRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./ProductPage')),
);
