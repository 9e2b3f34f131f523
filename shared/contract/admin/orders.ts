import { z } from 'zod';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '../order-constants';
import { pageAfter, pageLimit, pageOf, searchText } from './list';

/**
 * The back office's orders, read side (api/admin/orders/, decision 049): the list's filters with
 * the messages staff read, the list's rows and an order's page. Money in kopecks, moments ISO 8601.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the shop's calendar (Moscow), 'YYYY-MM-DD'. */
const day = (what: string) =>
  z
    .string({ error: `${what}: ожидается дата ГГГГ-ММ-ДД` })
    .regex(ISO_DAY, `${what}: ожидается дата ГГГГ-ММ-ДД`)
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      `${what}: такой даты нет`,
    )
    .optional();

/** 'new' or 'new,paid': one status or several, comma-separated. */
const statuses = z
  .string({ error: 'Статус (status): ожидается строка' })
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(ORDER_STATUSES, { error: `Статус (status) — один или несколько через запятую: ${ORDER_STATUSES.join(', ')}` })))
  .optional();

export const PAYMENT_STATES = ['paid', 'unpaid'] as const;
/** 'none': a one-click order, whose delivery the manager agrees on the phone. */
export const DELIVERY_FILTERS = [...DELIVERY_METHODS, 'none'] as const;

/** GET /admin/orders/ query. */
export const orderListQuerySchema = z
  .object({
    status: statuses,
    payment: z.enum(PAYMENT_METHODS, { error: 'Способ оплаты (payment): sbp или cash' }).optional(),
    paid: z.enum(PAYMENT_STATES, { error: 'Оплата (paid): paid — оплачен, unpaid — не оплачен' }).optional(),
    delivery: z.enum(DELIVERY_FILTERS, { error: 'Доставка (delivery): pickup, courier или none' }).optional(),
    from: day('Начало периода (from)'),
    to: day('Конец периода (to)'),
    q: searchText,
    after: pageAfter,
    limit: pageLimit,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Начало периода (from) позже его конца (to)',
    path: ['from'],
  });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Phone and e-mail are masked in lists ('+7 916 ***-**-67', 'm***@mail.ru') unless the role may see them. */
export const orderListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paid: z.boolean(),
  deliveryMethod: z.enum(DELIVERY_METHODS).nullable(),
  totalKopecks: z.number().int(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListSchema = pageOf(orderListItemSchema);
export type OrderList = z.infer<typeof orderListSchema>;

const lineSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int().nullable(),
  productCode: z.string(),
  name: z.string(),
  colour: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  priceKopecks: z.number().int(),
  discountKopecks: z.number().int(),
  giftCertificate: z.boolean(),
});

const paymentSchema = z.object({
  id: z.number().int(),
  /** The order's own sum, or a surcharge an edit of a paid order asked (decision 051). */
  kind: z.enum(['order', 'surcharge']),
  provider: z.string(),
  externalId: z.string().nullable(),
  status: z.enum(['pending', 'succeeded', 'cancelled']),
  amountKopecks: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
  /** A surcharge a later edit replaced (or dropped): its link no longer asks anything. */
  withdrawnAt: z.string().nullable(),
});

export const RECEIPT_KINDS = ['prepayment', 'settlement', 'surcharge', 'surcharge_settlement', 'refund'] as const;

/** A 54-FZ receipt as the outbox holds it: waiting, registered (sentAt) or given up on (failedAt). */
const receiptSchema = z.object({
  /** Its outbox row's id: one receipt, whatever else it shares with another. */
  id: z.number().int(),
  /**
   * The order's first receipt and its one at handover; a paid surcharge's and its one at handover;
   * a refund's («возврат прихода», one per refund whose money came back).
   */
  kind: z.enum(RECEIPT_KINDS),
  state: z.enum(['pending', 'sent', 'failed']),
  /** What the receipt counts, a certificate's part included. */
  totalKopecks: z.number().int().nullable(),
  /** The refund a refund's receipt is of: its id and the money it returned to the account; null for the others. */
  refund: z.object({ id: z.number().int(), amountKopecks: z.number().int() }).nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  externalId: z.string().nullable(),
});

export const REFUND_STATUSES = ['pending', 'succeeded', 'cancelled'] as const;

/** Money given back from one of the order's payments; its receipt is written once it succeeded. */
const refundSchema = z.object({
  id: z.number().int(),
  amountKopecks: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  at: z.string(),
});

const eventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.string(),
  actorId: z.string().nullable(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
});

const earlierOrderSchema = orderListItemSchema.pick({ id: true, code: true, placedAt: true, status: true, totalKopecks: true });

/** GET /admin/orders/{id}/: everything staff need about one order. */
export const orderPageSchema = z.object({
  order: orderListItemSchema.extend({
    kind: z.enum(['checkout', 'fast']),
    comment: z.string(),
    paidAt: z.string().nullable(),
    shippedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  }),
  lines: z.array(lineSchema),
  money: z.object({
    goodsKopecks: z.number().int(),
    discountKopecks: z.number().int(),
    deliveryKopecks: z.number().int(),
    totalKopecks: z.number().int(),
    certificateKopecks: z.number().int(),
    /** What is left after the certificate's part: what SBP or the till takes. */
    toPayKopecks: z.number().int(),
  }),
  gift: z.object({ wrap: z.boolean(), cardMessage: z.string(), noPricesReceipt: z.boolean() }),
  coupon: z.object({ code: z.string(), discountKopecks: z.number().int() }).nullable(),
  certificate: z.object({ code: z.string(), kopecks: z.number().int(), balanceAfterKopecks: z.number().int().nullable() }).nullable(),
  /** Certificates this order bought (issued once paid). */
  certificatesBought: z.array(
    z.object({ code: z.string(), nominalKopecks: z.number().int(), balanceKopecks: z.number().int(), status: z.string() }),
  ),
  payments: z.array(paymentSchema),
  /** Refunds asked, oldest first: one per payment a refund took money from. */
  refunds: z.array(refundSchema),
  receipts: z.array(receiptSchema),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS).nullable(),
    name: z.string().nullable(),
    address: z.string().nullable(),
    pickupPoint: z.object({ code: z.string(), city: z.string(), address: z.string() }).nullable(),
    trackingNumber: z.string().nullable(),
  }),
  shopper: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    /** The account the order belongs to; null for a guest's. */
    userId: z.number().int().nullable(),
    /** The same phone's orders placed before this one, newest first (ten at most). */
    earlierOrders: z.array(earlierOrderSchema),
  }),
  events: z.array(eventSchema),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
