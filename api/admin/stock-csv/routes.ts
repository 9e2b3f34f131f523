import type { RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import type { CallContext, DomainHandlers } from '../../http/calls';
import { signedInOf } from '../access';
import { memberOf } from '../orders/routes';
import { exportFileName, exportStockCsv, stockCsv } from './service';

type StockCsvIds = 'GET /admin/stock-csv/' | 'POST /admin/stock-csv/preview/' | 'POST /admin/stock-csv/import/';

/** The file's bytes as the call's raw body read them (none: empty). */
const bytesOf = (call: CallContext): Uint8Array => (Buffer.isBuffer(call.req.body) ? call.req.body : Buffer.alloc(0));

/** Thin: every role (the access step checked it); the service refuses the warehouse its prices. */
export function stockCsvHandlers(db: Db, revision: RevisionWatch): DomainHandlers<StockCsvIds> {
  const csv = (call: CallContext) => stockCsv({ db, revision }, memberOf(call));
  return {
    'GET /admin/stock-csv/': async (_args, call) => {
      const text = await exportStockCsv(db, signedInOf(call.req).staff.role);
      call.res.attachment(exportFileName());
      return text;
    },
    'POST /admin/stock-csv/preview/': ({ query }, call) => csv(call).preview(bytesOf(call), query.name),
    'POST /admin/stock-csv/import/': ({ query }, call) => csv(call).import(bytesOf(call), query.name, query.token),
  };
}
