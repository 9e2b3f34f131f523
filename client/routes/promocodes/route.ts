import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { accountRoute } from '../simple';

/** /personal/promocodes/: coupons. */
const route = accountRoute('promocodes', urls.promocodes(), 'Промокоды', () => ({ promocodes: keys.promocodes() }));

export type PromocodesRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./PromocodesPage')),
);
