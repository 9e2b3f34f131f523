import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /lookbook/: the lookbook. */
const route = infoRoute('lookbook', urls.lookbook(), 'Лукбук', 'Лукбук: наши коллекции на малышах.');
export default withPage(
  route,
  lazyPage(() => import('./LookbookPage')),
);
