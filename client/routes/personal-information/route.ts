import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { accountRoute } from '../simple';

/** /personal/information/: personal information. */
const route = accountRoute('personal-information', urls.personalInformation(), 'Личные данные');

export type PersonalInformationRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./PersonalInformationPage')),
);
