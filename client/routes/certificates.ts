import { keys } from '../../shared/api/keys';
import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { accountRoute } from './simple';

/** /personal/certificates/: gift certificates. */
const route = accountRoute('certificates', urls.certificates(), 'Подарочные сертификаты', () => ({ certificates: keys.certificates() }));

export type CertificatesRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/CertificatesPage')),
);
