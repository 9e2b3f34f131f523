import { keys } from '../../../shared/api/keys';
import { pageTitle, PRIVATE } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { orderCodeParams } from '../params';
import { defineRoute, withPage } from '../route-module';
import { orderTitle } from './title';

/**
 * /personal/orders/{order_code}/: one order of this browser. An unknown code, or someone else's,
 * is the api's 404, so the server answers 404 before the first byte.
 */
const route = defineRoute({
  id: 'order-detail',
  paths: ['/personal/orders/:orderCode/'],
  params: orderCodeParams,
  keys: ({ params }) => ({ order: keys.order(params.code) }),
  head: ({ params, brand }) => ({ title: pageTitle(orderTitle(params.code), brand), robots: PRIVATE }),
  cache: 'personal',
});

export type OrderDetailRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./OrderDetailPage')),
);
