import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { accountRoute } from '../simple';

/** /personal/: the personal area, with «Где вы вошли» (the account's browsers) beside the way out. */
const route = accountRoute('personal', urls.personal(), 'Личный кабинет', () => ({ devices: keys.devices() }));

export type PersonalRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./PersonalPage')),
);
