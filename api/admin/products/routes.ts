import type { RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { notFound } from '../../http/errors';
import { PRODUCT_MESSAGES } from '../../../shared/contract/admin/products';
import { memberOf } from '../orders/routes';
import { listProductsForStaff, readProductForStaff } from './read-products';
import { productEdits } from './service';

type ProductIds =
  | 'GET /admin/products/'
  | 'POST /admin/products/'
  | 'GET /admin/products/{id}/'
  | 'POST /admin/products/{id}/'
  | 'POST /admin/products/{id}/sizes/';

/** Thin: the owner's and managers' (the access step checked it); the catalogue's writes do the rest. */
export function productHandlers(db: Db, revision: RevisionWatch): DomainHandlers<ProductIds> {
  const one = async (id: number) => {
    const product = await readProductForStaff(db, id);
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return { product };
  };
  const edits = (call: Parameters<typeof memberOf>[0]) => productEdits({ db, revision }, memberOf(call));
  return {
    'GET /admin/products/': ({ query }) => listProductsForStaff(db, query),
    'POST /admin/products/': async ({ body }, call) => one(await edits(call).create(body)),
    'GET /admin/products/{id}/': ({ params }) => one(params.id),
    'POST /admin/products/{id}/': async ({ params, body }, call) => {
      await edits(call).update(params.id, body);
      return one(params.id);
    },
    'POST /admin/products/{id}/sizes/': async ({ params, body }, call) => {
      await edits(call).sizes(params.id, body);
      return one(params.id);
    },
  };
}
