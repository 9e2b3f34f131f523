import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { personalRoute } from '../simple';

/** /personal/login/: sign in. */
const route = personalRoute('login', urls.login(), 'Вход', undefined, 'guest');

export type LoginRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./LoginPage')),
);
