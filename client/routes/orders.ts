import { keys } from '../../shared/api/keys';
import { privateHead } from '../components/seo/head';
import { lazyPage } from '../pages/lazyPage';
import { defineRoute, noParams, withPage } from './route';

/** /personal/orders/ (spec §2.1 also names /personal/orders/order/): this browser's orders. */
const route = defineRoute({
  id: 'orders',
  paths: ['/personal/orders/', '/personal/orders/order/'],
  params: noParams,
  keys: () => ({ list: keys.orderList() }),
  head: privateHead('Мои заказы'),
  cache: 'personal',
});

export type OrdersRoute = typeof route;
export default withPage(route, lazyPage(() => import('../pages/OrdersPage')));
