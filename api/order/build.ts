import type { Order } from '../../shared/contract/order';
import { formatPhone } from '../../shared/format/phone';
import type { DeliveryProviderName } from '../../shared/contract/delivery-constants';
import { SHIPMENT_STATE_NAMES } from '../../shared/contract/shipment-names';
import { urls } from '../../shared/routes';
import { kopecksToRubles } from '../../shared/format/number';
import { certificatePaymentView } from '../certificate/service';
import { pickupPointView } from '../delivery/service';
import { statusName } from './lifecycle/statuses';
import { paymentName } from './payment-options';
import type { OrderItemRecord, OrderRecord } from './model/record';
import { SURCHARGE_STATUSES, toPayKopecks } from './model/money';

/** What an order without a delivery method shows: one-click agrees it on the phone; a checkout without one bought only certificates. */
const DELIVERY_BY_PHONE = 'Согласуем по телефону';
const NOTHING_TO_DELIVER = 'Не нужна: код сертификата — на этой странице после оплаты и в SMS';

/** Null once the product is gone or off sale: the order keeps its name, not a dead link. */
function productUrl({ productId, liveCode }: OrderItemRecord): string | null {
  return productId === null || liveCode === null ? null : urls.product({ ID: productId, CODE: liveCode });
}

function item(row: OrderItemRecord): Order['ITEMS'][number] {
  return {
    ID: row.offerId,
    PRODUCT: {
      CODE: row.productCode,
      NAME: row.name,
      URL: productUrl(row),
      PICTURE: row.picture,
      COLOR: row.colour,
    },
    SIZE: row.size,
    QUANTITY: row.quantity,
    PRICE: kopecksToRubles(row.priceKopecks),
    OLD_PRICE: row.oldPriceKopecks === null ? null : kopecksToRubles(row.oldPriceKopecks),
    SUM: kopecksToRubles(row.priceKopecks * row.quantity),
  };
}

/** The certificate's line of the totals, from what the order stored and the movement it made. */
function certificateLine({ order, certificateBalanceAfterKopecks }: OrderRecord): Order['CERTIFICATE'] {
  if (order.certificateCode === null) return null;
  return certificatePaymentView(order.certificateCode, order.certificateKopecks, certificateBalanceAfterKopecks ?? 0);
}

/** What a cancelled order's page says, and why (the texts the shopper reads). */
const CANCEL_TEXTS = { unpaid: 'Заказ отменён: не оплачен вовремя' } as const;

function cancellation(order: OrderRecord['order']): NonNullable<Order['CANCELLATION']> {
  return {
    REASON: order.cancelReason,
    TEXT: order.cancelReason ? CANCEL_TEXTS[order.cancelReason] : 'Заказ отменён',
    AT: order.cancelledAt?.toISOString() ?? null,
  };
}

/** An open surcharge while the order takes it: what to pay on top, and where. */
function surcharge({ order, surchargeKopecks }: OrderRecord): Order['SURCHARGE'] {
  if (surchargeKopecks === null || !SURCHARGE_STATUSES.includes(order.status)) return null;
  return { AMOUNT: kopecksToRubles(surchargeKopecks), PAY_URL: urls.orderSbp(order.code) };
}

/** The carrier's page that follows a parcel by its number (the carrier's trackingUrl). */
export type TrackingLink = (provider: DeliveryProviderName, trackingNumber: string) => string | null;

function trackingUrl({ order, shipment }: OrderRecord, link: TrackingLink | undefined): string | null {
  return shipment && order.trackingNumber && link ? link(shipment.provider, order.trackingNumber) : null;
}

/**
 * An order as the contract shows it (shared/contract/order.ts), from what was stored at placement;
 * `tracking` links a handed-over parcel's number to its carrier's page (the shopper's page; letters go without).
 */
export function buildOrder(record: OrderRecord, tracking?: TrackingLink): Order {
  const { order, deliveryName, pickupPoint, items } = record;
  const toPay = toPayKopecks(order);
  // An order with nothing to pay has no payment page (it answers «не требует оплаты»).
  const canPay = order.paymentMethod === 'sbp' && order.status === 'new' && toPay > 0;
  return {
    CODE: order.code,
    KIND: order.kind,
    STATUS: order.status,
    STATUS_NAME: statusName(order.status, order.paymentMethod),
    CREATED_AT: order.createdAt.toISOString(),
    PAID_AT: order.paidAt?.toISOString() ?? null,
    TRACKING_NUMBER: order.trackingNumber,
    TRACKING_URL: trackingUrl(record, tracking),
    PARCEL_STATE: record.shipment ? SHIPMENT_STATE_NAMES[record.shipment.state] : null,
    ITEMS: items.map(item),
    PRICE_WITHOUT_DISCOUNT: kopecksToRubles(order.goodsKopecks),
    DISCOUNT: kopecksToRubles(order.discountKopecks),
    DELIVERY_PRICE: kopecksToRubles(order.deliveryKopecks),
    PRICE: kopecksToRubles(order.totalKopecks),
    CERTIFICATE: certificateLine(record),
    TO_PAY: kopecksToRubles(toPay),
    CERTIFICATES: record.certificates,
    TOTAL_QUANTITY: items.reduce((s, i) => s + i.quantity, 0),
    COUPON: order.couponCode,
    CONTACT: {
      NAME: order.name,
      // Stored as 7XXXXXXXXXX (a CHECK), so it always formats.
      PHONE: formatPhone(order.phone) ?? order.phone,
      EMAIL: order.email,
    },
    DELIVERY: {
      METHOD: order.deliveryMethod,
      NAME:
        order.deliveryMethod !== null
          ? (deliveryName ?? order.deliveryMethod)
          : order.kind === 'checkout'
            ? NOTHING_TO_DELIVER
            : DELIVERY_BY_PHONE,
      PICKUP_POINT: pickupPoint && pickupPointView(pickupPoint),
      ADDRESS: order.address,
    },
    PAYMENT: {
      METHOD: order.paymentMethod,
      NAME: paymentName(order.paymentMethod),
      CAN_PAY: canPay,
      PAY_URL: canPay ? urls.orderSbp(order.code) : null,
    },
    GIFT: { WRAP: order.giftWrap, MESSAGE: order.cardMessage, NO_PRICES: order.noPricesReceipt },
    COMMENT: order.comment,
    CANCELLATION: order.status === 'cancelled' ? cancellation(order) : null,
    REFUND_DUE: record.refundDue && {
      AMOUNT: kopecksToRubles(record.refundDue.kopecks),
      SINCE: record.refundDue.since.toISOString(),
    },
    SURCHARGE: surcharge(record),
  };
}
