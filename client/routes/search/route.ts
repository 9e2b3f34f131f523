import { keys } from '../../../shared/api/keys';
import { GOODS_FORMS, pluralRu } from '../../../shared/format/plural';
import { urls } from '../../../shared/routes';
import { clip, DEFAULT_DESCRIPTION, NO_INDEX, pageTitle } from '../../components/seo/head';
import { lazyPage } from '../../lib/lazyPage';
import { defineRoute, noParams, withPage } from '../route-module';
import { searchOf } from './query';

/** /search/?QUERY= (spec §2.1, §2.7): results as cards and pages; an empty query asks for nothing. */
const route = defineRoute({
  id: 'search',
  paths: [urls.search()],
  params: noParams,
  keys: ({ search }) => {
    const { query, page } = searchOf(search);
    return { results: query ? keys.searchPage(query, page) : null };
  },
  headData: 'results',
  head: ({ search, brand, data }) => {
    const { query } = searchOf(search);
    return {
      title: pageTitle(query ? `Поиск: «${clip(query, 60)}»` : 'Поиск', brand),
      description: data
        ? `${data.PAGINATION.TOTAL} ${pluralRu(data.PAGINATION.TOTAL, GOODS_FORMS)} по запросу «${clip(query, 60)}»`
        : DEFAULT_DESCRIPTION,
      canonical: urls.search(query || undefined),
      robots: NO_INDEX,
    };
  },
});

export type SearchRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./SearchPage')),
);
