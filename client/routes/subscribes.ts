import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/subscribes/: subscriptions. */
const route = personalRoute('subscribes', urls.subscribes(), 'Подписки');
export default withPage(
  route,
  lazyPage(() => import('../pages/SubscribesPage')),
);
