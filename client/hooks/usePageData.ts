import { keys } from '../../shared/api/keys';
import { useApi } from './useApi';

/** Route data of a page path (spec §7.1 POST /data/ with EXTEND=Y): the posters for that route. */
export function usePageData(pathname: string) {
  return useApi(keys.pageData(pathname));
}
