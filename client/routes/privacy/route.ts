import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /privacy/: the privacy policy. */
const route = infoRoute(
  'privacy',
  urls.privacy(),
  'Политика конфиденциальности',
  'Как магазин обрабатывает и защищает персональные данные покупателей.',
);
export default withPage(
  route,
  lazyPage(() => import('./PrivacyPage')),
);
