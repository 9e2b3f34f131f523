import { filterParams, keys } from '../../shared/api/keys';
import { parseShopSlug, urls } from '../../shared/routes';
import { findSectionByCode } from '../../shared/sections';
import { crumbsLd, notFoundHead, pagedPath, SHOP_CRUMB, withCount } from '../components/seo/head';
import { clip, pageTitle } from '../components/seo/pages';
import { lazyPage } from '../pages/lazyPage';
import { defineRoute, withPage } from './route';

/** /shop/{promo_code}/: a promo's products with the same filters; an unknown code is the api's 404. */
const route = defineRoute({
  id: 'promo',
  paths: ['/shop/:slug/'],
  params: ({ slug }) => {
    const parsed = parseShopSlug(slug ?? '');
    return parsed?.kind === 'promo' ? { code: parsed.code } : null;
  },
  keys: ({ params, search }) => {
    const filter = filterParams(search);
    return { listing: keys.promoListing(params.code, filter), facets: keys.facets({ promo: params.code }, filter) };
  },
  headData: 'listing',
  head: ({ params, search, origin, brand, tree, data: listing }) => {
    const section = tree ? findSectionByCode(tree, params.code) : undefined;
    if (!listing && tree && !section) return notFoundHead(brand);
    const name = listing?.PROMO?.NAME ?? section?.NAME ?? 'Подборка товаров';
    const about = listing?.PROMO?.DESCRIPTION ? clip(listing.PROMO.DESCRIPTION) : `${name}: одежда для малышей из органического хлопка.`;
    const url = urls.promo(params.code);
    return {
      title: pageTitle(name, brand),
      description: withCount(about, listing),
      canonical: pagedPath(url, search),
      jsonLd: crumbsLd(origin, [SHOP_CRUMB, { name, path: url }]),
    };
  },
});

export type PromoRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/shop/PromoView')),
);
