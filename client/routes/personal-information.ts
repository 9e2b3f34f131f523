import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/** /personal/information/: personal information. */
const route = personalRoute('personal-information', urls.personalInformation(), 'Личная информация');
export default withPage(
  route,
  lazyPage(() => import('../pages/PersonalInformationPage')),
);
