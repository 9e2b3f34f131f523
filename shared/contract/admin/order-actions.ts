import { z } from 'zod';
import { typedText, INT_MAX } from '../input';
import { ORDER_STATUSES } from '../order-constants';
import { DELIVERY_PROVIDERS } from '../delivery-constants';
import { orderPageSchema } from './orders';
import { orderShipmentSchema } from './shipments';

/**
 * What staff do to orders (api/admin/orders/, decision 050): status changes through the lifecycle,
 * batches of them, line edits with their money, refunds, packing slips. The read side is orders.ts.
 */

const orderId = (what: string) =>
  z
    .string({ error: `${what}: ожидается номер` })
    .regex(/^[0-9]{1,10}$/, `${what}: неверный номер`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT_MAX, `${what}: неверный номер`);

/** /admin/orders/{id}/…: the order's id (orders.id, not its code). */
export const orderIdParamsSchema = z.object({ id: orderId('Заказ') });

/**
 * The statuses staff set by hand: confirm-and-pack (assembling), shipped, delivered, cancelled.
 * Paid comes from the bank, refunded ones from refunds.
 */
export const STAFF_STATUSES = [
  'assembling',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
export type StaffStatus = (typeof STAFF_STATUSES)[number];
/** The statuses warehouse staff may set (packing and handing over). */
export const WAREHOUSE_STATUSES = ['assembling', 'shipped', 'delivered'] as const satisfies readonly StaffStatus[];

const to = z.enum(STAFF_STATUSES, { error: `Новый статус (to): ${STAFF_STATUSES.join(', ')}` });
const TRACKING_MAX = 64;
const NOTE_MAX = 500;

/** POST /admin/orders/{id}/status/ body. */
export const orderStatusBodySchema = z
  .object({
    to,
    trackingNumber: typedText('Трек-номер: ожидается строка', 'Трек-номер')
      .trim()
      .max(TRACKING_MAX, `Трек-номер — не длиннее ${TRACKING_MAX} символов`)
      .optional(),
    note: typedText('Комментарий: ожидается строка', 'Комментарий')
      .trim()
      .max(NOTE_MAX, `Комментарий — не длиннее ${NOTE_MAX} символов`)
      .optional(),
  })
  .refine((b) => b.to !== 'shipped' || (b.trackingNumber ?? '') !== '', {
    message: 'Укажите трек-номер отправления',
    path: ['trackingNumber'],
  });
export type OrderStatusBody = z.output<typeof orderStatusBodySchema>;

/** The statuses a batch may set: no tracking number needed. */
export const BATCH_STATUSES = ['assembling', 'delivered', 'cancelled'] as const satisfies readonly StaffStatus[];
export const BATCH_MAX = 100;

/** POST /admin/orders/status/ body. */
export const orderBatchBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'Заказы (ids): ожидаются номера' }).int('Заказы (ids): ожидаются номера').min(1).max(INT_MAX), {
      error: 'Заказы (ids): ожидается список номеров',
    })
    .min(1, 'Выберите хотя бы один заказ')
    .max(BATCH_MAX, `Не больше ${BATCH_MAX} заказов за раз`)
    .refine((ids) => new Set(ids).size === ids.length, 'Заказы (ids): номера повторяются'),
  to: z.enum(BATCH_STATUSES, { error: `Новый статус (to) для нескольких заказов: ${BATCH_STATUSES.join(', ')}` }),
});
export const orderBatchResultSchema = z.object({
  changed: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type OrderBatchResult = z.infer<typeof orderBatchResultSchema>;

/** GET /admin/orders/{id}/: the read side's page, what this role may set next, a surcharge due and what may be refunded. */
export const orderAdminPageSchema = orderPageSchema.extend({
  allowed: z.array(z.enum(ORDER_STATUSES)),
  /**
   * What the shopper still has to pay on top after an edit raised a paid order's sum (decision 051),
   * and the page that pays it (/personal/order/{code}/sbp/), for staff to send; null when nothing is due.
   */
  surchargeDue: z.object({ kopecks: z.number().int(), link: z.string() }).nullable(),
  /**
   * What may still go back to the payer's account, by the payment service's own rule (each
   * payment's part not yet returned, refunds still pending counted); 0 when no refund may be asked.
   */
  refundableKopecks: z.number().int(),
  /** Its shipment once handed to the carrier (issue 25); null before. */
  shipment: orderShipmentSchema.nullable(),
  /** The carrier new shipments go to, for the hand-over's button («Передать в СДЭК»); null: none is set up. */
  carrier: z.enum(DELIVERY_PROVIDERS).nullable(),
});
export type OrderAdminPage = z.infer<typeof orderAdminPageSchema>;

const REASON_MAX = 500;

/** POST /admin/orders/{id}/refund/ body. */
export const orderRefundBodySchema = z.object({
  amountKopecks: z
    .number({ error: 'Сумма возврата: ожидается число копеек' })
    .int('Сумма возврата — целое число копеек')
    .min(1, 'Сумма возврата — больше нуля')
    .max(INT_MAX, 'Сумма возврата слишком велика'),
  reason: typedText('Причина возврата: ожидается строка', 'Причина возврата')
    .trim()
    .min(1, 'Укажите причину возврата')
    .max(REASON_MAX, `Причина возврата — не длиннее ${REASON_MAX} символов`),
});
export const orderRefundResultSchema = z.object({
  /** The first of its refunds. */
  refundId: z.number().int(),
  /** One refund per payment it takes money from (a surcharge's first, then the order's own): one id, mostly. */
  refundIds: z.array(z.number().int()),
  amountKopecks: z.number().int(),
  status: z.literal('pending'),
});

/** POST /admin/orders/{id}/lines/ answer. */
export const orderLinesResultSchema = z.object({
  order: orderAdminPageSchema,
  refundKopecks: z.number().int(),
  /** What the shopper pays on top now (replacing a surcharge still unpaid); 0: nothing. */
  surchargeKopecks: z.number().int(),
  /** The shopper's page that pays it, /personal/order/{code}/sbp/, for staff to send; null when nothing is due. */
  surchargeLink: z.string().nullable(),
  /** Why the coupon came off the order; null: kept, or there was none. */
  couponDropped: z.string().nullable(),
});

/** GET /admin/orders/slips/?ids=1,2,3 */
export const slipsQuerySchema = z.object({
  ids: z
    .string({ error: 'Заказы (ids): ожидаются номера через запятую' })
    .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,99}$/, `Заказы (ids): от 1 до ${BATCH_MAX} номеров через запятую`)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n >= 1 && n <= INT_MAX), 'Заказы (ids): неверный номер'),
});
