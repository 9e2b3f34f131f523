import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/registration/: registration. */
const route = personalRoute('registration', urls.registration(), 'Регистрация', undefined, 'guest');

export type RegistrationRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/RegistrationPage')),
);
