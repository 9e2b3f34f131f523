import type { ApiRequest } from './client';

/**
 * SWR keys of the contract's calls. The SSR server prefetches exactly these keys and puts the
 * answers into SWR's fallback (serialized with swr's `unstable_serialize`), and the client's hooks
 * ask for the same keys, so hydration reuses the data without a refetch.
 */
export type SwrKey = readonly ['GET', string, Record<string, string>?] | readonly ['POST', string, unknown];

export const keys = {
  staticInfo: (): SwrKey => ['GET', '/data/getStaticInfo/'],
  /** The menu (spec §7.1: menu list, tree at /catalog/section-tree/). */
  sectionTree: (): SwrKey => ['GET', '/catalog/section-tree/'],
  sectionList: (): SwrKey => ['GET', '/catalog/section-list/'],
  /** Posters and other route data for a page path (spec §7.1 POST /data/). */
  pageData: (path: string): SwrKey => ['POST', '/data/', { path, EXTEND: 'Y' }],
};

export function requestForKey(key: SwrKey): ApiRequest {
  const [method, path, payload] = key;
  return method === 'GET'
    ? { method, path, query: payload as Record<string, string> | undefined }
    : { method, path, body: payload };
}

/** Keys every page of the default layout needs at startup (spec §4). */
export function layoutKeys(pathname: string): SwrKey[] {
  return [keys.staticInfo(), keys.sectionTree(), keys.pageData(pathname)];
}
