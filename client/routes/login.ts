import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/login/: sign in. */
const route = personalRoute('login', urls.login(), 'Вход', undefined, 'guest');

export type LoginRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/LoginPage')),
);
