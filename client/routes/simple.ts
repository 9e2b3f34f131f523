import { infoHead, privateHead } from '../components/seo/head';
import { DEFAULT_DESCRIPTION } from '../components/seo/pages';
import { defineRoute, noParams } from './route';

/** A brand or information page (spec §2.1): no data, indexed and in the sitemap, its name as the title. */
export function infoRoute(id: string, path: string, name: string, description = DEFAULT_DESCRIPTION) {
  return defineRoute({ id, paths: [path], params: noParams, head: infoHead(name, description), sitemap: true });
}

/** A page of the personal area without server data: one shopper's, kept by no cache and no index. */
export function personalRoute(id: string, path: string, name: string) {
  return defineRoute({ id, paths: [path], params: noParams, head: privateHead(name), cache: 'personal' });
}
