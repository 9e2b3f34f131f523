import { keys } from '../../shared/api/keys';
import { DEFAULT_DESCRIPTION, HOME_TITLE } from '../components/seo/pages';
import { webSiteLd } from '../components/seo/schema-org';
import { lazyPage } from '../pages/lazyPage';
import { defineRoute, noParams, withPage } from './route';

const route = defineRoute({
  id: 'home',
  paths: ['/'],
  params: noParams,
  sitemap: true,
  keys: () => ({ fresh: keys.block('new', 8), popular: keys.block('popular', 8), reviews: keys.reviews() }),
  head: ({ origin, brand }) => ({ title: HOME_TITLE, description: DEFAULT_DESCRIPTION, canonical: '/', jsonLd: webSiteLd(origin, brand) }),
});

export type HomeRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/HomePage')),
);
