import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { infoRoute } from '../simple';

/** /fashion/: outfits from the collections. */
const route = infoRoute('fashion', urls.fashion(), 'Fashion', 'Образы и сочетания из наших коллекций для малышей.');
export default withPage(
  route,
  lazyPage(() => import('./FashionPage')),
);
