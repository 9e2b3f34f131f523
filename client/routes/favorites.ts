import { keys } from '../../shared/api/keys';
import { privateHead } from '../components/seo/head';
import { lazyPage } from '../pages/lazyPage';
import { defineRoute, noParams, withPage } from './route';

/** How many favourites the page shows. */
export const FAVORITES_SHOWN = 60;

/** /personal/favorites/: the wishlist as product cards. */
const route = defineRoute({
  id: 'favorites',
  paths: ['/personal/favorites/'],
  params: noParams,
  keys: () => ({ block: keys.block('wishlist', FAVORITES_SHOWN) }),
  head: privateHead('Избранное'),
  cache: 'personal',
});

export type FavoritesRoute = typeof route;
export default withPage(route, lazyPage(() => import('../pages/FavoritesPage')));
