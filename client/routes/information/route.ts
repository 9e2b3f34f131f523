import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /informatsiya/: delivery, payment, returns. */
const route = infoRoute(
  'information',
  urls.information(),
  'Информация',
  'Доставка, оплата, обмен и возврат: всё о заказе в нашем магазине.',
);
export default withPage(
  route,
  lazyPage(() => import('./InformationPage')),
);
