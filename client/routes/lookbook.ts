import { urls } from '../../shared/routes';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { infoRoute } from './simple';

/** /lookbook/: the lookbook. */
const route = infoRoute('lookbook', urls.lookbook(), 'Лукбук', 'Лукбук: наши коллекции на малышах.');
export default withPage(
  route,
  lazyPage(() => import('../pages/LookbookPage')),
);
