import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { accountRoute } from './simple';

/** /personal/: the personal area. */
const route = accountRoute('personal', urls.personal(), 'Личный кабинет');

export type PersonalRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/PersonalPage')),
);
