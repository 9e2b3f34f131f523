import { keys } from '../../../shared/api/keys';
import { urls } from '../../../shared/routes';
import { crumbsLd, pageTitle, SHOP_CRUMB } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { defineRoute, noParams, withPage } from '../route-module';

const route = defineRoute({
  id: 'catalog',
  paths: [urls.catalog()],
  params: noParams,
  sitemap: true,
  keys: () => ({ fresh: keys.block('new', 8), sale: keys.block('sale', 8) }),
  head: ({ origin, pathname, brand }) => ({
    title: pageTitle('Магазин', brand),
    description: 'Каталог одежды для малышей из органического хлопка: боди, комбинезоны, шапочки, пледы, игрушки и подарочные наборы.',
    canonical: pathname,
    jsonLd: crumbsLd(origin, [SHOP_CRUMB]),
  }),
});

export type CatalogRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./CatalogPage')),
);
