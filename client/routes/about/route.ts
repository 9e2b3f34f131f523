import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /o-brende/: about the brand. */
const route = infoRoute('about', urls.about(), 'О бренде', 'Кто мы и почему шьём детскую одежду из органического хлопка.');
export default withPage(
  route,
  lazyPage(() => import('./AboutPage')),
);
