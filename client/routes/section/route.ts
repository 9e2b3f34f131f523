import { keys } from '../../../shared/api/keys';
import { parseShopSlug } from '../../../shared/routes';
import { sectionPathById } from '../../../shared/sections';
import { crumbsLd, notFoundHead, pagedPath, pageTitle, SHOP_CRUMB, withCount } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { listingKeys } from '../listing';
import { defineRoute, withPage } from '../route-module';

/** /shop/{section_id}-{section_code}-category/: a catalogue section with filters, sort and pages. */
const route = defineRoute({
  id: 'section',
  paths: ['/shop/:slug/'],
  params: ({ slug }) => {
    const parsed = parseShopSlug(slug ?? '');
    return parsed?.kind === 'section' ? { id: parsed.id, code: parsed.code, scope: { section: parsed.code } } : null;
  },
  keys: ({ params, search }) => listingKeys(params.scope, search),
  // An id and code the tree does not know name no section; without the tree, benefit of the doubt.
  found: ({ params }, read) => {
    const tree = read(keys.sectionTree());
    return !tree || sectionPathById(tree, params.id, params.code).length > 0;
  },
  headData: 'listing',
  head: ({ params, pathname, search, origin, brand, tree, data }) => {
    const path = tree ? sectionPathById(tree, params.id, params.code) : [];
    const section = path.at(-1);
    if (tree && !section) return notFoundHead(brand);
    const name = section?.NAME ?? data?.SECTION?.NAME ?? 'Каталог';
    return {
      title: pageTitle(name, brand),
      description: withCount(`${name} из органического хлопка для малышей в интернет-магазине ${brand}.`, data),
      canonical: pagedPath(section?.URL ?? pathname, search),
      jsonLd: crumbsLd(origin, [SHOP_CRUMB, ...path.map((s) => ({ name: s.NAME, path: s.URL }))]),
    };
  },
});

export type SectionRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./SectionPage')),
);
