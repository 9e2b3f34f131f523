import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/promocodes/: coupons. */
const route = personalRoute('promocodes', urls.promocodes(), 'Промокоды');
export default withPage(
  route,
  lazyPage(() => import('../pages/PromocodesPage')),
);
