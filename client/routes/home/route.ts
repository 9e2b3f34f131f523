import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { DEFAULT_DESCRIPTION, HOME_TITLE } from '../../components/seo/head';
import { webSiteLd } from '../../components/seo/schema-org';
import { lazyPage } from '../../lib/lazyPage';
import { defineRoute, noParams, withPage } from '../route-module';

const route = defineRoute({
  id: 'home',
  paths: [urls.home()],
  params: noParams,
  sitemap: true,
  keys: () => ({ fresh: keys.block('new', 8), popular: keys.block('popular', 8), reviews: keys.reviews() }),
  head: ({ origin, brand }) => ({
    title: HOME_TITLE,
    description: DEFAULT_DESCRIPTION,
    canonical: urls.home(),
    jsonLd: webSiteLd(origin, brand),
  }),
});

export type HomeRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./HomePage')),
);
