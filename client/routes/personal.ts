import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/: the personal area. */
const route = personalRoute('personal', urls.personal(), 'Личный кабинет');
export default withPage(
  route,
  lazyPage(() => import('../pages/PersonalPage')),
);
