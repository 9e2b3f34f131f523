import { parseShopSlug, urls } from '../../../shared/routes';
import { findSectionByCode } from '../../../shared/sections';
import { clip, crumbsLd, notFoundHead, pagedPath, pageTitle, SHOP_CRUMB, withCount } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { listingKeys } from '../listing';
import { defineRoute, withPage } from '../route-module';
import { promoName } from './name';

/** /shop/{promo_code}/: a promo's products with the same filters; an unknown code is the api's 404. */
const route = defineRoute({
  id: 'promo',
  paths: ['/shop/:slug/'],
  params: ({ slug }) => {
    const parsed = parseShopSlug(slug ?? '');
    return parsed?.kind === 'promo' ? { code: parsed.code, scope: { promo: parsed.code } } : null;
  },
  keys: ({ params, search }) => listingKeys(params.scope, search),
  headData: 'listing',
  head: ({ params, search, origin, brand, tree, data: listing }) => {
    if (!listing && tree && !findSectionByCode(tree, params.code)) return notFoundHead(brand);
    const name = promoName(params.code, listing, tree);
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
  lazyPage(() => import('./PromoPage')),
);
