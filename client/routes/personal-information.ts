import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/information/: personal information. */
const route = personalRoute('personal-information', '/personal/information/', 'Личная информация');
export default withPage(
  route,
  lazyPage(() => import('../pages/PersonalInformationPage')),
);
