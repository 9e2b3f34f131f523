import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { personalRoute } from '../simple';

/** /personal/orders/ (spec §2.1 also names /personal/orders/order/): this browser's orders. */
const route = personalRoute('orders', [urls.orders(), '/personal/orders/order/'], 'Мои заказы', () => ({ list: keys.orderList() }));

export type OrdersRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./OrdersPage')),
);
