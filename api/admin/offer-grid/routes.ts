import type { RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { memberOf } from '../orders/routes';
import { listOfferGrid } from './read-grid';
import { saveOfferGrid } from './service';

/** Thin: every role (the access step checked it); the save refuses the warehouse's prices itself. */
export function offerGridHandlers(db: Db, revision: RevisionWatch): DomainHandlers<'GET /admin/offer-grid/' | 'POST /admin/offer-grid/'> {
  return {
    'GET /admin/offer-grid/': ({ query }) => listOfferGrid(db, query),
    'POST /admin/offer-grid/': ({ body }, call) => saveOfferGrid({ db, revision }, memberOf(call), body),
  };
}
