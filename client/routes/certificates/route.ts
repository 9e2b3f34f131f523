import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { accountRoute } from '../simple';

/** /personal/certificates/: gift certificates. */
const route = accountRoute('certificates', urls.certificates(), 'Подарочные сертификаты', () => ({ certificates: keys.certificates() }));

export type CertificatesRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./CertificatesPage')),
);
