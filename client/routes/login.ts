import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/login/: sign in. */
const route = personalRoute('login', '/personal/login/', 'Вход');
export default withPage(
  route,
  lazyPage(() => import('../pages/LoginPage')),
);
