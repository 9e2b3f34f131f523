import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { pickOffers } from './read-offers';

/** Thin: the owner's and managers' (the access step checked it); a read, so no audit row. */
export function offerHandlers(db: Db): DomainHandlers<'GET /admin/offers/'> {
  return { 'GET /admin/offers/': ({ query }) => pickOffers(db, query) };
}
