import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { notFound } from '../../http/errors';
import { memberOf } from '../orders/routes';
import { readCustomerForStaff } from './read-page';
import { listCustomersForStaff } from './read-list';
import { saveNote } from './service';

/** Thin: the owner's and managers' (the access step checked it); lists mask contacts (issue 23). */

type CustomerIds = 'GET /admin/customers/' | 'GET /admin/customers/{key}/' | 'POST /admin/customers/note/';

export const CUSTOMER_NOT_FOUND = 'Покупатель не найден';

export function customerHandlers(db: Db): DomainHandlers<CustomerIds> {
  return {
    'GET /admin/customers/': ({ query }) => listCustomersForStaff(db, query, { unmasked: false }),
    'GET /admin/customers/{key}/': async ({ params }) => {
      const page = await readCustomerForStaff(db, params.key);
      if (!page) throw notFound(CUSTOMER_NOT_FOUND);
      return page;
    },
    'POST /admin/customers/note/': async ({ body }, call) => ({ note: await saveNote(db, memberOf(call), body) }),
  };
}
