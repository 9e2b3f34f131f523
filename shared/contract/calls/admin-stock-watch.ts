import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  STOCK_WATCH_REFUSALS,
  lowStockThresholdBodySchema,
  offerIdParamsSchema,
  offerThresholdSchema,
  stockWatchSchema,
} from '../admin/stock-watch';

/** The stock watch (issue 24): every role, the warehouse included (stock is its work). */
export const adminStockWatchCalls = {
  'GET /admin/stock-watch/': {
    summary: 'Размеры товаров в продаже, которых нет или осталось не больше порога',
    response: stockWatchSchema,
    cache: 'private',
    staff: ADMIN_AREAS['stock-watch'],
  },
  'POST /admin/stock-watch/{id}/threshold/': {
    summary: 'Порог остатка размера: «мало», когда осталось столько или меньше (null — только когда нет совсем)',
    params: offerIdParamsSchema,
    body: lowStockThresholdBodySchema,
    response: offerThresholdSchema,
    cache: 'private',
    staff: ADMIN_AREAS['stock-watch'],
    refusals: STOCK_WATCH_REFUSALS,
  },
} as const satisfies CallTable;
