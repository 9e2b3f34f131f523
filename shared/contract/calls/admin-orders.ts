import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  orderAdminPageSchema,
  orderBatchBodySchema,
  orderBatchResultSchema,
  orderIdParamsSchema,
  orderLinesResultSchema,
  orderRefundBodySchema,
  orderRefundResultSchema,
  orderStatusBodySchema,
  slipsQuerySchema,
} from '../admin/order-actions';
import { z } from 'zod';
import { orderLinesBodySchema } from '../admin/order-edit';
import { orderListQuerySchema, orderListSchema } from '../admin/orders';

const notFound = { status: 404, message: 'Заказ не найден' } as const;
const forbiddenStatus = { status: 403, message: 'Этот статус может поставить только владелец или менеджер' } as const;

/**
 * Orders in the back office (decision 050): the list and page for every role; status changes
 * through the lifecycle (warehouse: packing, shipping, handover); line edits and refunds for the
 * owner and managers. Every change is in the audit log.
 */
export const adminOrderCalls = {
  'GET /admin/orders/': {
    summary: 'Заказы: фильтры по статусу, оплате, доставке и датам, поиск по коду, телефону, имени и почте; новые сверху',
    query: orderListQuerySchema,
    response: orderListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.orders,
  },
  'GET /admin/orders/{id}/': {
    summary: 'Заказ целиком: строки, деньги, оплаты, чеки, доставка, покупатель, история, возвраты и доступные статусы',
    params: orderIdParamsSchema,
    response: orderAdminPageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.orders,
    refusals: { notFound },
  },
  'POST /admin/orders/{id}/status/': {
    summary: 'Сменить статус заказа (собирается, отправлен с трек-номером, доставлен, отменён); уведомления — как всегда',
    params: orderIdParamsSchema,
    body: orderStatusBodySchema,
    response: orderAdminPageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.orders,
    refusals: { notFound, forbiddenStatus },
  },
  'POST /admin/orders/status/': {
    summary: 'Сменить статус нескольких заказов (собирается, доставлен, отменён): каждый отдельно, отказы — списком',
    body: orderBatchBodySchema,
    response: orderBatchResultSchema,
    cache: 'private',
    staff: ADMIN_AREAS.orders,
    refusals: { forbiddenStatus },
  },
  'POST /admin/orders/{id}/lines/': {
    summary: 'Изменить строки заказа до отправки; оплаченному — возврат разницы или ссылка СБП на доплату',
    params: orderIdParamsSchema,
    body: orderLinesBodySchema,
    response: orderLinesResultSchema,
    cache: 'private',
    staff: ADMIN_AREAS['orders.money'],
    refusals: { notFound },
  },
  'POST /admin/orders/{id}/refund/': {
    summary: 'Вернуть деньги за заказ, целиком или частично, через платёжный сервис; чек возврата — через очередь чеков',
    params: orderIdParamsSchema,
    body: orderRefundBodySchema,
    response: orderRefundResultSchema,
    cache: 'private',
    staff: ADMIN_AREAS['orders.money'],
    refusals: { notFound },
  },
  'GET /admin/orders/slips/': {
    summary: 'Упаковочные листы заказов (ids=1,2,3): HTML для печати, по листу на заказ, у подарочного — без цен',
    query: slipsQuerySchema,
    response: z.string().meta({ description: 'HTML-документ для печати' }),
    answers: 'html',
    cache: 'private',
    staff: ADMIN_AREAS.orders,
  },
} as const satisfies CallTable;
