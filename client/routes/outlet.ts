import { filterParams, keys } from '../../shared/api/keys';
import { OUTLET_CODE } from '../../shared/contract/catalog-constants';
import { crumbsLd, pagedPath, withCount } from '../components/seo/head';
import { pageTitle } from '../components/seo/pages';
import { lazyPage } from '../pages/lazyPage';
import { defineRoute, noParams, withPage } from './route';

/** The outlet section at its own address ({token} of spec §2.1, §2.2). */
const route = defineRoute({
  id: 'outlet',
  paths: ['/outlet/'],
  params: noParams,
  keys: ({ search }) => {
    const filter = filterParams(search);
    return { listing: keys.listing(OUTLET_CODE, filter), facets: keys.facets({ section: OUTLET_CODE }, filter) };
  },
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
  lazyPage(() => import('../pages/OutletPage')),
);
