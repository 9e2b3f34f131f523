import { DEFAULT_DESCRIPTION, infoHead, privateHead } from '../components/seo/head';
import type { RouteAccess } from './access';
import { defineRoute, noParams, type PageKeys } from './route-module';

/** A brand or information page (spec §2.1): no data, indexed and in the sitemap, its name as the title. */
export function infoRoute(id: string, path: string, name: string, description = DEFAULT_DESCRIPTION) {
  return defineRoute({ id, paths: [path], params: noParams, head: infoHead(name, description), sitemap: true });
}

/**
 * A page of the personal area: one shopper's, kept by no cache and no index; `keys`, when given,
 * is the data the server renders it with (the same for every address of the route); `access`
 * says who may open it.
 */
export function personalRoute<K extends PageKeys = Record<string, never>>(
  id: string,
  paths: string | string[],
  name: string,
  keys?: () => K,
  access?: RouteAccess,
) {
  return defineRoute({ id, paths: [paths].flat(), params: noParams, keys, head: privateHead(name), cache: 'personal', access });
}

/** A page of the personal area for a signed-in shopper only: a guest is sent to sign in. */
export function accountRoute<K extends PageKeys = Record<string, never>>(id: string, path: string, name: string, keys?: () => K) {
  return personalRoute(id, path, name, keys, 'account');
}
