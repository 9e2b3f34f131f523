/**
 * An order's back-office page (issue 23, decision 049): the order as the shop keeps it (the same
 * loader as the shopper's page: lines, certificates, pickup point), with its payments, refunds, receipts,
 * history and the same phone's earlier orders. Staff who open it see the contacts whole (the route
 * lets in only the roles that may).
 */
import type { Executor } from '../../db/database';
import { findOrderById } from '../../order/service';
import type { OrderRecord } from '../../order/model/record';
import type { OrderPage } from '../../../shared/contract/admin/orders';
import { earlierOrders, eventsOfOrder, paymentsOfOrder, receiptsOfOrder, refundsOfOrder } from './read-page-parts';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const kopecks = (rubles: number) => Math.round(rubles * 100);

function orderPart({ order }: OrderRecord): OrderPage['order'] {
  return {
    id: order.id,
    code: order.code,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    name: order.name,
    phone: order.phone,
    email: order.email,
    paymentMethod: order.paymentMethod,
    paid: order.paidAt !== null,
    deliveryMethod: order.deliveryMethod,
    totalKopecks: order.totalKopecks,
    kind: order.kind,
    comment: order.comment,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    trackingNumber: order.trackingNumber,
  };
}

/** What the order itself holds, apart from its page's other parts. */
function recordParts(record: OrderRecord): Omit<OrderPage, 'payments' | 'refunds' | 'receipts' | 'events' | 'shopper'> {
  const { order } = record;
  return {
    order: orderPart(record),
    lines: record.items.map((item) => ({
      id: item.id,
      offerId: item.offerId,
      productCode: item.productCode,
      name: item.name,
      colour: item.colour,
      size: item.size,
      quantity: item.quantity,
      priceKopecks: item.priceKopecks,
      discountKopecks: item.discountKopecks,
      giftCertificate: item.giftCertificate,
    })),
    money: {
      goodsKopecks: order.goodsKopecks,
      discountKopecks: order.discountKopecks,
      deliveryKopecks: order.deliveryKopecks,
      totalKopecks: order.totalKopecks,
      certificateKopecks: order.certificateKopecks,
      toPayKopecks: order.totalKopecks - order.certificateKopecks,
    },
    gift: { wrap: order.giftWrap, cardMessage: order.cardMessage, noPricesReceipt: order.noPricesReceipt },
    coupon: order.couponCode ? { code: order.couponCode, discountKopecks: order.discountKopecks } : null,
    certificate: order.certificateCode
      ? { code: order.certificateCode, kopecks: order.certificateKopecks, balanceAfterKopecks: record.certificateBalanceAfterKopecks }
      : null,
    certificatesBought: record.certificates.map((c) => ({
      code: c.CODE,
      nominalKopecks: kopecks(c.NOMINAL),
      balanceKopecks: kopecks(c.BALANCE),
      status: c.STATUS_NAME,
    })),
    delivery: {
      method: order.deliveryMethod,
      name: record.deliveryName,
      address: order.address,
      pickupPoint: record.pickupPoint
        ? { code: record.pickupPoint.code, city: record.pickupPoint.city, address: record.pickupPoint.address }
        : null,
      trackingNumber: order.trackingNumber,
    },
  };
}

/** The order's page, or null when there is no order `id`. */
export async function readOrderForStaff(db: Executor, id: number): Promise<OrderPage | null> {
  const record = await findOrderById(db, id);
  if (!record) return null;
  const { order } = record;
  // The receipts are keyed by the payments and refunds they are of: those first, the other parts meanwhile.
  const money = async () => {
    const [payments, refunds] = await Promise.all([paymentsOfOrder(db, id), refundsOfOrder(db, id)]);
    return { payments, refunds, receipts: await receiptsOfOrder(db, id, { payments, refunds }) };
  };
  const [{ payments, refunds, receipts }, events, earlier] = await Promise.all([money(), eventsOfOrder(db, id), earlierOrders(db, order)]);
  return {
    ...recordParts(record),
    payments,
    refunds,
    receipts,
    events,
    shopper: { name: order.name, phone: order.phone, email: order.email, userId: order.userId, earlierOrders: earlier },
  };
}
