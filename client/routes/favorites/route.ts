import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { personalRoute } from '../simple';

/** How many favourites the page shows. */
export const FAVORITES_SHOWN = 60;

/** /personal/favorites/: the wishlist as product cards. */
const route = personalRoute('favorites', urls.favorites(), 'Избранное', () => ({ block: keys.block('wishlist', FAVORITES_SHOWN) }));

export type FavoritesRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./FavoritesPage')),
);
