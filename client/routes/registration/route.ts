import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { personalRoute } from '../simple';

/** /personal/registration/: registration. */
const route = personalRoute('registration', urls.registration(), 'Регистрация', undefined, 'guest');

export type RegistrationRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./RegistrationPage')),
);
