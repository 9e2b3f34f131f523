import type { CallTable } from '../call';
import { blockSchema, viewedBlockQuerySchema } from '../catalog';

/** Recently viewed products (spec §7.1): read from the browser's productIds cookie. */
export const viewedCalls = {
  'GET /catalog/block/viewed/': {
    summary: 'Недавно просмотренные товары из cookie productIds',
    query: viewedBlockQuerySchema,
    response: blockSchema,
    cache: 'private',
  },
} as const satisfies CallTable;
