import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/basket/: the basket, read by the browser after hydration (spec §4). */
const route = personalRoute('basket', urls.basket(), 'Корзина');
export default withPage(
  route,
  lazyPage(() => import('../pages/BasketPage')),
);
