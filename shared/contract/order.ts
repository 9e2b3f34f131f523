import { z } from 'zod';
import { basketSchema } from './basket';
import { certificatePaymentSchema, certificateSchema } from './certificate';
import { CANCEL_REASONS, DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from './order-constants';

export * from './order-constants';
export * from './order-input';

/**
 * Orders (spec §7.3, §7.4, issue 4): draft, checkout, one-click orders, the order itself and the
 * list. Calls are POST with a JSON body (GET /order/list/); money in rubles at the edge.
 */

export const pickupPointSchema = z
  .object({
    ID: z.number().int(),
    CODE: z.string(),
    CITY: z.string(),
    ADDRESS: z.string(),
    SCHEDULE: z.string(),
  })
  .meta({ id: 'PickupPoint' });
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const deliveryOptionSchema = z.object({
  CODE: z.enum(DELIVERY_METHODS),
  NAME: z.string(),
  DESCRIPTION: z.string(),
  /** The price for this basket (0 when free). */
  PRICE: z.number(),
  /** The list price, before the free-delivery threshold. */
  BASE_PRICE: z.number(),
  /** Goods sum from which it is free; null = never free. */
  FREE_FROM: z.number().nullable(),
  /** The carrier's term to the city, days («2–4 дня»); null while no city is chosen or with the flat price. */
  DAYS: z.object({ MIN: z.number().int(), MAX: z.number().int() }).nullable(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const paymentOptionSchema = z.object({
  CODE: z.enum(PAYMENT_METHODS),
  NAME: z.string(),
  DESCRIPTION: z.string(),
});

/** POST /order/ answer: the draft recalculated for the form as it is now (nothing is saved). */
export const orderDraftSchema = z.object({
  basket: basketSchema,
  DELIVERY: z.array(deliveryOptionSchema),
  PAYMENT: z.array(paymentOptionSchema),
  /**
   * False when the basket holds gift certificates alone: nothing is delivered (the codes come on
   * the order's page and by SMS), so the checkout has no delivery step and sends no `delivery`.
   */
  NEEDS_DELIVERY: z.boolean(),
  /** The chosen delivery's price for this basket. */
  DELIVERY_PRICE: z.number(),
  /** Goods after the coupon plus delivery. */
  TOTAL: z.number(),
  /** What the certificate in the draft's body pays; null without one or when it cannot be used. */
  CERTIFICATE: certificatePaymentSchema.nullable(),
  /** Why the certificate in the draft's body cannot pay (unknown, spent, another account's), else null. */
  CERTIFICATE_ERROR: z.string().nullable(),
  /** TOTAL less what the certificate pays: what is left for SBP or payment on receipt. */
  TO_PAY: z.number(),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;
export const orderDraftDataSchema = z.object({ draft: orderDraftSchema });

export const orderItemSchema = z
  .object({
    /** The offer's id, null when the offer has since been deleted. */
    ID: z.number().int().nullable(),
    PRODUCT: z.object({
      CODE: z.string(),
      NAME: z.string(),
      /** Null when the product is no longer in the catalogue. */
      URL: z.string().nullable(),
      PICTURE: z.string().nullable(),
      COLOR: z.string(),
    }),
    SIZE: z.string(),
    QUANTITY: z.number().int(),
    PRICE: z.number(),
    OLD_PRICE: z.number().nullable(),
    SUM: z.number(),
  })
  .meta({ id: 'OrderItem' });

export const orderSchema = z
  .object({
    CODE: z.string(),
    KIND: z.enum(['checkout', 'fast']),
    STATUS: z.enum(ORDER_STATUSES),
    /** 'Ожидает оплаты', 'Принят', 'Оплачен', 'Собирается', 'Отправлен', 'Доставлен', 'Отменён', 'Деньги возвращены'… */
    STATUS_NAME: z.string(),
    /** ISO 8601. */
    CREATED_AT: z.string(),
    PAID_AT: z.string().nullable(),
    /** The courier company's parcel number once the order is shipped; null before. */
    TRACKING_NUMBER: z.string().nullable(),
    /** The carrier's page that follows the parcel (issue 25); null without a number or a carrier's shipment. */
    TRACKING_URL: z.string().nullable(),
    /** Where the parcel is, in the shop's words ('В пути', 'Ждёт в пункте выдачи'); null before it is handed over. */
    PARCEL_STATE: z.string().nullable(),
    ITEMS: z.array(orderItemSchema),
    PRICE_WITHOUT_DISCOUNT: z.number(),
    DISCOUNT: z.number(),
    DELIVERY_PRICE: z.number(),
    /** The order's sum: goods − discount + delivery. */
    PRICE: z.number(),
    /** What a gift certificate pays of PRICE (held until the order is paid), or null. */
    CERTIFICATE: certificatePaymentSchema.nullable(),
    /** PRICE less the certificate: what SBP or payment on receipt takes (0 when the certificate pays all). */
    TO_PAY: z.number(),
    /** The certificates this order bought: issued when it is paid, so empty before. */
    CERTIFICATES: z.array(certificateSchema),
    TOTAL_QUANTITY: z.number().int(),
    COUPON: z.string().nullable(),
    CONTACT: z.object({ NAME: z.string(), PHONE: z.string(), EMAIL: z.string().nullable() }),
    DELIVERY: z.object({
      /** Null for a one-click order (agreed on the phone). */
      METHOD: z.enum(DELIVERY_METHODS).nullable(),
      NAME: z.string(),
      PICKUP_POINT: pickupPointSchema.nullable(),
      ADDRESS: z.string().nullable(),
    }),
    PAYMENT: z.object({
      METHOD: z.enum(PAYMENT_METHODS),
      NAME: z.string(),
      /** True for an unpaid SBP order: the page offers the way to pay. */
      CAN_PAY: z.boolean(),
      /** /personal/order/{code}/sbp/ while it can be paid, else null. */
      PAY_URL: z.string().nullable(),
    }),
    GIFT: z.object({ WRAP: z.boolean(), MESSAGE: z.string(), NO_PRICES: z.boolean() }),
    COMMENT: z.string(),
    /** Why and when a cancelled order was cancelled, and what its page says; null unless cancelled. */
    CANCELLATION: z
      .object({
        /** 'unpaid': the SBP payment did not come in time; null: no reason recorded. */
        REASON: z.enum(CANCEL_REASONS).nullable(),
        /** 'Заказ отменён: не оплачен вовремя', or 'Заказ отменён'. */
        TEXT: z.string(),
        /** ISO 8601; null for an order cancelled before the shop recorded when. */
        AT: z.string().nullable(),
      })
      .nullable(),
    /**
     * Money that came in after the order stopped waiting for it (cancelled, or paid by another
     * payment), still to be returned: for the back office. Null when nothing is owed.
     */
    REFUND_DUE: z.object({ AMOUNT: z.number(), SINCE: z.string() }).nullable(),
    /**
     * The shop changed a paid order and it now costs more: what is left to pay on top, and the page
     * that pays it by SBP (/personal/order/{code}/sbp/). Null when nothing is due.
     */
    SURCHARGE: z.object({ AMOUNT: z.number(), PAY_URL: z.string() }).nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
export const orderDataSchema = z.object({ order: orderSchema });
export type OrderData = z.infer<typeof orderDataSchema>;

/** GET /order/list/: this session's orders, newest first. */
export const orderListDataSchema = z.object({ orders: z.array(orderSchema) });
export type OrderListData = z.infer<typeof orderListDataSchema>;

/** POST /form/callback/ answers the id of the stored request. */
export const formDataSchema = z.object({ id: z.number().int() });
/** POST /form/smartOrder/ answers the id of the stored request and the order it placed. */
export const smartOrderDataSchema = formDataSchema.extend({ order: orderSchema });

/**
 * GET /order/phones/, POST /order/confirmPhone/: the phones (7XXXXXXXXXX) this browser may order
 * for on receipt and in one click: those its session confirmed with a code, and the signed-in
 * account's own.
 */
export const confirmedPhonesDataSchema = z.object({ PHONES: z.array(z.string()) });
export type ConfirmedPhones = z.infer<typeof confirmedPhonesDataSchema>;
