import { STOCK_WATCH_REFUSALS } from '../../../shared/contract/admin/stock-watch';
import { lowStock, setLowStockThreshold } from '../../catalog/service';
import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { notFound } from '../../http/errors';
import { recordChange } from '../audit/service';
import { memberOf } from '../orders/routes';

/** The stock watch: read live (a short list by stock), the threshold's change audited in its transaction. */
export function stockWatchHandlers(db: Db): DomainHandlers<'GET /admin/stock-watch/' | 'POST /admin/stock-watch/{id}/threshold/'> {
  return {
    'GET /admin/stock-watch/': async () => ({ items: await lowStock(db) }),
    'POST /admin/stock-watch/{id}/threshold/': ({ params, body }, call) =>
      db.transaction(async (tx) => {
        const change = await setLowStockThreshold(tx, params.id, body.threshold);
        if (!change) throw notFound(STOCK_WATCH_REFUSALS.offerNotFound.message);
        if (change.before.threshold !== change.after.threshold) {
          await recordChange(tx, {
            ...memberOf(call),
            action: 'offer.low-stock-threshold',
            object: 'offer',
            objectId: params.id,
            ...change,
          });
        }
        return { offerId: params.id, threshold: body.threshold };
      }),
  };
}
