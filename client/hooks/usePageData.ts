import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { DataResponse } from '../../shared/contract/data';

/** Route data of a page path (spec §7.1 POST /data/ with EXTEND=Y): the posters for that route. */
export function usePageData(pathname: string) {
  return useSWR<DataResponse>(keys.pageData(pathname));
}
