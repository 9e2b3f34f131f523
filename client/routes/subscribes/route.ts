import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { accountRoute } from '../simple';

/** /personal/subscribes/: subscriptions. */
const route = accountRoute('subscribes', urls.subscribes(), 'Подписки');

export type SubscribesRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./SubscribesPage')),
);
