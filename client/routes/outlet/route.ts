import { OUTLET_CODE } from '../../../shared/contract/catalog-constants';
import { urls } from '../../../shared/routes';
import { crumbsLd, pagedPath, pageTitle, withCount } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { listingKeys, type ListingScope } from '../listing';
import { defineRoute, withPage } from '../route-module';

/** The outlet is a section, listed by its code. */
const OUTLET_SCOPE: ListingScope = { section: OUTLET_CODE };

/** The outlet section at its own address ({token} of spec §2.1, §2.2). */
const route = defineRoute({
  id: 'outlet',
  paths: [urls.outlet()],
  params: () => ({ scope: OUTLET_SCOPE }),
  keys: ({ params, search }) => listingKeys(params.scope, search),
  headData: 'listing',
  head: ({ pathname, search, origin, brand, data }) => ({
    title: pageTitle('Outlet', brand),
    description: withCount('Детская одежда из органического хлопка по сниженным ценам: последние размеры и прошлые коллекции.', data),
    canonical: pagedPath(pathname, search),
    jsonLd: crumbsLd(origin, [{ name: 'Outlet', path: pathname }]),
  }),
});

export type OutletRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./OutletPage')),
);
