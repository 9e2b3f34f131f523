import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/certificates/: gift certificates. */
const route = personalRoute('certificates', urls.certificates(), 'Подарочные сертификаты');
export default withPage(
  route,
  lazyPage(() => import('../pages/CertificatesPage')),
);
