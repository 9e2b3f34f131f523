import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /kontakty/: how to reach the shop. */
const route = infoRoute(
  'contacts',
  urls.contacts(),
  'Контакты',
  'Телефон, почта и мессенджеры магазина: ответим на вопросы о размерах и заказах.',
);
export default withPage(
  route,
  lazyPage(() => import('./ContactsPage')),
);
