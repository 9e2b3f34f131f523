import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import { requestCallback, smartOrder } from './service';

/** /api/form/… (spec §7.4): POST with a JSON body, answering data { id } (and the order). */
export function formHandlers(db: Db): DomainHandlers<'POST /form/callback/' | 'POST /form/smartOrder/'> {
  return {
    'POST /form/callback/': ({ body }, { req, res }) => requestCallback(db, sessionLookup(db, req, res), body),
    'POST /form/smartOrder/': ({ body }, { req, res }) => smartOrder(db, sessionLookup(db, req, res), body),
  };
}
