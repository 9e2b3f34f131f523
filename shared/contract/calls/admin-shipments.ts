import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import { orderAdminPageSchema, orderBatchBodySchema, orderIdParamsSchema, slipsQuerySchema } from '../admin/order-actions';
import { handoverBatchResultSchema } from '../admin/shipments';
import { documentAnswerSchema } from '../document';

const notFound = { status: 404, message: 'Заказ не найден' } as const;

/**
 * Orders handed to the carrier (issue 25, decision 060): the roles that ship orders (the warehouse
 * too) hand them over, one or a batch, and print the carrier's waybills.
 */
export const adminShipmentCalls = {
  'POST /admin/orders/{id}/shipment/': {
    summary: 'Передать заказ перевозчику: отправление с составом, весом, ценностью и получателем; заказ — «Отправлен» с трек-номером',
    params: orderIdParamsSchema,
    response: orderAdminPageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.orders,
    refusals: { notFound },
  },
  'POST /admin/orders/shipments/': {
    summary: 'Передать перевозчику несколько заказов: каждый отдельно, отказы перевозчика — списком с причинами',
    body: orderBatchBodySchema.pick({ ids: true }),
    response: handoverBatchResultSchema,
    cache: 'private',
    staff: ADMIN_AREAS.orders,
  },
  'GET /admin/orders/{id}/waybill/': {
    summary: 'Накладная перевозчика на заказ для печати (PDF или HTML, как её даёт перевозчик)',
    params: orderIdParamsSchema,
    response: documentAnswerSchema,
    answers: 'document',
    cache: 'private',
    staff: ADMIN_AREAS.orders,
    refusals: { notFound },
  },
  'GET /admin/orders/waybills/': {
    summary: 'Накладные перевозчика на несколько заказов (ids=1,2,3) одним документом для печати',
    query: slipsQuerySchema,
    response: documentAnswerSchema,
    answers: 'document',
    cache: 'private',
    staff: ADMIN_AREAS.orders,
  },
} as const satisfies CallTable;
