import { keys } from '../../../shared/api/keys';
import { privateHead } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { orderCodeParams } from '../params';
import { defineRoute, withPage } from '../route-module';

/**
 * /personal/order/{order_code}/sbp/: paying an order by SBP, in the wide layout. The server renders
 * the order (404 for someone else's code); the payment itself is asked for by the browser, since
 * the first call creates it at the provider.
 */
const route = defineRoute({
  id: 'order-sbp',
  paths: ['/personal/order/:orderCode/sbp/'],
  params: orderCodeParams,
  keys: ({ params }) => ({ order: keys.order(params.code) }),
  head: privateHead('Оплата через СБП'),
  layout: 'wide',
  cache: 'personal',
});

export type OrderSbpRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./OrderSbpPage')),
);
