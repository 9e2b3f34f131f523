import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { memberOf } from '../orders/routes';
import { bannerText, createPoster, editPoster, listPosters, readPoster, setBannerText } from './service';

/** Thin: the owner's and managers' (the access step checked it); the service does the rest. */

type PosterIds =
  | 'GET /admin/posters/'
  | 'GET /admin/posters/{id}/'
  | 'POST /admin/posters/'
  | 'POST /admin/posters/{id}/'
  | 'GET /admin/banner/'
  | 'POST /admin/banner/';

export function posterHandlers(db: Db): DomainHandlers<PosterIds> {
  return {
    'GET /admin/posters/': async () => ({ items: await listPosters(db), next: null }),
    'GET /admin/posters/{id}/': async ({ params }) => ({ poster: await readPoster(db, params.id) }),
    'POST /admin/posters/': async ({ body }, call) => ({ poster: await createPoster(db, memberOf(call), body) }),
    'POST /admin/posters/{id}/': async ({ params, body }, call) => ({ poster: await editPoster(db, memberOf(call), params.id, body) }),
    'GET /admin/banner/': () => bannerText(db),
    'POST /admin/banner/': ({ body }, call) => setBannerText(db, memberOf(call), body.text),
  };
}
