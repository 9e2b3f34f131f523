import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { personalRoute } from '../simple';

/**
 * /personal/basket/: the basket. The server renders its lines (the shopper's own, as the checkout's
 * draft and the favourites): read after hydration, they came ~3 s late on a phone and pushed the
 * footer down (Lighthouse LCP 4.6 s, CLS 0.22). The header reads the same key, so its count agrees.
 */
const route = personalRoute('basket', urls.basket(), 'Корзина', () => ({ basket: keys.basket() }));

export type BasketRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./BasketPage')),
);
