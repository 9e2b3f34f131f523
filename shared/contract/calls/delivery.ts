import type { CallTable } from '../call';
import { deliveryCitiesQuerySchema, deliveryCitiesSchema, deliveryPointsQuerySchema, deliveryPointsSchema } from '../delivery';

/** The checkout's cities and pickup points (issue 25), from the points the shop keeps. */
export const deliveryCalls = {
  'GET /delivery/cities/': {
    summary: 'Города с открытыми пунктами выдачи: крупнейшие или по началу названия',
    query: deliveryCitiesQuerySchema,
    response: deliveryCitiesSchema,
  },
  'GET /delivery/points/': {
    summary: 'Открытые пункты выдачи города с поиском по улице или метро; без города — город последнего заказа или крупнейший',
    query: deliveryPointsQuerySchema,
    response: deliveryPointsSchema,
    // Without `city` it opens on the shopper's last order's city.
    cache: 'private',
  },
} as const satisfies CallTable;
