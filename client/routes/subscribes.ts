import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { accountRoute } from './simple';

/** /personal/subscribes/: subscriptions. */
const route = accountRoute('subscribes', urls.subscribes(), 'Подписки');

export type SubscribesRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/SubscribesPage')),
);
